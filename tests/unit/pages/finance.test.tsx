import TestUtils from '@tarojs/test-utils-react'
import Taro from '@tarojs/taro'
import type { FinanceConfig, FinanceRecord, Paged } from '../../../types/models'
import { getFinanceConfig } from '../../../src/api/config'
import { getPagedCharges, getPagedIncomes } from '../../../src/api/finance'
import FinancePage from '../../../src/member/finance'
import { createStores, StoresProvider, type Stores } from '../../../src/stores'
import { mockTaroUi } from '../helpers/taro'

// Page lifecycles need a mounted Taro app: "shown" means mounted, and reaching the bottom is
// triggered by the test through the captured handler.
const lifecycle: { reachBottom?: () => void } = {}
jest.mock('@tarojs/taro', () => {
  const actual = jest.requireActual('@tarojs/taro')
  const { useEffect } = jest.requireActual('react')
  return {
    ...actual,
    useDidShow: (show: () => void) => useEffect(() => show(), []),
    usePullDownRefresh: () => undefined,
    useReachBottom: (handler: () => void) => {
      lifecycle.reachBottom = handler
    }
  }
})
jest.mock('../../../src/api/finance')
jest.mock('../../../src/api/config')

const financeConfig: FinanceConfig = {
  balanceName: '钱包',
  creditName: '积分',
  canCashout: true,
  cashoutChargeCommission: false,
  cashoutCommissionRatio: 0,
  cashoutCommissionThreshold: 0,
  cashoutMinAmount: 100,
  cashoutNeedAudit: true,
  cashoutThreshold: 0,
  singleCashoutThreshold: 0,
  creditBalanceRatio: 100,
  creditFinanceItems: []
}

const page = (list: FinanceRecord[], total = list.length, pageNum = 1): Paged<FinanceRecord> => ({ list, total, pageNum, pageSize: 20 })
const record = (id: number, title: string, amount: number, balanceAfter: number): FinanceRecord => ({
  id,
  title,
  amount,
  balanceAfter,
  createdAt: new Date().toISOString()
})

let stores: Stores

function Page() {
  return (
    <StoresProvider stores={stores}>
      <FinancePage />
    </StoresProvider>
  )
}

const flush = () => new Promise((r) => setTimeout(r, 0))
const text = () => document.body.textContent ?? ''

beforeEach(() => {
  jest.clearAllMocks()
  Taro.clearStorageSync()
  mockTaroUi()
  stores = createStores()
  stores.session.setLogin({ token: 'tok', needBindPhone: false, needBindWx: false, needCompleteAccount: false })
  jest.mocked(getFinanceConfig).mockResolvedValue(financeConfig)
  jest.mocked(getPagedCharges).mockResolvedValue(page([]))
  jest.mocked(getPagedIncomes).mockResolvedValue(page([]))
})

afterEach(() => jest.restoreAllMocks())

async function mountPage() {
  const testUtils = new TestUtils()
  await testUtils.mount(Page, { props: {} })
  await testUtils.act(flush)
  const click = async (el: Element) => {
    await testUtils.act(async () => {
      testUtils.fireEvent.click(el)
      await flush()
    })
  }
  return { testUtils, click }
}

test('shows 暂无记录 when there is nothing to list', async () => {
  const { testUtils } = await mountPage()
  expect(getPagedCharges).toHaveBeenCalledWith({ pageNum: 1, pageSize: 20 })
  expect(text()).toContain('暂无记录')
  testUtils.unmout()
})

test('lists charges and incomes with yuan amounts and the tenant\'s balance name', async () => {
  jest.mocked(getPagedCharges).mockResolvedValue(page([record(1, '开通VIP会员', -12345678, 100)]))
  jest.mocked(getPagedIncomes).mockResolvedValue(page([record(2, '推广奖励', 1050, 1150)]))
  const { testUtils, click } = await mountPage()
  expect(text()).toContain('开通VIP会员')
  expect(text()).toContain('-123,456.78')
  expect(text()).toContain('钱包 1.00')
  expect(text()).toContain('今天')
  expect(text()).not.toContain('暂无记录')

  const incomeTab = Array.from(document.querySelectorAll('.segment-tabs__tab')).find((t) => t.textContent === '收入')
  if (!incomeTab) throw new Error('no 收入 tab')
  await click(incomeTab)
  expect(getPagedIncomes).toHaveBeenCalledWith({ pageNum: 1, pageSize: 20 })
  expect(text()).toContain('推广奖励')
  expect(text()).toContain('+10.50')
  expect(text()).toContain('钱包 11.50')
  expect(text()).not.toContain('开通VIP会员')
  testUtils.unmout()
})

test('loads the next page at the bottom until all are shown', async () => {
  const first = Array.from({ length: 20 }, (_, i) => record(i + 1, `消费${i + 1}`, -100, 0))
  jest.mocked(getPagedCharges).mockResolvedValueOnce(page(first, 21)).mockResolvedValueOnce(page([record(21, '最后一笔', -100, 0)], 21, 2))
  const { testUtils } = await mountPage()
  expect(text()).toContain('上拉加载更多')
  await testUtils.act(async () => {
    lifecycle.reachBottom?.()
    await flush()
  })
  expect(getPagedCharges).toHaveBeenLastCalledWith({ pageNum: 2, pageSize: 20 })
  expect(text()).toContain('最后一笔')
  expect(text()).toContain('没有更多了')
  testUtils.unmout()
})

test('sends a visitor to log in instead of loading', async () => {
  stores.session.logout()
  const ui = mockTaroUi()
  const { testUtils } = await mountPage()
  expect(getPagedCharges).not.toHaveBeenCalled()
  expect(ui.navigateTo).toHaveBeenCalledWith({ url: '/pages/login/loginBySms' })
  testUtils.unmout()
})
