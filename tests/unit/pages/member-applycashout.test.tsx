import Taro from '@tarojs/taro'
import { mountPage, setUp } from '../helpers/page'
import type { CashoutAllowance, CashoutRecord } from '@contract/finance'
import { applyCashout, getCouldCashutAmount } from '../../../src/api/finance'
import type { Stores } from '../../../src/stores'
import ApplyCashoutPage from '../../../src/subpages/member/applycashout'
import { logIn } from '../helpers/session'
import { trigger } from '../helpers/lifecycle'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/finance')

const ALLOWANCE: CashoutAllowance = {
  canCashout: true,
  balance: 123456,
  couldCashout: 50000,
  minAmount: 1000,
  singleMax: 50000,
  todayRemaining: 180000,
  chargeCommission: true,
  commissionRatio: 1,
  commissionMin: 100,
  needAudit: true,
  reason: ''
}
const RECORD: CashoutRecord = {
  id: 1,
  amount: 1234,
  fee: 100,
  actualAmount: 1134,
  channel: 'wechat',
  account: '',
  status: 'pending',
  rejectReason: '',
  createdAt: '2026-03-01T08:00:00Z',
  auditedAt: ''
}
const AMOUNT = '请输入提现金额'

let stores: Stores
let ui: ReturnType<typeof setUp>['ui']

beforeEach(() => {
  ;({ stores, ui } = setUp())
  logIn(stores)
  jest.mocked(getCouldCashutAmount).mockResolvedValue(ALLOWANCE)
  jest.mocked(applyCashout).mockResolvedValue(RECORD)
})

async function open() {
  const page = await mountPage(ApplyCashoutPage, stores)
  // Taro's H5 <Input> renders its inner field a moment after it is mounted.
  await page.settle(50)
  return page
}
const preview = () => document.querySelector('.cashout-amount__preview')?.textContent

test('refuses an amount with more than two decimals or under the minimum, saying why', async () => {
  const page = await open()
  await page.clickText('确认提现')
  expect(page.lastToast()).toBe('请输入提现金额')
  await page.type(AMOUNT, '12.345')
  await page.clickText('确认提现')
  expect(page.lastToast()).toBe('提现金额最多保留两位小数')
  await page.type(AMOUNT, '9.99')
  await page.clickText('确认提现')
  expect(page.lastToast()).toBe('单次最低提现 ¥10.00')
  await page.type(AMOUNT, '600')
  await page.clickText('确认提现')
  expect(page.lastToast()).toBe('最多可提现 ¥500.00')
  expect(applyCashout).not.toHaveBeenCalled()
  page.unmount()
})

test('shows the fee and what arrives as the amount is typed, then submits fen and goes back to the withdrawal page', async () => {
  const page = await open()
  expect(preview()).toBe('手续费 --实际到账 --')
  await page.type(AMOUNT, '12.34')
  expect(preview()).toBe('手续费 ¥1.00实际到账 ¥11.34')
  await page.type(AMOUNT, '456.78')
  expect(preview()).toBe('手续费 ¥4.57实际到账 ¥452.21')
  await page.type(AMOUNT, '0.29')
  await page.type(AMOUNT, '12.34')
  await page.clickText('确认提现')
  expect(applyCashout).toHaveBeenCalledWith({ amount: 1234, channel: 'wechat' })
  expect(page.lastToast()).toBe('已提交，等待审核')
  expect(ui.redirectTo).toHaveBeenCalledWith({ url: '/subpages/member/makecash' })
  page.unmount()
})

test('全部 fills in all that may be withdrawn now', async () => {
  jest.mocked(getCouldCashutAmount).mockResolvedValue({
    ...ALLOWANCE,
    couldCashout: 123456,
    singleMax: 200000,
    needAudit: false,
    chargeCommission: false
  })
  jest
    .mocked(applyCashout)
    .mockResolvedValue({ ...RECORD, amount: 123456, fee: 0, actualAmount: 123456, status: 'paid' })
  const page = await open()
  expect(document.querySelector('.cashout-amount__could')?.textContent).toContain('可提现 ¥1,234.56')
  await page.clickText('全部')
  expect((document.querySelector(`[placeholder="${AMOUNT}"]`) as HTMLInputElement).value).toBe('1234.56')
  expect(preview()).toBe('手续费 ¥0.00实际到账 ¥1,234.56')
  await page.clickText('确认提现')
  expect(applyCashout).toHaveBeenCalledWith({ amount: 123456, channel: 'wechat' })
  expect(page.lastToast()).toBe('提现成功')
  page.unmount()
})

test('without audit, a transfer the gateway is still processing is said to be on its way, not to have arrived', async () => {
  jest.mocked(getCouldCashutAmount).mockResolvedValue({ ...ALLOWANCE, needAudit: false })
  jest.mocked(applyCashout).mockResolvedValue({ ...RECORD, status: 'paying' })
  const page = await open()
  await page.type(AMOUNT, '12.34')
  await page.clickText('确认提现')
  expect(page.lastToast()).toBe('已提交，打款处理中')
  page.unmount()
})

test('without audit, a transfer that did not go through is said to wait for staff, not to have arrived', async () => {
  jest.mocked(getCouldCashutAmount).mockResolvedValue({ ...ALLOWANCE, needAudit: false })
  jest.mocked(applyCashout).mockResolvedValue({ ...RECORD, status: 'pending' })
  const page = await open()
  await page.type(AMOUNT, '12.34')
  await page.clickText('确认提现')
  expect(page.lastToast()).toBe('已提交，等待审核')
  page.unmount()
})

test('Alipay needs the account and the real name', async () => {
  const page = await open()
  await page.type(AMOUNT, '100')
  await page.clickText('支付宝')
  await page.clickText('确认提现')
  expect(page.lastToast()).toBe('请填写支付宝账号')
  await page.type('支付宝账号（手机号或邮箱）', '13800000001')
  await page.clickText('确认提现')
  expect(page.lastToast()).toBe('请填写真实姓名')
  await page.type('真实姓名（与支付宝实名一致）', '张三')
  await page.clickText('确认提现')
  expect(applyCashout).toHaveBeenCalledWith({
    amount: 10000,
    channel: 'alipay',
    account: '13800000001',
    realName: '张三'
  })
  page.unmount()
})

test('says why when the member cannot withdraw now', async () => {
  jest
    .mocked(getCouldCashutAmount)
    .mockResolvedValue({ ...ALLOWANCE, couldCashout: 0, reason: '今日提现额度已用完，明天再来吧' })
  const page = await open()
  await page.type(AMOUNT, '100')
  await page.clickText('确认提现')
  expect(page.lastToast()).toBe('今日提现额度已用完，明天再来吧')
  expect(applyCashout).not.toHaveBeenCalled()
  page.unmount()
})

test('pulling down asks for the allowance again', async () => {
  jest.spyOn(Taro, 'stopPullDownRefresh').mockImplementation(() => undefined)
  const page = await open()
  jest.mocked(getCouldCashutAmount).mockResolvedValue({ ...ALLOWANCE, couldCashout: 2000 })
  await page.testUtils.act(async () => {
    trigger('pullDown')
    await new Promise((r) => setTimeout(r, 0))
  })
  expect(getCouldCashutAmount).toHaveBeenCalledTimes(2)
  expect(document.querySelector('.cashout-amount__could')?.textContent).toContain('可提现 ¥20.00')
  expect(Taro.stopPullDownRefresh).toHaveBeenCalled()
  page.unmount()
})
