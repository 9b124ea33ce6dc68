import Taro from '@tarojs/taro'
import { bodyText, findByText, mountPage, setUp, tick } from '../helpers/page'
import type { CashoutRecord, ChargeRecord, LedgerRecord } from '@contract/finance'
import type { Paged } from '@contract/models'
import { getFinanceConfig } from '../../../src/api/config'
import {
  getPagedCashoutHis,
  getPagedCharges,
  getPagedCreditHis,
  getPagedIncomes,
  getWallet
} from '../../../src/api/finance'
import FinancePage from '../../../src/member/finance'
import type { Stores } from '../../../src/stores'
import { clearCurrentRoute, mockTaroUi, setCurrentRoute } from '../helpers/taro'
import { trigger } from '../helpers/lifecycle'
import { financeConfig } from '../helpers/shop'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/finance')
jest.mock('../../../src/api/config')

const config = financeConfig({ balanceName: '钱包', creditBalanceRatio: 100 })

const NOW = new Date().toISOString()
const page = <T,>(list: T[], total = list.length, pageNum = 1): Paged<T> => ({ list, total, pageNum, pageSize: 20 })
const ledger = (id: number, title: string, amount: number, balanceAfter: number): LedgerRecord => ({
  id,
  title,
  amount,
  balanceAfter,
  createdAt: NOW
})
const charge = (orderNo: string, title: string, amount: number, over: Partial<ChargeRecord> = {}): ChargeRecord => ({
  orderNo,
  title,
  amount,
  payMethod: 'wallet',
  points: 0,
  refundedAmount: 0,
  paidAt: NOW,
  ...over
})
const cashout = (id: number, over: Partial<CashoutRecord> = {}): CashoutRecord => ({
  id,
  amount: 10000,
  fee: 100,
  actualAmount: 9900,
  channel: 'wechat',
  account: '',
  status: 'pending',
  rejectReason: '',
  createdAt: NOW,
  auditedAt: '',
  ...over
})

let stores: Stores

beforeEach(() => {
  stores = setUp().stores
  clearCurrentRoute()
  stores.session.setLogin({ token: 'tok', needBindPhone: false, needBindWx: false, needCompleteAccount: false })
  jest.mocked(getFinanceConfig).mockResolvedValue(config)
  jest.mocked(getWallet).mockResolvedValue({ balance: 123450, credit: 880, lineCredits: 0 })
  jest.mocked(getPagedCharges).mockResolvedValue(page<ChargeRecord>([]))
  jest.mocked(getPagedIncomes).mockResolvedValue(page<LedgerRecord>([]))
  jest.mocked(getPagedCreditHis).mockResolvedValue(page<LedgerRecord>([]))
  jest.mocked(getPagedCashoutHis).mockResolvedValue(page<CashoutRecord>([]))
})

async function open() {
  const p = await mountPage(FinancePage, stores)
  return { ...p, clickTab: (title: string) => p.click(findByText('.segment-tabs__tab', title)) }
}

test('shows the balance and points on top, and 暂无记录 when there is nothing to list', async () => {
  const { unmount } = await open()
  expect(getPagedCharges).toHaveBeenCalledWith({ pageNum: 1, pageSize: 20 })
  expect(document.querySelector('.wallet-summary')?.textContent).toContain('钱包¥1,234.50')
  expect(document.querySelector('.wallet-summary')?.textContent).toContain('积分880')
  expect(bodyText()).toContain('暂无记录')
  unmount()
})

test('the summary links to withdrawing and to topping up points', async () => {
  const { click, unmount } = await open()
  const links = Array.from(document.querySelectorAll('.wallet-summary__link'))
  expect(links.map((l) => l.textContent)).toEqual(['提现', '充值积分'])
  await click(links[0])
  expect(Taro.navigateTo).toHaveBeenLastCalledWith({ url: '/subpages/member/makecash' })
  await click(links[1])
  expect(Taro.navigateTo).toHaveBeenLastCalledWith({ url: '/subpages/member/recharge' })
  unmount()
})

