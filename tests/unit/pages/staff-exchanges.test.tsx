import Taro from '@tarojs/taro'
import { bodyText, mountPage, setUp } from '../helpers/page'
import { getFinanceConfig } from '../../../src/api/config'
import {
  staffCancelExchange,
  staffFulfilExchange,
  staffGetExchangePage,
  staffRevealExchangeReceiver
} from '../../../src/api/gift'
import { getMyStaffRoles } from '../../../src/api/staff'
import type { Stores } from '../../../src/stores'
import ExchangesPage from '../../../src/subpages/staff/exchanges'
import { FINANCE_CONFIG, grantGift, pageOf, RECEIVER, staffExchangeOf } from '../helpers/gift'
import { logIn } from '../helpers/session'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/config')
jest.mock('../../../src/api/gift')
jest.mock('../../../src/api/staff')

let stores: Stores

// As the server lists a mailed exchange to staff: its receiver masked.
const MASKED = { name: '陈*', phone: '139****5678', address: '浙江省杭州市****' }
const SHIP = staffExchangeOf(1, {
  kind: 'ship',
  goodsName: '定制情侣马克杯',
  nickname: '陈默',
  receiver: MASKED,
  redemptionCode: '',
  totalPoints: 300
})
// As the server sends a pending voucher: without its code, which the member shows at the counter.
const VOUCHER = staffExchangeOf(2, { goodsName: '星巴克中杯咖啡券', redemptionCode: '' })

beforeEach(() => {
  stores = setUp().stores
  logIn(stores)
  grantGift(stores)
  jest.mocked(getFinanceConfig).mockResolvedValue(FINANCE_CONFIG)
  jest.mocked(getMyStaffRoles).mockResolvedValue({ roles: ['matchmaker'] })
  jest.mocked(staffGetExchangePage).mockResolvedValue(pageOf([SHIP, VOUCHER]))
  jest
    .mocked(staffFulfilExchange)
    .mockImplementation(async (req) => staffExchangeOf(req.exchangeId, { status: 'done', handlerName: '小周' }))
  jest
    .mocked(staffCancelExchange)
    .mockImplementation(async (req) => staffExchangeOf(req.exchangeId, { status: 'cancelled' }))
  jest.mocked(staffRevealExchangeReceiver).mockResolvedValue(RECEIVER)
})

const cards = () => Array.from(document.querySelectorAll('.queue-card'))

async function open() {
  const p = await mountPage(ExchangesPage, stores)
  await p.settle()
  // Sheets hold Taro inputs, which render their inner field a moment after they mount.
  const clickIn = async (card: Element, text: string) => {
    const button = Array.from(card.querySelectorAll('.decision-buttons > *')).find((b) => b.textContent === text)
    await p.click(button)
    await p.settle(50)
  }
  return { ...p, clickIn }
}

test('auditors see 没有权限', async () => {
  jest.mocked(getMyStaffRoles).mockResolvedValue({ roles: ['auditor'] })
  await open()
  expect(bodyText()).toContain('没有权限')
  expect(staffGetExchangePage).not.toHaveBeenCalled()
})

test('the queue shows whose exchange, what, and where mailed goods go, masked', async () => {
  await open()
  expect(staffGetExchangePage).toHaveBeenCalledWith({ pageNum: 1, pageSize: 20, status: 'pending' })
  const [ship, voucher] = cards().map((c) => c.textContent ?? '')
  expect(ship).toContain('定制情侣马克杯 ×1')
  expect(ship).toContain('陈默')
  expect(ship).toContain('300积分')
  expect(ship).toContain('陈* 139****5678浙江省杭州市****')
  expect(ship).toContain('待发货')
  // A pending exchange's receiver is revealed where it is shipped, in the 发货 sheet.
  expect(ship).not.toContain('查看收货信息')
  expect(voucher).toContain('待核销')
  expect(voucher).not.toContain('核销码')
  expect(voucher).not.toContain('查看收货信息')
  expect(staffRevealExchangeReceiver).not.toHaveBeenCalled()
})

test('the 发货 sheet reveals the whole receiver only when asked, to copy onto the label', async () => {
  const copy = jest.spyOn(Taro, 'setClipboardData').mockResolvedValue({ errMsg: 'ok', data: '' })
  const p = await open()
  await p.clickIn(cards()[0], '发货')
  const sheet = () => document.querySelector('.fulfil-sheet__receiver')?.textContent
  expect(sheet()).toBe('陈* 139****5678浙江省杭州市****查看收货信息')
  expect(staffRevealExchangeReceiver).not.toHaveBeenCalled()
  await p.click('.fulfil-sheet__receiver .exchange-receiver__reveal')
  expect(staffRevealExchangeReceiver).toHaveBeenCalledWith(1)
  expect(sheet()).toBe(`${RECEIVER.name} ${RECEIVER.phone}${RECEIVER.address}复制`)
  await p.click('.fulfil-sheet__receiver .exchange-receiver__action')
  expect(copy).toHaveBeenCalledWith({ data: `${RECEIVER.name} ${RECEIVER.phone} ${RECEIVER.address}` })
  // Revealed once on this visit: the card shows it too, and nothing is asked again.
  expect(cards()[0].textContent).toContain(`${RECEIVER.name} ${RECEIVER.phone}`)
  expect(staffRevealExchangeReceiver).toHaveBeenCalledTimes(1)
})

