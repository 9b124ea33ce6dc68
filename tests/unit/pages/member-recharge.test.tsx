import { bodyText, mountPage, setUp } from '../helpers/page'
import type { FinOrder, Product } from '@contract/finance'
import type { FinanceConfig } from '@contract/models'
import { getFinanceConfig } from '../../../src/api/config'
import { createFinOrder, getProducts, getWallet } from '../../../src/api/finance'
import type { Stores } from '../../../src/stores'
import RechargePage from '../../../src/subpages/member/recharge'
import { logIn } from '../helpers/session'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/finance')
jest.mock('../../../src/api/config')

const CONFIG: FinanceConfig = {
  balanceName: '余额',
  creditName: '金币',
  canCashout: true,
  cashoutChargeCommission: false,
  cashoutCommissionRatio: 0,
  cashoutCommissionThreshold: 0,
  cashoutMinAmount: 100,
  cashoutNeedAudit: true,
  cashoutThreshold: 100000,
  singleCashoutThreshold: 50000,
  creditBalanceRatio: 10,
  creditFinanceItems: ['VIP', '置顶']
}

const pack = (id: number, quantity: number, price: number, description = ''): Product => ({
  id,
  kind: 'credit',
  name: `${quantity}金币`,
  description,
  price,
  originalPrice: 0,
  days: 0,
  quantity,
  vipType: 0,
  enabled: true,
  sort: id
})
const ORDER: FinOrder = {
  orderNo: 'R9',
  kind: 'credit',
  title: '300金币',
  amount: 3000,
  creditPrice: 0,
  status: 'unpaid',
  payMethod: null,
  refundedAmount: 0,
  createdAt: '2026-03-01T08:00:00Z',
  expiresAt: '2026-03-01T08:30:00Z',
  paidAt: ''
}

let stores: Stores
let ui: ReturnType<typeof setUp>['ui']

beforeEach(() => {
  ;({ stores, ui } = setUp())
  logIn(stores)
  jest.mocked(getFinanceConfig).mockResolvedValue(CONFIG)
  jest.mocked(getWallet).mockResolvedValue({ balance: 0, credit: 1250, lineCredits: 0 })
  jest
    .mocked(getProducts)
    .mockResolvedValue([pack(1, 100, 1000), pack(2, 330, 3000, '多送30金币'), pack(3, 1200, 10000, '多送200金币')])
  jest.mocked(createFinOrder).mockResolvedValue(ORDER)
})

const open = () => mountPage(RechargePage, stores)
const packs = () => Array.from(document.querySelectorAll('.credit-packs__item'))

test('shows the points held, the packs, the rate and what points pay for', async () => {
  const page = await open()
  expect(getProducts).toHaveBeenCalledWith({ kind: 'credit' })
  expect(page.text('.recharge__points')).toBe('1250')
  expect(page.text('.recharge__label')).toBe('当前金币')
  expect(packs().map((p) => p.textContent)).toEqual([
    '100金币¥10.00',
    '330金币¥30.00多送30金币',
    '1200金币¥100.00多送200金币'
  ])
  expect(bodyText()).toContain('1元 = 10金币')
  expect(bodyText()).toContain('金币可用于支付：VIP、置顶')
  page.unmount()
})

test('buys the chosen pack and comes back here after paying', async () => {
  const page = await open()
  expect(packs()[0].className).toContain('credit-packs__item--on')
  await page.clickText('多送30金币')
  expect(packs()[1].className).toContain('credit-packs__item--on')
  await page.clickText('立即充值')
  expect(createFinOrder).toHaveBeenCalledWith({ productId: 2 })
  expect(ui.navigateTo).toHaveBeenCalledWith({
    url: `/subpages/member/pay?orderNo=R9&back=${encodeURIComponent('/subpages/member/recharge')}`
  })
  page.unmount()
})

test('links to the points history', async () => {
  const page = await open()
  await page.clickText('金币明细')
  expect(ui.navigateTo).toHaveBeenCalledWith({ url: '/member/finance?tab=credit' })
  page.unmount()
})

test('says so when there is no pack to buy', async () => {
  jest.mocked(getProducts).mockResolvedValue([])
  const page = await open()
  expect(page.text('.status-view__title')).toBe('暂无充值套餐')
  expect(bodyText()).not.toContain('立即充值')
  page.unmount()
})
