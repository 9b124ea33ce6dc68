import { bodyText, mountPage, setUp, type Ui } from '../helpers/page'
import { getFinanceConfig } from '../../../src/api/config'
import { getWallet } from '../../../src/api/finance'
import { getGoodsPage } from '../../../src/api/gift'
import type { Stores } from '../../../src/stores'
import GiftMallPage from '../../../src/subpages/gift/index'
import { FINANCE_CONFIG, grantGift, mallGoods, pageOf } from '../helpers/gift'
import { trigger } from '../helpers/lifecycle'
import { logIn } from '../helpers/session'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/config')
jest.mock('../../../src/api/finance')
jest.mock('../../../src/api/gift')

let stores: Stores
let ui: Ui

beforeEach(() => {
  ;({ stores, ui } = setUp())
  logIn(stores)
  grantGift(stores)
  jest.mocked(getFinanceConfig).mockResolvedValue({ ...FINANCE_CONFIG, creditName: '金币' })
  jest.mocked(getWallet).mockResolvedValue({ balance: 0, credit: 860, lineCredits: 0 })
  jest
    .mocked(getGoodsPage)
    .mockResolvedValue(
      pageOf([
        mallGoods(1, { name: '定制情侣马克杯', points: 300, stock: 20 }),
        mallGoods(2, { name: '双人电影票', points: 260, stock: 3 }),
        mallGoods(3, { name: '手工巧克力礼盒', points: 450, stock: 0, images: [] })
      ])
    )
})

const cards = () => Array.from(document.querySelectorAll('.goods-card'))

test('says the mall is not open, and asks nothing, without the gift plugin', async () => {
  grantGift(stores, false)
  await mountPage(GiftMallPage, stores)
  expect(bodyText()).toContain('本站未开通积分商城')
  expect(getGoodsPage).not.toHaveBeenCalled()
  expect(getWallet).not.toHaveBeenCalled()
})

test('shows my points in the tenant’s name for them and the goods with price and what is left', async () => {
  const p = await mountPage(GiftMallPage, stores)
  expect(p.text('.points-card__value')).toBe('860')
  expect(p.text('.points-card__label')).toBe('我的金币')
  expect(getGoodsPage).toHaveBeenCalledWith({ pageNum: 1, pageSize: 20 })
  expect(cards().map((c) => c.querySelector('.goods-card__name')?.textContent)).toEqual([
    '定制情侣马克杯',
    '双人电影票',
    '手工巧克力礼盒'
  ])
  expect(cards().map((c) => c.querySelector('.goods-card__stock')?.textContent)).toEqual([
    '库存20件',
    '仅剩3件',
    '已兑完'
  ])
  expect(cards()[0].querySelector('.goods-card__points')?.textContent).toBe('300金币')
  expect(cards()[2].classList.contains('goods-card--sold-out')).toBe(true)
})

test('opens a goods, the top-up and my exchanges', async () => {
  const p = await mountPage(GiftMallPage, stores)
  await p.click(cards()[1])
  expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: '/subpages/gift/detail?id=2' })
  await p.clickText('充值金币')
  expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: '/subpages/member/recharge' })
  await p.clickText('我的兑换')
  expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: '/subpages/gift/exchange' })
})

test('pulling down reads the points and the goods again, once each', async () => {
  const p = await mountPage(GiftMallPage, stores)
  jest.mocked(getWallet).mockClear()
  jest.mocked(getGoodsPage).mockClear()
  jest.mocked(getWallet).mockResolvedValue({ balance: 0, credit: 560, lineCredits: 0 })
  await p.run(() => trigger('pullDown'))
  expect(getWallet).toHaveBeenCalledTimes(1)
  expect(getGoodsPage).toHaveBeenCalledTimes(1)
  expect(p.text('.points-card__value')).toBe('560')
})

test('reaching the bottom asks for the next page while there is more', async () => {
  jest.mocked(getGoodsPage).mockResolvedValueOnce(
    pageOf(
      Array.from({ length: 20 }, (_, i) => mallGoods(i + 1)),
      21
    )
  )
  const p = await mountPage(GiftMallPage, stores)
  jest
    .mocked(getGoodsPage)
    .mockResolvedValueOnce({ ...pageOf([mallGoods(21, { name: '第二页的礼物' })], 21), pageNum: 2 })
  await p.run(() => trigger('reachBottom'))
  expect(getGoodsPage).toHaveBeenLastCalledWith({ pageNum: 2, pageSize: 20 })
  expect(bodyText()).toContain('第二页的礼物')
})

test('an empty mall says so', async () => {
  jest.mocked(getGoodsPage).mockResolvedValue(pageOf([]))
  await mountPage(GiftMallPage, stores)
  expect(bodyText()).toContain('好礼正在上架中')
})