test('a refused reveal leaves the receiver masked', async () => {
  jest.mocked(staffRevealExchangeReceiver).mockRejectedValue(new Error('这件兑换由其他工作人员发货，无法查看收货信息'))
  jest
    .mocked(staffGetExchangePage)
    .mockResolvedValue(
      pageOf([staffExchangeOf(1, { ...SHIP, status: 'done', handlerName: '小周', trackingNote: '顺丰 SF1' })])
    )
  const p = await open()
  expect(cards()[0].textContent).toContain('陈* 139****5678')
  await p.click(cards()[0].querySelector('.exchange-receiver__reveal'))
  expect(staffRevealExchangeReceiver).toHaveBeenCalledWith(1)
  expect(cards()[0].textContent).toContain('陈* 139****5678浙江省杭州市****查看收货信息')
  expect(cards()[0].textContent).not.toContain(RECEIVER.phone)
})

test('发货 needs the tracking note, then the exchange leaves the queue', async () => {
  const p = await open()
  await p.clickIn(cards()[0], '发货')
  await p.clickText('确认发货')
  expect(p.lastToast()).toBe('请填写快递公司和运单号')
  await p.type('快递公司和运单号，如：顺丰速运 SF1234567890，会员会看到', '中通快递 75312345678901')
  await p.clickText('确认发货')
  expect(staffFulfilExchange).toHaveBeenCalledWith({ exchangeId: 1, trackingNote: '中通快递 75312345678901' })
  expect(p.lastToast()).toBe('已发货')
  expect(cards()).toHaveLength(1)
})

test('a code typed at the counter finds its voucher, and 核销 sends that code', async () => {
  jest.mocked(staffGetExchangePage).mockResolvedValueOnce(pageOf([SHIP, VOUCHER]))
  const p = await open()
  await p.type('输入会员出示的核销码', '7609')
  await p.clickText('查找')
  expect(p.lastToast()).toBe('请输入12位核销码')
  jest.mocked(staffGetExchangePage).mockResolvedValue(pageOf([VOUCHER]))
  await p.type('输入会员出示的核销码', '760926576661')
  await p.clickText('查找')
  expect(staffGetExchangePage).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 20, redemptionCode: '760926576661' })
  expect(cards()).toHaveLength(1)
  await p.clickIn(cards()[0], '核销')
  await p.clickText('确认核销')
  expect(staffFulfilExchange).toHaveBeenCalledWith({ exchangeId: 2, redemptionCode: '760926576661' })
  expect(p.lastToast()).toBe('已核销')
  // Back to the queue.
  expect(staffGetExchangePage).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 20, status: 'pending' })
})

test('取消兑换 asks for the reason the member reads', async () => {
  const p = await open()
  await p.clickIn(cards()[1], '取消兑换')
  expect(bodyText()).toContain('取消后退回 120积分')
  await p.clickText('确认取消')
  expect(p.lastToast()).toBe('请填写取消原因')
  await p.clickText('门店暂停营业，请改兑其他商品')
  await p.clickText('确认取消')
  expect(staffCancelExchange).toHaveBeenCalledWith({ exchangeId: 2, reason: '门店暂停营业，请改兑其他商品' })
  expect(cards()).toHaveLength(1)
})

test('a shipped exchange’s card offers 查看收货信息; a cancelled one’s does not', async () => {
  const p = await open()
  jest
    .mocked(staffGetExchangePage)
    .mockResolvedValue(pageOf([staffExchangeOf(1, { ...SHIP, status: 'done', handlerName: '小周' })]))
  await p.clickText('已完成')
  await p.click(cards()[0].querySelector('.exchange-receiver__reveal'))
  expect(staffRevealExchangeReceiver).toHaveBeenCalledWith(1)
  expect(cards()[0].textContent).toContain(`${RECEIVER.name} ${RECEIVER.phone}${RECEIVER.address}复制`)
  jest
    .mocked(staffGetExchangePage)
    .mockResolvedValue(pageOf([staffExchangeOf(3, { ...SHIP, id: 3, status: 'cancelled', cancelledBy: 'member' })]))
  await p.clickText('已取消')
  expect(cards()[0].textContent).toContain('陈* 139****5678')
  expect(cards()[0].querySelector('.exchange-receiver__reveal')).toBeNull()
})

test('a deleted member’s shipped exchange says its receiver is gone, with nothing to reveal', async () => {
  const p = await open()
  jest.mocked(staffGetExchangePage).mockResolvedValue(
    pageOf([
      staffExchangeOf(4, {
        ...SHIP,
        id: 4,
        status: 'done',
        handlerName: '小周',
        receiver: { name: '', phone: '', address: '' }
      })
    ])
  )
  await p.clickText('已完成')
  expect(cards()[0].textContent).toContain('会员已注销，收货信息已删除')
  expect(cards()[0].querySelector('.exchange-receiver__reveal')).toBeNull()
})

test('the handled tabs ask for their status; a voucher handed over shows its code and who handed it', async () => {
  const p = await open()
  jest.mocked(staffGetExchangePage).mockResolvedValue(
    pageOf([
      staffExchangeOf(2, {
        status: 'done',
        redemptionCode: '760926576661',
        handlerName: '小周',
        doneAt: new Date().toISOString()
      })
    ])
  )
  await p.clickText('已完成')
  expect(staffGetExchangePage).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 20, status: 'done' })
  const done = cards()[0].textContent ?? ''
  expect(done).toContain('核销码7609 2657 6661')
  expect(done).toContain('处理人小周')
  expect(done).toContain('已核销')
  await p.clickText('已取消')
  expect(staffGetExchangePage).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 20, status: 'cancelled' })
})
