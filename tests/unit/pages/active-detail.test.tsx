import Taro from '@tarojs/taro'
import { bodyText, mountPage, setUp, textOf, type Ui } from '../helpers/page'
import type { EventDetail } from '@contract/active'
import { ErrorCode } from '@contract/envelope'
import { cancelSignup, getEventDetail, signUpEvent } from '../../../src/api/active'
import { ApiError } from '../../../src/api/api-error'
import ActiveDetailPage from '../../../src/pages/active/detail'
import type { Stores } from '../../../src/stores'
import { defaultConfigFetchers } from '../../../src/stores/config-cache'
import ActiveDetailSubPage from '../../../src/subpages/active/detail'
import { eventDetail, mySignup } from '../helpers/active-member'
import { route, trigger } from '../helpers/lifecycle'
import { logIn } from '../helpers/session'
import { financeConfig } from '../helpers/shop'
import { clearCurrentRoute, setCurrentRoute } from '../helpers/taro'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/active')

let stores: Stores
let ui: Ui

beforeEach(() => {
  jest.resetAllMocks()
  // The tenant calls the balance 钱包: refunds say where the money goes in its words.
  ;({ stores, ui } = setUp({ ...defaultConfigFetchers, finance: async () => financeConfig({ balanceName: '钱包' }) }))
  route.params = { id: '5' }
})

afterEach(() => {
  clearCurrentRoute()
  delete process.env.TARO_ENV_JEST
})

function showing(detail: EventDetail) {
  jest.mocked(getEventDetail).mockResolvedValue(detail)
}
const open = () => mountPage(ActiveDetailPage, stores)
const button = () => textOf('.event-detail__submit')
const buttonOff = () => document.querySelector('.event-detail__submit')?.classList.contains('event-detail__submit--off')
const CASHIER_BACK = encodeURIComponent('/pages/active/detail?id=5')

test('shows the event: when, where, price and seats per gender, rules, organiser and who signed up', async () => {
  showing(eventDetail({ mutualSelection: true, picksPerGuest: 3, revealAt: '2030-11-30T09:30:00.000Z' }))
  await open()
  expect(getEventDetail).toHaveBeenCalledWith({ eventId: 5 }, { hideMsg: true })
  const text = bodyText()
  expect(textOf('.event-detail__title')).toBe('周末徒步交友5')
  expect(textOf('.event-detail__phase')).toBe('报名中')
  expect(text).toContain('男 ¥99 / 女 ¥79')
  expect(text).toContain('男 剩余 3 / 10')
  expect(text).toContain('女 剩余 5 / 10')
  expect(text).toContain('西湖区龙井路1号')
  expect(text).toContain('需实名认证')
  expect(text).toContain('每人最多选择 3 位心动嘉宾')
  expect(text).toContain('红娘小美')
  expect(textOf('.event-detail__rules')).toBe('请准时到场\n着装休闲')
  expect(text).toContain('12人已报名')
  // Two of the twelve may be shown: their avatars, then how many they are part of.
  expect(document.querySelectorAll('.event-detail__guest')).toHaveLength(2)
  expect(textOf('.event-detail__guests-more')).toBe('等12人')
})

test('the venue opens on a map: a marker in the browser, the mini-program map there', async () => {
  showing(eventDetail())
  const open_ = jest.spyOn(window, 'open').mockReturnValue(window)
  const p = await open()
  await p.clickText('查看地图')
  expect(open_).toHaveBeenCalledWith(
    `https://uri.amap.com/marker?position=120.1551,30.2741&name=${encodeURIComponent('西湖区龙井路1号')}`,
    '_blank'
  )
  p.unmount()

  process.env.TARO_ENV_JEST = 'weapp'
  const openLocation = jest.spyOn(Taro, 'openLocation').mockResolvedValue({ errMsg: 'ok' })
  const q = await open()
  await q.clickText('查看地图')
  expect(openLocation).toHaveBeenCalledWith(expect.objectContaining({ latitude: 30.2741, longitude: 120.1551 }))
})

describe('a visitor', () => {
  test('is asked to log in, and comes back to this event with the sharer kept', async () => {
    route.params = { id: '5', uid: '77' }
    setCurrentRoute('pages/active/detail', { id: '5', uid: '77' })
    showing(eventDetail())
    const p = await open()
    expect(button()).toBe('登录后报名')
    await p.click('.event-detail__submit')
    expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: '/pages/login/loginBySms' })
    expect(stores.session.backUrl).toBe('/pages/active/detail?id=5&uid=77')
    expect(signUpEvent).not.toHaveBeenCalled()
  })

  test('of an event past its sign-up sees where it stands, with nothing to tap', async () => {
    showing(eventDetail({ phase: 'finished', signupBlocker: '' }))
    const p = await open()
    expect(button()).toBe('已结束')
    expect(buttonOff()).toBe(true)
    await p.click('.event-detail__submit')
    expect(ui.navigateTo).not.toHaveBeenCalled()
  })
})

