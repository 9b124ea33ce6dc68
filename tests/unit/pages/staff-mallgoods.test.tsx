import { bodyText, mountPage, setUp } from '../helpers/page'
import { getFinanceConfig } from '../../../src/api/config'
import { staffAddStock, staffGetGoodsPage, staffSaveGoods } from '../../../src/api/gift'
import { getMyStaffRoles } from '../../../src/api/staff'
import type { Stores } from '../../../src/stores'
import MallGoodsPage from '../../../src/subpages/staff/mallgoods'
import { FINANCE_CONFIG, grantGift, pageOf, staffGoods } from '../helpers/gift'
import { logIn } from '../helpers/session'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/config')
jest.mock('../../../src/api/gift')
jest.mock('../../../src/api/staff')

let stores: Stores

const MUG = staffGoods(1, {
  kind: 'ship',
  name: '定制情侣马克杯',
  points: 300,
  stock: 19,
  exchanged: 1,
  limitPerMember: 2,
  pendingExchanges: 1,
  sort: 1
})
const TICKET = staffGoods(2, { name: '双人电影票', points: 260, stock: 0, onSale: false })

beforeEach(() => {
  stores = setUp().stores
  logIn(stores)
  grantGift(stores)
  jest.mocked(getFinanceConfig).mockResolvedValue(FINANCE_CONFIG)
  jest.mocked(getMyStaffRoles).mockResolvedValue({ roles: ['admin'] })
  jest.mocked(staffGetGoodsPage).mockResolvedValue(pageOf([MUG, TICKET]))
  jest.mocked(staffSaveGoods).mockImplementation(async (req) => staffGoods(req.id ?? 9, { ...req }))
  jest.mocked(staffAddStock).mockImplementation(async (req) => staffGoods(req.goodsId))
})

const rows = () => Array.from(document.querySelectorAll('.mall-goods-row'))

async function open() {
  const p = await mountPage(MallGoodsPage, stores)
  await p.settle()
  const openSheet = async (el: Element | string) => {
    await (typeof el === 'string' ? p.clickText(el) : p.click(el))
    // Taro's H5 <Input> renders its inner field a moment after it is mounted.
    await p.settle(50)
  }
  return { ...p, openSheet }
}

test('matchmakers and auditors see 没有权限', async () => {
  jest.mocked(getMyStaffRoles).mockResolvedValue({ roles: ['matchmaker', 'auditor'] })
  await open()
  expect(bodyText()).toContain('没有权限')
  expect(staffGetGoodsPage).not.toHaveBeenCalled()
})

test('without the gift plugin there is no mall to keep', async () => {
  grantGift(stores, false)
  await open()
  expect(bodyText()).toContain('本站未开通积分商城')
  expect(staffGetGoodsPage).not.toHaveBeenCalled()
})

test('lists every goods with price, stock, limit, sale state and waiting exchanges', async () => {
  await open()
  const [mug, ticket] = rows().map((r) => r.textContent ?? '')
  expect(mug).toContain('300积分')
  expect(mug).toContain('邮寄到家')
  expect(mug).toContain('库存 19 · 已兑 1 · 每人限兑 2 · 排序 1')
  expect(mug).toContain('1 笔兑换待发货/核销')
  expect(mug).toContain('已上架')
  expect(ticket).toContain('已下架')
  expect(ticket).toContain('已兑完，补充库存后会员才能兑换')
})

test('新增 checks the form and sends whole numbers', async () => {
  const p = await open()
  await p.openSheet('新增积分商品')
  expect(p.text('.bottom-sheet__title')).toBe('新增积分商品')
  await p.clickText('保存')
  expect(p.lastToast()).toBe('请填写商品名称')
  await p.type('如 定制情侣马克杯', '玫瑰香薰礼盒')
  await p.type('每件所需积分', '0')
  await p.clickText('保存')
  expect(p.lastToast()).toBe('请填写兑换积分（1-1000000）')
  await p.type('每件所需积分', '680')
  await p.clickText('保存')
  expect(p.lastToast()).toBe('请填写库存（0-100000）')
  await p.type('上架数量，之后可补库存', '8')
  await p.type('不填则不限', '1')
  await p.click('.choice-chips__chip:nth-child(2)')
  await p.clickText('保存')
  expect(staffSaveGoods).toHaveBeenCalledWith({
    kind: 'voucher',
    name: '玫瑰香薰礼盒',
    description: '',
    images: [],
    points: 680,
    stock: 8,
    limitPerMember: 1,
    onSale: true,
    sort: 0
  })
  expect(p.lastToast()).toBe('已保存')
  expect(staffGetGoodsPage).toHaveBeenCalledTimes(2)
})

test('editing keeps the kind and leaves the stock to 补库存', async () => {
  const p = await open()
  await p.openSheet(rows()[0].querySelector('.mall-goods-row__main')!)
  expect(p.text('.bottom-sheet__title')).toBe('编辑积分商品')
  expect(document.querySelector('[placeholder="上架数量，之后可补库存"]')).toBeNull()
  await p.click('.choice-chips__chip:nth-child(2)')
  expect(p.text('.choice-chips__chip.chip--on')).toBe('邮寄到家')
  await p.type('每件所需积分', '320')
  await p.clickText('保存')
  expect(staffSaveGoods).toHaveBeenCalledWith(
    expect.objectContaining({ id: 1, kind: 'ship', points: 320, stock: 0, limitPerMember: 2, sort: 1 })
  )
})

test('上架 / 下架 in one tap', async () => {
  const p = await open()
  await p.click(rows()[1].querySelector('.mall-goods-row__action')!)
  expect(staffSaveGoods).toHaveBeenCalledWith(expect.objectContaining({ id: 2, name: '双人电影票', onSale: true }))
})

test('补库存 adds or takes away, never more than is left', async () => {
  const p = await open()
  await p.openSheet(rows()[0].querySelectorAll('.mall-goods-row__action')[1])
  await p.type('增加的数量', '30')
  await p.clickText('确定')
  expect(staffAddStock).toHaveBeenCalledWith({ goodsId: 1, delta: 30 })
  expect(p.lastToast()).toBe('已补充库存')

  await p.openSheet(rows()[0].querySelectorAll('.mall-goods-row__action')[1])
  await p.clickText('减少库存')
  await p.type('减少的数量', '20')
  await p.clickText('确定')
  expect(p.lastToast()).toBe('库存仅剩19件')
  await p.type('减少的数量', '4')
  await p.clickText('确定')
  expect(staffAddStock).toHaveBeenLastCalledWith({ goodsId: 1, delta: -4 })
})
