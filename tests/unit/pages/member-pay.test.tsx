import Taro from '@tarojs/taro'
import { bodyText, mountPage, setUp } from '../helpers/page'
import type { FinOrder, PayLaunch } from '@contract/finance'
import { getFinanceConfig } from '../../../src/api/config'
import { aliPay, getFinOrder, getWallet, sandboxPay, tenPay, walletPay } from '../../../src/api/finance'
import type { Stores } from '../../../src/stores'
import PayPage from '../../../src/subpages/member/pay'
import { clearCurrentRoute, mockPageStack, setCurrentRoute } from '../helpers/taro'
import { logIn } from '../helpers/session'
import { financeConfig } from '../helpers/shop'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/finance')
jest.mock('../../../src/api/config')

const CONFIG = financeConfig({
  balanceName: '钱包',
  cashoutThreshold: 100000,
  singleCashoutThreshold: 50000,
  creditBalanceRatio: 100,
  creditFinanceItems: ['VIP']
})

const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString()
const unpaid = (over: Partial<FinOrder> = {}): FinOrder => ({
  orderNo: 'N1',
  kind: 'vip',
  title: 'VIP 月卡',
  amount: 3000,
  creditPrice: 0,
  status: 'unpaid',
  payMethod: null,
  refundedAmount: 0,
  createdAt: new Date().toISOString(),
  expiresAt: inMinutes(10),
  paidAt: '',
  ...over
})
const paid = (over: Partial<FinOrder> = {}): FinOrder =>
  unpaid({ status: 'paid', payMethod: 'wallet', paidAt: new Date().toISOString(), ...over })
const SANDBOX: PayLaunch = { mode: 'sandbox', provider: 'tenpay', orderNo: 'N1' }

let stores: Stores
let ui: ReturnType<typeof setUp>['ui']

beforeEach(() => {
  ;({ stores, ui } = setUp())
  logIn(stores)
  setCurrentRoute('/subpages/member/pay', { orderNo: 'N1', back: encodeURIComponent('/member/love/vip') })
  jest.mocked(getFinanceConfig).mockResolvedValue(CONFIG)
  jest.mocked(getFinOrder).mockResolvedValue(unpaid())
  jest.mocked(getWallet).mockResolvedValue({ balance: 5000, credit: 0, lineCredits: 0 })
  jest.mocked(walletPay).mockResolvedValue(paid())
  jest.mocked(tenPay).mockResolvedValue(SANDBOX)
  jest.mocked(aliPay).mockResolvedValue({ ...SANDBOX, provider: 'alipay' })
  jest.mocked(sandboxPay).mockResolvedValue(unpaid())
  // Opened straight from a link: the cashier is the only page.
  mockPageStack(1)
})

afterEach(() => {
  clearCurrentRoute()
  delete process.env.TARO_ENV_JEST
  jest.useRealTimers()
})

const open = () => mountPage(PayPage, stores)
const method = (label: string) => {
  const item = Array.from(document.querySelectorAll('.pay-methods__item')).find((el) => el.textContent?.includes(label))
  if (!item) throw new Error(`no pay method ${label}`)
  return item
}
const isChosen = (label: string) => method(label).querySelector('.pay-methods__radio--on') !== null

test('shows what is being paid, how long is left, and pays from the balance by default', async () => {
  const page = await open()
  expect(getFinOrder).toHaveBeenCalledWith('N1')
  expect(page.text('.pay-head__title')).toBe('VIP 月卡')
  expect(page.text('.pay-head__amount')).toBe('¥30.00')
  expect(page.text('.pay-head__countdown')).toMatch(/^请在 (10:00|09:5\d) 内完成支付$/)
  expect(method('余额支付').textContent).toContain('可用钱包 ¥50.00')
  expect(isChosen('余额支付')).toBe(true)
  expect(bodyText()).toContain('支付宝')
  expect(bodyText()).not.toContain('积分抵扣')

  await page.clickText('确认支付 ¥30.00')
  expect(walletPay).toHaveBeenCalledWith({ orderNo: 'N1', account: 'balance' })
  expect(page.text('.status-view__title')).toBe('支付成功')
  expect(bodyText()).toContain('VIP 月卡')
  expect(page.text('.pay-success__spent')).toBe('¥30.00')

  await page.clickText('完成')
  expect(ui.redirectTo).toHaveBeenCalledWith({ url: '/member/love/vip' })
  page.unmount()
})

test('a balance short of the amount disables 余额支付 and WeChat Pay is chosen instead', async () => {
  jest.mocked(getWallet).mockResolvedValue({ balance: 2999, credit: 0, lineCredits: 0 })
  const page = await open()
  expect(method('余额支付').className).toContain('pay-methods__item--off')
  expect(method('余额支付').textContent).toContain('余额不足')
  expect(isChosen('微信支付')).toBe(true)

  await page.clickText('余额支付')
  expect(isChosen('微信支付')).toBe(true)
  await page.clickText('确认支付 ¥30.00')
  expect(walletPay).not.toHaveBeenCalled()
  expect(tenPay).toHaveBeenCalledWith({ orderNo: 'N1', scene: 'h5' })
  page.unmount()
})