describe('a member who has not signed up', () => {
  beforeEach(() => logIn(stores))

  test('sees why they cannot sign up on the disabled button', async () => {
    showing(eventDetail({ signupBlocker: '女士名额已满' }))
    const p = await open()
    expect(button()).toBe('女士名额已满')
    expect(buttonOff()).toBe(true)
    await p.click('.event-detail__submit')
    expect(signUpEvent).not.toHaveBeenCalled()
  })

  test('cannot sign up once sign-up has closed, even when the server gave no reason', async () => {
    showing(eventDetail({ phase: 'signup_closed', signupBlocker: '' }))
    const p = await open()
    expect(button()).toBe('报名截止')
    await p.click('.event-detail__submit')
    expect(signUpEvent).not.toHaveBeenCalled()
  })

  test('signs up for a paid event and is taken to the cashier, which comes back here', async () => {
    route.params = { id: '5', uid: '77' }
    showing(eventDetail({ price: { male: 9900, female: 9900 } }))
    jest
      .mocked(signUpEvent)
      .mockResolvedValue({ signup: mySignup({ status: 'unpaid', orderNo: 'EV123', payMethod: null }) })
    const p = await open()
    expect(button()).toBe('立即报名 (¥99)')
    await p.click('.event-detail__submit')
    expect(signUpEvent).toHaveBeenCalledWith({ eventId: 5, sharerId: 77 })
    expect(ui.navigateTo).toHaveBeenLastCalledWith({
      url: `/subpages/member/pay?orderNo=EV123&back=${CASHIER_BACK}`
    })
  })

  test('with prices per gender, the bar shows both and the button no single fee', async () => {
    showing(eventDetail())
    await open()
    expect(textOf('.event-detail__bar-price')).toBe('男 ¥99 / 女 ¥79')
    expect(button()).toBe('立即报名')
  })

  test("is never credited as their own poster's sharer", async () => {
    route.params = { id: '5', uid: '9' }
    showing(eventDetail({ price: { male: 0, female: 0 } }))
    jest.mocked(signUpEvent).mockResolvedValue({ signup: mySignup({ status: 'approved', fee: 0 }) })
    const p = await open()
    expect(button()).toBe('免费报名')
    await p.click('.event-detail__submit')
    expect(signUpEvent).toHaveBeenCalledWith({ eventId: 5 })
  })

  test('signs up for a free event and sees it took, or that it waits for the audit', async () => {
    showing(eventDetail({ price: { male: 0, female: 0 } }))
    jest.mocked(signUpEvent).mockResolvedValueOnce({ signup: mySignup({ status: 'approved', fee: 0 }) })
    const p = await open()
    await p.click('.event-detail__submit')
    expect(p.lastToast()).toBe('报名成功')
    expect(getEventDetail).toHaveBeenCalledTimes(2)

    jest.mocked(signUpEvent).mockResolvedValueOnce({ signup: mySignup({ status: 'pending_audit', fee: 0 }) })
    await p.click('.event-detail__submit')
    expect(p.lastToast()).toBe('已提交，等待审核')
  })

  test('refused by the server, sees the event as it is now', async () => {
    showing(eventDetail())
    jest.mocked(signUpEvent).mockRejectedValue(new ApiError('名额已满', { code: 40000, status: 200 }))
    const p = await open()
    jest.mocked(getEventDetail).mockResolvedValue(eventDetail({ signupBlocker: '名额已满' }))
    await p.click('.event-detail__submit')
    expect(button()).toBe('名额已满')
  })
})

