import { mountPage, setUp } from '../helpers/page'
import type { Product } from '@contract/finance'
import { getMyStaffRoles } from '../../../src/api/staff'
import { staffGetProducts, staffSaveProduct } from '../../../src/api/finance'
import type { Stores } from '../../../src/stores'
import ProductsPage from '../../../src/subpages/staff/products'
import { logIn } from '../helpers/session'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/staff')
jest.mock('../../../src/api/finance')

const product = (id: number, over: Partial<Product> = {}): Product => ({
  id,
  kind: 'vip',
  name: '月度VIP',
  description: '查看全部相册',
  price: 6800,
  originalPrice: 9800,
  days: 30,
  quantity: 0,
  vipType: 1,
  enabled: true,
  sort: 1,
  ...over
})

let stores: Stores

beforeEach(() => {
  stores = setUp().stores
  logIn(stores)
  jest.mocked(getMyStaffRoles).mockResolvedValue({ roles: ['admin'] })
  jest.mocked(staffGetProducts).mockResolvedValue([
    product(1),
    product(2, {
      name: '年度钻石VIP',
      price: 49800,
      originalPrice: 0,
      days: 365,
      vipType: 2,
      enabled: false,
      sort: 2
    })
  ])
  jest.mocked(staffSaveProduct).mockImplementation(async (req) => product(req.id ?? 9, req))
})

const rows = () => Array.from(document.querySelectorAll('.product-row'))

async function open() {
  const p = await mountPage(ProductsPage, stores)
  await p.settle()
  const openSheet = async (text: string) => {
    await p.clickText(text)
    // Taro's H5 <Input> renders its inner field a moment after it is mounted.
    await p.settle(50)
  }
  return { ...p, openSheet }
}

test('staff who are not admins see 没有权限', async () => {
  jest.mocked(getMyStaffRoles).mockResolvedValue({ roles: ['auditor', 'matchmaker'] })
  const p = await open()
  expect(p.html()).toContain('没有权限')
  expect(staffGetProducts).not.toHaveBeenCalled()
  p.unmount()
})

test('lists the products of a kind with prices, terms and whether members see them', async () => {
  const p = await open()
  expect(staffGetProducts).toHaveBeenCalledWith({ kind: 'vip' })
  expect(rows()).toHaveLength(2)
  const [first, second] = rows().map((r) => r.textContent)
  expect(first).toContain('月度VIP')
  expect(first).toContain('¥68.00')
  expect(first).toContain('¥98.00')
  expect(first).toContain('30天')
  expect(first).toContain('已上架')
  expect(second).toContain('¥498.00')
  expect(second).toContain('365天')
  expect(second).toContain('钻石VIP')
  expect(second).toContain('已下架')

  jest
    .mocked(staffGetProducts)
    .mockResolvedValue([
      product(5, { kind: 'credit', name: '330积分', price: 3000, originalPrice: 0, days: 0, quantity: 330, vipType: 0 })
    ])
  await p.clickText('积分充值')
  expect(staffGetProducts).toHaveBeenLastCalledWith({ kind: 'credit' })
  expect(rows()).toHaveLength(1)
  expect(rows()[0].textContent).toContain('330积分')
  expect(rows()[0].textContent).not.toContain('天')
  p.unmount()
})

test('新增 checks the form, sends yuan as fen, and reads the list again', async () => {
  const p = await open()
  await p.openSheet('新增VIP商品')
  expect(p.text('.bottom-sheet__title')).toBe('新增VIP商品')
  await p.clickText('保存')
  expect(p.lastToast()).toBe('请填写商品名称')

  await p.type('如 月度VIP', '季度VIP')
  await p.type('如 68.00', '1.234')
  await p.clickText('保存')
  expect(p.lastToast()).toBe('售价须大于0，最多两位小数')
  expect(staffSaveProduct).not.toHaveBeenCalled()

  await p.type('如 68.00', '168.00')
  await p.type('划线价，不填则不显示', '294')
  await p.type('购买后生效的天数', '90')
  // The list behind the sheet says 钻石VIP too.
  await p.click('.choice-chips__chip:nth-child(2)')
  expect(p.text('.choice-chips__chip.chip--on')).toBe('钻石VIP')
  await p.clickText('保存')
  expect(staffSaveProduct).toHaveBeenCalledWith({
    kind: 'vip',
    name: '季度VIP',
    description: '',
    price: 16800,
    originalPrice: 29400,
    days: 90,
    quantity: 0,
    vipType: 2,
    enabled: true,
    sort: 0
  })
  expect(p.lastToast()).toBe('已保存')
  expect(staffGetProducts).toHaveBeenCalledTimes(2)
  expect(document.querySelector('.product-sheet__fields')).toBeNull()
  p.unmount()
})

test('tapping a product edits it, prices shown in yuan', async () => {
  const p = await open()
  await p.openSheet('月度VIP')
  expect(p.text('.bottom-sheet__title')).toBe('编辑商品')
  expect((document.querySelector('[placeholder="如 68.00"]') as HTMLInputElement).value).toBe('68.00')
  await p.type('如 68.00', '58.8')
  await p.clickText('保存')
  expect(staffSaveProduct).toHaveBeenCalledWith(
    expect.objectContaining({ id: 1, price: 5880, originalPrice: 9800, days: 30, vipType: 1 })
  )
  p.unmount()
})

test('a failed save keeps the sheet open with what was typed', async () => {
  jest.mocked(staffSaveProduct).mockRejectedValue(new Error('原价不能低于售价'))
  const p = await open()
  await p.openSheet('月度VIP')
  await p.clickText('保存')
  expect(staffSaveProduct).toHaveBeenCalled()
  expect(document.querySelector('.product-sheet__fields')).not.toBeNull()
  p.unmount()
})
