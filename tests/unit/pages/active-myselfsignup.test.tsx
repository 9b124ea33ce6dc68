import { TextEncoder } from 'node:util'
import QRCode from 'qrcode'
import { bodyText, mountPage, setUp, textsOf, type Ui } from '../helpers/page'
import { signinQrText } from '@contract/active'
import { cancelSignup, getMySignupPage } from '../../../src/api/active'
import type { Stores } from '../../../src/stores'
import { defaultConfigFetchers } from '../../../src/stores/config-cache'
import MySignupsPage from '../../../src/subpages/active/myselfsignup'
import { eventCard, mySignupItem } from '../helpers/active-member'
import { trigger } from '../helpers/lifecycle'
import { cursorPage } from '../helpers/love'
import { logIn } from '../helpers/session'
import { financeConfig } from '../helpers/shop'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/active')

// qrcode encodes with TextEncoder, which every browser has and jsdom leaves out.
Object.assign(globalThis, { TextEncoder })

let stores: Stores
let ui: Ui

beforeEach(() => {
  jest.resetAllMocks()
  ;({ stores, ui } = setUp({ ...defaultConfigFetchers, finance: async () => financeConfig({ creditName: '缘分币' }) }))
  logIn(stores)
})

const open = () => mountPage(MySignupsPage, stores)
const cards = () => Array.from(document.querySelectorAll('.my-signup'))