test('points pay for what they may buy, when there are enough of them', async () => {
  jest.mocked(getFinOrder).mockResolvedValue(unpaid({ creditPrice: 3000 }))
  jest.mocked(getWallet).mockResolvedValue({ balance: 0, credit: 5000, lineCredits: 0 })
  jest.mocked(walletPay).mockResolvedValue(paid({ creditPrice: 3000, payMethod: 'credit' }))
  const page = await open()
  expect(method('积分抵扣').textContent).toContain('使用 3000 积分')
  await page.clickText('积分抵扣')
  await page.clickText('确认支付 3000积分')
  expect(walletPay).toHaveBeenCalledWith({ orderNo: 'N1', account: 'credit' })
  expect(page.text('.pay-success__spent')).toBe('3000积分')
  page.unmount()
})

test('too few points disable 积分抵扣', async () => {
  jest.mocked(getFinOrder).mockResolvedValue(unpaid({ creditPrice: 3000 }))
  jest.mocked(getWallet).mockResolvedValue({ balance: 5000, credit: 2999, lineCredits: 0 })
  const page = await open()
  expect(method('积分抵扣').textContent).toContain('积分不足')
  await page.clickText('积分抵扣')
  expect(isChosen('余额支付')).toBe(true)
  page.unmount()
})

test('a sandbox launch opens the sandbox cashier; confirming pays and shows success once the order is paid', async () => {
  jest.mocked(getWallet).mockResolvedValue({ balance: 0, credit: 0, lineCredits: 0 })
  jest
    .mocked(getFinOrder)
    .mockResolvedValueOnce(unpaid())
    .mockResolvedValue(paid({ payMethod: 'tenpay' }))
  const page = await open()
  await page.clickText('确认支付 ¥30.00')
  expect(page.text('.bottom-sheet__title')).toBe('模拟收银台（开发环境）')
  expect(page.text('.sandbox-sheet__provider')).toBe('微信支付')
  expect(page.text('.sandbox-sheet__amount')).toBe('¥30.00')

  await page.clickText('确认支付')
  expect(sandboxPay).toHaveBeenCalledWith({ orderNo: 'N1', provider: 'tenpay', confirm: true })
  await page.settle()
  expect(document.querySelector('.bottom-sheet')).toBeNull()
  expect(page.text('.status-view__title')).toBe('支付成功')
  page.unmount()
})

test('cancelling the sandbox cashier tells the server and closes it', async () => {
  const page = await open()
  await page.clickText('支付宝')
  await page.clickText('确认支付 ¥30.00')
  expect(aliPay).toHaveBeenCalledWith({ orderNo: 'N1', returnUrl: window.location.href })
  expect(page.text('.sandbox-sheet__provider')).toBe('支付宝')
  await page.clickText('取消')
  expect(sandboxPay).toHaveBeenCalledWith(
    { orderNo: 'N1', provider: 'alipay', confirm: false },
    { showLoading: false, hideMsg: true }
  )
  expect(document.querySelector('.bottom-sheet')).toBeNull()
  expect(page.text('.status-view__title')).toBeNull()
  page.unmount()
})

test('after a launch the order is asked for every 1.5 s until it is paid, then no more', async () => {
  jest.mocked(getWallet).mockResolvedValue({ balance: 0, credit: 0, lineCredits: 0 })
  const page = await open()
  await page.clickText('确认支付 ¥30.00')
  const confirm = document.querySelector('.sandbox-sheet__confirm') as Element
  jest
    .mocked(getFinOrder)
    .mockClear()
    .mockResolvedValueOnce(unpaid())
    .mockResolvedValueOnce(unpaid())
    .mockResolvedValue(paid({ payMethod: 'tenpay' }))
  // Fake timers only from here: the harness itself waits on real ones.
  jest.useFakeTimers()
  const advance = (ms: number) => page.testUtils.act(() => jest.advanceTimersByTimeAsync(ms))
  await page.testUtils.act(async () => {
    page.testUtils.fireEvent.click(confirm)
    await jest.advanceTimersByTimeAsync(0)
  })
  expect(getFinOrder).toHaveBeenCalledTimes(1)
  expect(page.text('.status-view__title')).toBeNull()

  await advance(1500)
  expect(getFinOrder).toHaveBeenCalledTimes(2)
  expect(page.text('.status-view__title')).toBeNull()

  await advance(1500)
  expect(getFinOrder).toHaveBeenCalledTimes(3)
  expect(page.text('.status-view__title')).toBe('支付成功')

  await advance(6000)
  expect(getFinOrder).toHaveBeenCalledTimes(3)
  page.unmount()
})

test('polling stops when the member leaves the page', async () => {
  jest.mocked(getWallet).mockResolvedValue({ balance: 0, credit: 0, lineCredits: 0 })
  const page = await open()
  await page.clickText('确认支付 ¥30.00')
  const confirm = document.querySelector('.sandbox-sheet__confirm') as Element
  jest.useFakeTimers()
  await page.testUtils.act(async () => {
    page.testUtils.fireEvent.click(confirm)
    await jest.advanceTimersByTimeAsync(0)
  })
  const asked = jest.mocked(getFinOrder).mock.calls.length
  page.unmount()
  await jest.advanceTimersByTimeAsync(10_000)
  expect(getFinOrder).toHaveBeenCalledTimes(asked)
})