describe('a member with a sign-up', () => {
  beforeEach(() => logIn(stores))

  test('unpaid: pays in the cashier before the seat is released, or cancels it', async () => {
    const hold = new Date(Date.now() + 10 * 60 * 1000 - 500).toISOString()
    showing(
      eventDetail({
        mySignup: mySignup({
          status: 'unpaid',
          orderNo: 'EV9',
          payMethod: null,
          holdExpiresAt: hold,
          cancellable: true
        })
      })
    )
    const p = await open()
    expect(button()).toBe('去支付')
    expect(textOf('.event-detail__hold')).toBe('名额为你保留，请在 10:00 内完成支付')
    await p.click('.event-detail__submit')
    expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: `/subpages/member/pay?orderNo=EV9&back=${CASHIER_BACK}` })
    expect(textOf('.event-detail__cancel')).toBe('取消报名')
  })

  test('waiting for the audit, or signed in: the button only says so', async () => {
    showing(eventDetail({ mySignup: mySignup({ status: 'pending_audit' }) }))
    const p = await open()
    expect(button()).toBe('等待审核')
    expect(buttonOff()).toBe(true)
    p.unmount()

    showing(eventDetail({ mySignup: mySignup({ status: 'checked_in', checkInCode: 'K7P2Q9' }) }))
    await open()
    expect(button()).toBe('已签到')
    expect(buttonOff()).toBe(true)
    expect(document.querySelector('.event-detail__cancel')).toBeNull()
  })

  test('approved for an offline event: the sign-in code is on my sign-ups', async () => {
    showing(eventDetail({ mySignup: mySignup({ status: 'approved', checkInCode: 'K7P2Q9' }) }))
    const p = await open()
    expect(button()).toBe('查看签到码')
    await p.click('.event-detail__submit')
    expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: '/subpages/active/myselfsignup' })
  })

  test('a guest of a mutual-selection event that has begun enters the room', async () => {
    showing(
      eventDetail({
        phase: 'ongoing',
        mutualSelection: true,
        picksPerGuest: 3,
        mySignup: mySignup({ status: 'checked_in', checkInCode: 'K7P2Q9' })
      })
    )
    const p = await open()
    expect(button()).toBe('进入互选')
    await p.click('.event-detail__submit')
    expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: '/subpages/active/hxdetail?id=5' })
  })

  test('approved but not yet signed in at the venue, the room stays shut', async () => {
    showing(
      eventDetail({
        phase: 'ongoing',
        mutualSelection: true,
        mySignup: mySignup({ status: 'approved', checkInCode: 'K7' })
      })
    )
    await open()
    expect(button()).toBe('查看签到码')
  })

  test('cancelling says what comes back first, and does nothing when the member thinks again', async () => {
    const signup = mySignup({ status: 'approved', fee: 9900, payMethod: 'tenpay', cancellable: true })
    showing(eventDetail({ mySignup: signup }))
    const p = await open()
    ui.showModal.mockResolvedValueOnce({ confirm: false, cancel: true, errMsg: 'ok' })
    await p.click('.event-detail__cancel')
    expect(ui.showModal).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: '取消报名', content: '报名费 ¥99.00 将退回至钱包，名额将释放给其他会员。' })
    )
    expect(cancelSignup).not.toHaveBeenCalled()

    jest.mocked(cancelSignup).mockResolvedValue({ ...signup, status: 'cancelled', refunded: 9900, cancellable: false })
    jest.mocked(getEventDetail).mockResolvedValue(eventDetail())
    await p.click('.event-detail__cancel')
    expect(cancelSignup).toHaveBeenCalledWith({ signupId: 31 })
    expect(p.lastToast()).toBe('已取消，已退款 ¥99.00 至钱包')
    expect(button()).toBe('立即报名')
  })

  test('an unpaid sign-up is cancelled with nothing to refund', async () => {
    showing(
      eventDetail({ mySignup: mySignup({ status: 'unpaid', orderNo: 'EV9', payMethod: null, cancellable: true }) })
    )
    const p = await open()
    await p.click('.event-detail__cancel')
    expect(ui.showModal).toHaveBeenLastCalledWith(expect.objectContaining({ content: '取消后名额将释放给其他会员。' }))
  })
})

test('the poster button opens the share poster of this event', async () => {
  showing(eventDetail())
  const p = await open()
  await p.clickText('分享海报')
  expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: '/subpages/active/haibao?id=5' })
})

test('coming back to the page (from the cashier) shows the sign-up as it is now', async () => {
  logIn(stores)
  showing(eventDetail({ mySignup: mySignup({ status: 'unpaid', orderNo: 'EV9', payMethod: null }) }))
  const p = await open()
  expect(button()).toBe('去支付')
  showing(eventDetail({ mySignup: mySignup({ status: 'pending_audit' }) }))
  await p.run(() => trigger('show'))
  expect(button()).toBe('等待审核')
})

test('an event that is gone says so and leads to the others', async () => {
  jest
    .mocked(getEventDetail)
    .mockRejectedValue(new ApiError('活动不存在或已下线', { code: ErrorCode.NotFound, status: 200 }))
  const p = await open()
  expect(bodyText()).toContain('活动不存在或已下线')
  await p.clickText('看看其他活动')
  expect(ui.redirectTo).toHaveBeenCalledWith({ url: '/subpages/active/index' })
})

test('the subpackage route is the same page, and the cashier comes back to it', async () => {
  logIn(stores)
  showing(eventDetail({ mySignup: mySignup({ status: 'unpaid', orderNo: 'EV9', payMethod: null }) }))
  const p = await mountPage(ActiveDetailSubPage, stores)
  expect(textOf('.event-detail__title')).toBe('周末徒步交友5')
  await p.click('.event-detail__submit')
  expect(ui.navigateTo).toHaveBeenLastCalledWith({
    url: `/subpages/member/pay?orderNo=EV9&back=${encodeURIComponent('/subpages/active/detail?id=5')}`
  })
})