test('an approved sign-up shows its sign-in code large and as the QR the staff scan; others show neither', async () => {
  jest
    .mocked(getMySignupPage)
    .mockResolvedValue(
      cursorPage([
        mySignupItem(1, { status: 'approved', checkInCode: 'K7P2Q9' }),
        mySignupItem(2, { status: 'pending_audit' }),
        mySignupItem(3, { status: 'checked_in', checkInCode: 'Z9Y8X7', checkedInAt: '2030-11-30T06:05:00.000Z' })
      ])
    )
  const p = await open()
  await p.settle(10)
  expect(textsOf('.my-signup__status')).toEqual(['报名成功', '待审核', '已签到'])
  expect(textsOf('.my-signup__code')).toEqual(['K7P2Q9'])
  const qrs = document.querySelectorAll('.my-signup__qr')
  expect(qrs).toHaveLength(1)
  const expected = await QRCode.toString(signinQrText(41, 'K7P2Q9'), {
    type: 'svg',
    margin: 1,
    errorCorrectionLevel: 'M'
  })
  expect(qrs[0].getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(expected)}`)
  expect(cards()[0].contains(qrs[0])).toBe(true)
  expect(bodyText()).not.toContain('Z9Y8X7')
  expect(cards()[2].textContent).toContain('已于')
})

test('an online event needs no sign-in code', async () => {
  jest
    .mocked(getMySignupPage)
    .mockResolvedValue(
      cursorPage([
        mySignupItem(1, { status: 'approved', checkInCode: 'K7P2Q9', event: eventCard(41, { kind: 'online' }) })
      ])
    )
  await open()
  expect(document.querySelector('.my-signup__code')).toBeNull()
  expect(bodyText()).toContain('线上活动无需签到')
})

test('a closed sign-up says why and what came back, in money or in points', async () => {
  jest
    .mocked(getMySignupPage)
    .mockResolvedValue(
      cursorPage([
        mySignupItem(1, { status: 'rejected', reason: '资料未完善', refunded: 9900, payMethod: 'alipay' }),
        mySignupItem(2, { status: 'cancelled', reason: '活动因天气取消', refunded: 120, payMethod: 'credit' })
      ])
    )
  await open()
  const [rejected, cancelled] = cards()
  expect(rejected.textContent).toContain('原因：资料未完善')
  expect(rejected.textContent).toContain('已退款 ¥99.00 至余额')
  expect(cancelled.textContent).toContain('原因：活动因天气取消')
  expect(cancelled.textContent).toContain('已退还 120缘分币')
  expect(document.querySelector('.my-signup__action')).toBeNull()
})

test('an unpaid sign-up goes to the cashier, which comes back to my sign-ups', async () => {
  jest
    .mocked(getMySignupPage)
    .mockResolvedValue(
      cursorPage([mySignupItem(1, { status: 'unpaid', orderNo: 'EV1', payMethod: null, cancellable: true })])
    )
  const p = await open()
  expect(textsOf('.my-signup__action')).toEqual(['取消报名', '去支付'])
  await p.clickText('去支付')
  expect(ui.navigateTo).toHaveBeenLastCalledWith({
    url: `/subpages/member/pay?orderNo=EV1&back=${encodeURIComponent('/subpages/active/myselfsignup')}`
  })
})

test('cancelling asks first, then shows the sign-up cancelled with its refund', async () => {
  const item = mySignupItem(1, { status: 'approved', checkInCode: 'K7P2Q9', cancellable: true, payMethod: 'wallet' })
  jest.mocked(getMySignupPage).mockResolvedValue(cursorPage([item]))
  jest
    .mocked(cancelSignup)
    .mockResolvedValue({ ...item, status: 'cancelled', refunded: 9900, cancellable: false, checkInCode: '' })
  const p = await open()
  await p.clickText('取消报名')
  expect(ui.showModal).toHaveBeenCalledWith(
    expect.objectContaining({ content: '报名费 ¥99.00 将退回至余额，名额将释放给其他会员。' })
  )
  expect(cancelSignup).toHaveBeenCalledWith({ signupId: 1 })
  expect(textsOf('.my-signup__status')).toEqual(['已取消'])
  expect(bodyText()).toContain('已退款 ¥99.00 至余额')
  expect(document.querySelector('.my-signup__code')).toBeNull()
  expect(p.lastToast()).toBe('已取消，已退款 ¥99.00 至余额')
})

test('a guest of a mutual-selection event under way enters the room; tapping the event opens it', async () => {
  jest
    .mocked(getMySignupPage)
    .mockResolvedValue(
      cursorPage([
        mySignupItem(1, { status: 'checked_in', event: eventCard(41, { phase: 'ongoing', mutualSelection: true }) })
      ])
    )
  const p = await open()
  await p.clickText('进入互选')
  expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: '/subpages/active/hxdetail?id=41' })
  await p.click('.event-card')
  expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: '/subpages/active/detail?id=41' })
})

test('pages on, and reads again when the member comes back from paying', async () => {
  jest
    .mocked(getMySignupPage)
    .mockResolvedValueOnce(cursorPage([mySignupItem(1, { status: 'unpaid', orderNo: 'EV1' })], 'c1'))
    .mockResolvedValueOnce(cursorPage([mySignupItem(2)]))
    .mockResolvedValueOnce(cursorPage([mySignupItem(1, { status: 'pending_audit' }), mySignupItem(2)]))
  const p = await open()
  await p.run(() => trigger('reachBottom'))
  expect(getMySignupPage).toHaveBeenLastCalledWith({ cursor: 'c1', pageSize: 20 })
  expect(textsOf('.my-signup__status')).toEqual(['待支付', '报名成功'])
  await p.run(() => trigger('show'))
  expect(getMySignupPage).toHaveBeenLastCalledWith({ cursor: '', pageSize: 20 })
  expect(textsOf('.my-signup__status')).toEqual(['待审核', '报名成功'])
})

test('a visitor is sent to log in and nothing is asked for', async () => {
  stores.session.logout()
  await open()
  expect(ui.navigateTo).toHaveBeenCalledWith({ url: '/pages/login/loginBySms' })
  expect(getMySignupPage).not.toHaveBeenCalled()
})

test('says when there is nothing yet', async () => {
  jest.mocked(getMySignupPage).mockResolvedValue(cursorPage([]))
  await open()
  expect(bodyText()).toContain('还没有报名活动')
})