test('in the mini-program WeChat Pay launches requestPayment and then watches the order', async () => {
  process.env.TARO_ENV_JEST = 'weapp'
  jest.mocked(getWallet).mockResolvedValue({ balance: 0, credit: 0, lineCredits: 0 })
  jest.mocked(tenPay).mockResolvedValue({
    mode: 'jsapi',
    orderNo: 'N1',
    appId: 'wx1',
    timeStamp: '1700000000',
    nonceStr: 'n',
    package: 'prepay_id=p1',
    signType: 'RSA',
    paySign: 's'
  })
  const requestPayment = jest.spyOn(Taro, 'requestPayment').mockResolvedValue({ errMsg: 'requestPayment:ok' })
  jest
    .mocked(getFinOrder)
    .mockResolvedValueOnce(unpaid())
    .mockResolvedValue(paid({ payMethod: 'tenpay' }))
  const page = await open()
  expect(bodyText()).not.toContain('支付宝')
  await page.clickText('确认支付 ¥30.00')
  expect(tenPay).toHaveBeenCalledWith({ orderNo: 'N1', scene: 'miniapp' })
  expect(requestPayment).toHaveBeenCalledWith({
    timeStamp: '1700000000',
    nonceStr: 'n',
    package: 'prepay_id=p1',
    signType: 'RSA',
    paySign: 's'
  })
  await page.settle()
  expect(page.text('.status-view__title')).toBe('支付成功')
  page.unmount()
})

test('an order already paid opens on the success screen; 完成 without a back target goes back', async () => {
  setCurrentRoute('/subpages/member/pay', { orderNo: 'N1' })
  jest.mocked(getFinOrder).mockResolvedValue(paid())
  mockPageStack(2)
  const page = await open()
  expect(page.text('.status-view__title')).toBe('支付成功')
  await page.clickText('完成')
  expect(ui.navigateBack).toHaveBeenCalled()
  expect(ui.redirectTo).not.toHaveBeenCalled()
  page.unmount()
})

test('完成 goes back to the purchase page when it is just below the cashier, rather than opening it again', async () => {
  jest
    .spyOn(Taro, 'getCurrentPages')
    .mockReturnValue([{ route: 'member/love/vip' }, { route: 'subpages/member/pay' }] as never)
  jest.mocked(getFinOrder).mockResolvedValue(paid())
  const page = await open()
  await page.clickText('完成')
  expect(ui.navigateBack).toHaveBeenCalled()
  expect(ui.redirectTo).not.toHaveBeenCalled()
  page.unmount()
})

test('an expired order says so and offers the way back', async () => {
  jest.mocked(getFinOrder).mockResolvedValue(unpaid({ expiresAt: inMinutes(-1) }))
  const page = await open()
  await page.settle()
  expect(page.text('.status-view__title')).toBe('订单已过期')
  expect(bodyText()).not.toContain('确认支付')
  await page.clickText('返回')
  expect(ui.redirectTo).toHaveBeenCalledWith({ url: '/member/love/vip' })
  page.unmount()
})

test('a refunded order (a gateway payment handed back) says where the money went and offers the way back', async () => {
  jest.mocked(getFinOrder).mockResolvedValue(paid({ status: 'refunded', payMethod: 'tenpay', refundedAmount: 3000 }))
  const page = await open()
  await page.settle()
  expect(page.text('.status-view__title')).toBe('订单已退款')
  expect(bodyText()).toContain('支付的款项已退回你的钱包')
  expect(bodyText()).not.toContain('确认支付')
  await page.clickText('返回')
  expect(ui.redirectTo).toHaveBeenCalledWith({ url: '/member/love/vip' })
  page.unmount()
})

test('sends a visitor to log in instead of loading the order', async () => {
  stores.session.logout()
  const page = await open()
  expect(getFinOrder).not.toHaveBeenCalled()
  expect(ui.navigateTo).toHaveBeenCalledWith({ url: '/pages/login/loginBySms' })
  page.unmount()
})

test("WeChat Pay and Alipay show the providers' own marks, not the letters 微 and 支", async () => {
  const page = await open()
  for (const [label, path, otherPath] of [
    ['微信支付', 'M8.691 2.188', 'M19.695 15.07'],
    ['支付宝', 'M19.695 15.07', 'M8.691 2.188']
  ]) {
    const mark = method(label).querySelector('.pay-methods__mark')
    expect(mark?.textContent).toBe('')
    const icon = mark?.querySelector<HTMLElement>('.line-icon')
    const drawn = decodeURIComponent(icon?.style.mask ?? icon?.getAttribute('style') ?? '')
    expect(drawn).toContain(path)
    expect(drawn).not.toContain(otherPath)
  }
  page.unmount()
})
