import { bodyText, mountPage, setUp, type Ui } from '../helpers/page'
import { getFinanceConfig } from '../../../src/api/config'
import { cancelExchange, getMyExchangePage } from '../../../src/api/gift'
import type { Stores } from '../../../src/stores'
import GiftExchangePage from '../../../src/subpages/gift/exchange'
import { exchangeOf, FINANCE_CONFIG, grantGift, pageOf, RECEIVER } from '../helpers/gift'
import { trigger } from '../helpers/lifecycle'
import { logIn } from '../helpers/session'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/config')
jest.mock('../../../src/api/gift')

let stores: Stores
let ui: Ui

const VOUCHER = exchangeOf(1, { goodsName: '星巴克中杯咖啡券', redemptionCode: '760926576661' })
const SHIPPED = exchangeOf(2, {
  kind: 'ship',
  goodsName: '定制情侣马克杯',
  points: 300,
  totalPoints: 300,
  status: 'done',
  receiver: RECEIVER,
  redemptionCode: '',
  trackingNote: '顺丰速运 SF1402837765519',
  doneAt: '2026-03-02T08:00:00Z'
})
const CANCELLED = exchangeOf(3, {
  goodsName: '门店鲜花一束',
  totalPoints: 180,
  status: 'cancelled',
  cancelledBy: 'staff',
  cancelReason: '门店暂停营业',
  cancelledAt: '2026-03-02T09:00:00Z'
})

beforeEach(() => {
  ;({ stores, ui } = setUp())
  logIn(stores)
  grantGift(stores)
  jest.mocked(getFinanceConfig).mockResolvedValue(FINANCE_CONFIG)
  jest.mocked(getMyExchangePage).mockResolvedValue(pageOf([VOUCHER, SHIPPED, CANCELLED]))
  jest.mocked(cancelExchange).mockResolvedValue({ ...VOUCHER, status: 'cancelled', cancelledBy: 'member' })
})

const cards = () => Array.from(document.querySelectorAll('.exchange-card'))

test('lists my exchanges with where each stands and what I need next', async () => {
  await mountPage(GiftExchangePage, stores)
  expect(getMyExchangePage).toHaveBeenCalledWith({ pageNum: 1, pageSize: 20 })
  expect(cards().map((c) => c.querySelector('.exchange-card__status')?.textContent)).toEqual([
    '待核销',
    '已发货',
    '已取消'
  ])
  const [voucher, shipped, cancelled] = cards().map((c) => c.textContent ?? '')
  expect(voucher).toContain('到店出示核销码')
  expect(voucher).toContain('7609 2657 6661')
  expect(voucher).toContain('取消兑换')
  expect(shipped).toContain('顺丰速运 SF1402837765519')
  expect(shipped).toContain(`${RECEIVER.name} ${RECEIVER.phone}`)
  expect(shipped).not.toContain('取消兑换')
  expect(cancelled).toContain('工作人员已取消：门店暂停营业，180积分已退回')
})

test('the tabs ask for one status each', async () => {
  const p = await mountPage(GiftExchangePage, stores)
  await p.clickText('进行中')
  expect(getMyExchangePage).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 20, status: 'pending' })
  await p.clickText('已取消')
  expect(getMyExchangePage).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 20, status: 'cancelled' })
})

test('cancelling asks first, says the points come back, and shows the list as it now stands', async () => {
  const p = await mountPage(GiftExchangePage, stores)
  jest.mocked(getMyExchangePage).mockClear()
  await p.clickText('取消兑换')
  expect(ui.showModal).toHaveBeenCalledWith(
    expect.objectContaining({ content: '取消后 120 积分将退回你的账户，确定取消吗？' })
  )
  expect(cancelExchange).toHaveBeenCalledWith(1)
  expect(p.lastToast()).toBe('已取消，积分已退回')
  expect(getMyExchangePage).toHaveBeenCalledTimes(1)
})

test('nothing is cancelled when the member keeps it', async () => {
  ui.showModal.mockResolvedValue({ confirm: false, cancel: true, errMsg: 'ok' })
  const p = await mountPage(GiftExchangePage, stores)
  await p.clickText('取消兑换')
  expect(cancelExchange).not.toHaveBeenCalled()
})

test('pulling down reads the list again', async () => {
  const p = await mountPage(GiftExchangePage, stores)
  jest.mocked(getMyExchangePage).mockClear()
  await p.run(() => trigger('pullDown'))
  expect(getMyExchangePage).toHaveBeenCalledTimes(1)
})

test('with no exchanges yet it leads to the mall', async () => {
  jest.mocked(getMyExchangePage).mockResolvedValue(pageOf([]))
  const p = await mountPage(GiftExchangePage, stores)
  expect(bodyText()).toContain('还没有兑换记录')
  await p.clickText('去积分商城')
  expect(ui.redirectTo).toHaveBeenCalledWith({ url: '/subpages/gift/index' })
})