test('each tab lists its own kind of record', async () => {
  jest
    .mocked(getPagedCharges)
    .mockResolvedValue(
      page([charge('A1', '开通VIP会员', 12345678), charge('A2', '置顶7天', 990, { payMethod: 'credit', points: 990 })])
    )
  jest.mocked(getPagedIncomes).mockResolvedValue(page([ledger(2, '推广奖励', 1050, 1150)]))
  jest
    .mocked(getPagedCreditHis)
    .mockResolvedValue(page([ledger(3, '积分充值', 600, 1480), ledger(4, '积分抵扣', -200, 1280)]))
  jest
    .mocked(getPagedCashoutHis)
    .mockResolvedValue(page([cashout(5, { status: 'rejected', rejectReason: '账户信息有误' })]))
  const { clickTab, unmount } = await open()

  expect(bodyText()).toContain('开通VIP会员')
  expect(bodyText()).toContain('-¥123,456.78')
  expect(bodyText()).toContain('余额支付')
  expect(bodyText()).toContain('今天')
  expect(bodyText()).toContain('-990积分')
  expect(bodyText()).toContain('积分抵扣')
  expect(bodyText()).not.toContain('暂无记录')

  await clickTab('收入')
  expect(getPagedIncomes).toHaveBeenCalledWith({ pageNum: 1, pageSize: 20 })
  expect(bodyText()).toContain('推广奖励')
  expect(bodyText()).toContain('+¥10.50')
  expect(bodyText()).toContain('钱包 ¥11.50')
  expect(bodyText()).not.toContain('开通VIP会员')

  await clickTab('积分')
  expect(getPagedCreditHis).toHaveBeenCalledWith({ pageNum: 1, pageSize: 20 })
  expect(bodyText()).toContain('+600积分')
  expect(bodyText()).toContain('-200积分')
  expect(bodyText()).toContain('剩余 1280积分')

  await clickTab('提现')
  expect(getPagedCashoutHis).toHaveBeenCalledWith({ pageNum: 1, pageSize: 20 })
  expect(bodyText()).toContain('提现到微信零钱')
  expect(bodyText()).toContain('已驳回')
  expect(bodyText()).toContain('实际到账 ¥99.00')
  expect(bodyText()).toContain('驳回原因：账户信息有误')
  unmount()
})

test('opens the tab named in ?tab=', async () => {
  setCurrentRoute('/member/finance', { tab: 'credit' })
  jest.mocked(getPagedCreditHis).mockResolvedValue(page([ledger(3, '签到奖励', 10, 10)]))
  const { unmount } = await open()
  expect(document.querySelector('.segment-tabs__tab--on')?.textContent).toBe('积分')
  expect(getPagedCharges).not.toHaveBeenCalled()
  expect(bodyText()).toContain('签到奖励')
  unmount()
})

test('a charge refunded in part or in full says how much went back, in what paid it', async () => {
  jest
    .mocked(getPagedCharges)
    .mockResolvedValue(
      page([
        charge('R1', '开通VIP会员', 6800, { refundedAmount: 1234 }),
        charge('R2', '置顶7天', 990, { payMethod: 'credit', points: 990, refundedAmount: 990 }),
        charge('R3', '推广3天', 500)
      ])
    )
  const { unmount } = await open()
  const notes = Array.from(document.querySelectorAll('.finance-row__after')).map((n) => n.textContent)
  expect(notes).toEqual(['已退¥12.34', '已退990积分'])
  unmount()
})

test('loads the next page at the bottom until all are shown', async () => {
  const first = Array.from({ length: 20 }, (_, i) => charge(`C${i + 1}`, `消费${i + 1}`, 100))
  jest
    .mocked(getPagedCharges)
    .mockResolvedValueOnce(page(first, 21))
    .mockResolvedValueOnce(page([charge('C21', '最后一笔', 100)], 21, 2))
  const { testUtils, unmount } = await open()
  expect(bodyText()).toContain('上拉加载更多')
  await testUtils.act(async () => {
    trigger('reachBottom')
    await tick()
  })
  expect(getPagedCharges).toHaveBeenLastCalledWith({ pageNum: 2, pageSize: 20 })
  expect(bodyText()).toContain('最后一笔')
  expect(bodyText()).toContain('没有更多了')
  unmount()
})

test('sends a visitor to log in instead of loading', async () => {
  stores.session.logout()
  const ui = mockTaroUi()
  const { unmount } = await open()
  expect(getPagedCharges).not.toHaveBeenCalled()
  expect(getWallet).not.toHaveBeenCalled()
  expect(ui.navigateTo).toHaveBeenCalledWith({ url: '/pages/login/loginBySms' })
  unmount()
})
