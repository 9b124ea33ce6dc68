import Taro from '@tarojs/taro'
import { bodyText, mountPage, setUp } from '../helpers/page'
import type { CashoutAllowance, CashoutRecord } from '@contract/finance'
import type { FinanceConfig, Paged } from '@contract/models'
import { getFinanceConfig } from '../../../src/api/config'
import { getCouldCashutAmount, getPagedCashoutHis } from '../../../src/api/finance'
import type { Stores } from '../../../src/stores'
import MakeCashPage from '../../../src/subpages/member/makecash'
import { logIn } from '../helpers/session'
import { trigger } from '../helpers/lifecycle'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/finance')
jest.mock('../../../src/api/config')

const CONFIG = { balanceName: '钱包', creditName: '积分' } as FinanceConfig
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
const record = (id: number, over: Partial<CashoutRecord> = {}): CashoutRecord => ({
  id,
  amount: 10000,
  fee: 100,
  actualAmount: 9900,
  channel: 'wechat',
  account: '',
  status: 'paid',
  rejectReason: '',
  createdAt: new Date().toISOString(),
  auditedAt: '',
  ...over
})
const page = (list: CashoutRecord[], total = list.length, pageNum = 1): Paged<CashoutRecord> => ({
  list,
  total,
  pageNum,
  pageSize: 20
})

let stores: Stores
let ui: ReturnType<typeof setUp>['ui']

beforeEach(() => {
  ;({ stores, ui } = setUp())
  logIn(stores)
  jest.mocked(getFinanceConfig).mockResolvedValue(CONFIG)
  jest.mocked(getCouldCashutAmount).mockResolvedValue(ALLOWANCE)
  jest.mocked(getPagedCashoutHis).mockResolvedValue(page([]))
})

const open = () => mountPage(MakeCashPage, stores)
const rules = () => Array.from(document.querySelectorAll('.cashout-rules__row')).map((r) => r.textContent)

test('shows the balance, what may be withdrawn and the rules, and opens the form', async () => {
  const page = await open()
  expect(page.text('.cashout-card__label')).toBe('钱包')
  expect(page.text('.cashout-card__balance')).toBe('¥1,234.56')
  expect(page.text('.cashout-card__could')).toBe('可提现 ¥500.00')
  expect(rules()).toEqual([
    '最低提现¥10.00',
    '单笔最高¥500.00',
    '每日限额今日剩余 ¥1,800.00',
    '手续费1%，最低 ¥1.00',
    '审核需审核，通过后到账'
  ])
  expect(document.querySelector('.cashout-card__reason')).toBeNull()
  await page.clickText('申请提现')
  expect(ui.navigateTo).toHaveBeenCalledWith({ url: '/subpages/member/applycashout' })
  page.unmount()
})

test('without a fee or an audit those rules are left out', async () => {
  jest.mocked(getCouldCashutAmount).mockResolvedValue({ ...ALLOWANCE, chargeCommission: false, needAudit: false })
  const page = await open()
  expect(rules()).toEqual(['最低提现¥10.00', '单笔最高¥500.00', '每日限额今日剩余 ¥1,800.00'])
  page.unmount()
})

test('says why the member cannot withdraw and keeps the form closed', async () => {
  jest
    .mocked(getCouldCashutAmount)
    .mockResolvedValue({ ...ALLOWANCE, balance: 500, couldCashout: 0, reason: '钱包满10.00元才可提现' })
  const page = await open()
  expect(page.text('.cashout-card__reason')).toBe('钱包满10.00元才可提现')
  expect(document.querySelector('.cashout-card__apply--off')).not.toBeNull()
  await page.clickText('申请提现')
  expect(ui.navigateTo).not.toHaveBeenCalled()
  page.unmount()
})

test('lists the withdrawals with fee, what arrived, channel and status, page by page', async () => {
  const first = [
    record(1, { status: 'pending', channel: 'alipay', account: 'a@b.cn' }),
    record(2, { status: 'rejected', rejectReason: '支付宝账号与姓名不符' }),
    record(3, { status: 'paying' }),
    ...Array.from({ length: 17 }, (_, i) => record(i + 4))
  ]
  jest
    .mocked(getPagedCashoutHis)
    .mockResolvedValueOnce(page(first, 21))
    .mockResolvedValueOnce(page([record(21, { amount: 777, fee: 0, actualAmount: 777 })], 21, 2))
  const page1 = await open()
  expect(getPagedCashoutHis).toHaveBeenCalledWith({ pageNum: 1, pageSize: 20 })
  const rows = () => Array.from(document.querySelectorAll('.cashout-row'))
  expect(rows()).toHaveLength(20)
  expect(rows()[0].textContent).toContain('提现到支付宝')
  expect(rows()[0].querySelector('.cashout-row__status--pending')?.textContent).toBe('审核中')
  expect(rows()[0].textContent).toContain('手续费 ¥1.00 · 实际到账 ¥99.00')
  expect(rows()[1].querySelector('.cashout-row__status--rejected')?.textContent).toBe('已驳回')
  expect(rows()[1].textContent).toContain('驳回原因：支付宝账号与姓名不符')
  expect(rows()[2].querySelector('.cashout-row__status--paying')?.textContent).toBe('打款中')
  expect(rows()[3].querySelector('.cashout-row__status--paid')?.textContent).toBe('已到账')
  expect(rows()[3].textContent).not.toContain('驳回原因')

  await page1.testUtils.act(async () => {
    trigger('reachBottom')
    await new Promise((r) => setTimeout(r, 0))
  })
  expect(getPagedCashoutHis).toHaveBeenLastCalledWith({ pageNum: 2, pageSize: 20 })
  expect(rows()).toHaveLength(21)
  expect(bodyText()).toContain('¥7.77')
  expect(bodyText()).toContain('没有更多了')
  page1.unmount()
})

test('pulling down asks for the allowance and the history again', async () => {
  jest.spyOn(Taro, 'stopPullDownRefresh').mockImplementation(() => undefined)
  const page = await open()
  jest.mocked(getCouldCashutAmount).mockResolvedValue({ ...ALLOWANCE, balance: 99 })
  await page.testUtils.act(async () => {
    trigger('pullDown')
    await new Promise((r) => setTimeout(r, 0))
  })
  expect(getCouldCashutAmount).toHaveBeenCalledTimes(2)
  expect(getPagedCashoutHis).toHaveBeenCalledTimes(2)
  expect(page.text('.cashout-card__balance')).toBe('¥0.99')
  expect(Taro.stopPullDownRefresh).toHaveBeenCalled()
  page.unmount()
})
