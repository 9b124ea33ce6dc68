import Taro from '@tarojs/taro'
import type { UserInfo } from '@contract/models'
import { checkLoginUserInfo, saveExtensionDetail } from '../../src/api/love'
import { getUser } from '../../src/api/member'
import { AuthFlow, loginPageForPlatform } from '../../src/stores/auth-flow'
import { SessionStore } from '../../src/stores/session'
import { clearCurrentRoute, mockPageStack, mockTaroUi, setCurrentRoute } from './helpers/taro'

jest.mock('../../src/api/member')
jest.mock('../../src/api/love')

const mockedGetUser = jest.mocked(getUser)
const mockedLoveInfo = jest.mocked(checkLoginUserInfo)
const mockedBind = jest.mocked(saveExtensionDetail)

const WECHAT_UA = 'Mozilla/5.0 (iPhone) Mobile MicroMessenger/8.0.40'

const user: UserInfo = {
  id: 5,
  phone: '',
  username: 'bob',
  nickname: 'Bob',
  headPic: '',
  hasPassword: false,
  wxBound: true,
  isWhetherLoveUser: false,
  isWhetherVip: false,
  userVipType: 0,
  vipExpiresAt: '',
  createdAt: '2026-01-01T00:00:00Z'
}

let ui: ReturnType<typeof mockTaroUi>
let session: SessionStore
let flow: AuthFlow

beforeEach(() => {
  jest.useFakeTimers()
  Taro.clearStorageSync()
  ui = mockTaroUi()
  session = new SessionStore()
  flow = new AuthFlow(session)
  mockedGetUser.mockResolvedValue(user)
  mockedLoveInfo.mockResolvedValue({ whetherLoveUser: true, whetherVip: false, userVipType: 0, vipExpiresAt: '' })
  mockedBind.mockResolvedValue({ bound: true })
})

afterEach(() => {
  jest.useRealTimers()
  jest.resetAllMocks()
  clearCurrentRoute()
  delete process.env.TARO_ENV_JEST
})

describe('loginPageForPlatform', () => {
  test('an ordinary browser logs in by SMS', () => {
    expect(loginPageForPlatform()).toBe('/pages/login/loginBySms')
  })

  test('the messaging-app browser uses the login page', () => {
    jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA)
    expect(loginPageForPlatform()).toBe('/pages/login/index')
  })

  test('the mini-program uses the login page', () => {
    process.env.TARO_ENV_JEST = 'weapp'
    expect(loginPageForPlatform()).toBe('/pages/login/index')
  })
})

describe('ensureLogin', () => {
  test('without a token it remembers the page and opens the login page', () => {
    setCurrentRoute('/member/finance', { tab: '2' })
    expect(flow.ensureLogin()).toBe(false)
    expect(session.backUrl).toBe('/member/finance?tab=2')
    expect(ui.navigateTo).toHaveBeenCalledWith({ url: '/pages/login/loginBySms' })
  })

  test('with a token but a phone still to bind it opens the bind-phone page', () => {
    session.setLogin({ token: 't', needBindPhone: true, needBindWx: false, needCompleteAccount: false })
    session.setUser(user)
    expect(flow.ensureLogin()).toBe(false)
    expect(ui.navigateTo).toHaveBeenCalledWith({ url: '/pages/login/loginByBindPhone' })
  })

  test('with a token and a phone it lets the user on', () => {
    session.setLogin({ token: 't', needBindPhone: true, needBindWx: false, needCompleteAccount: false })
    session.setUser({ ...user, phone: '13800000000' })
    expect(flow.ensureLogin()).toBe(true)
    expect(ui.navigateTo).not.toHaveBeenCalled()
  })
})

test('handleUnauthorized clears the session and opens the login page', () => {
  session.setLogin({ token: 't', needBindPhone: false, needBindWx: false, needCompleteAccount: false })
  setCurrentRoute('/member/index')
  flow.handleUnauthorized()
  expect(session.isLoggedIn).toBe(false)
  expect(session.backUrl).toBe('/member/index')
  expect(ui.navigateTo).toHaveBeenCalledWith({ url: '/pages/login/loginBySms' })
})

test('a 401 on a login page does not open the login page again', () => {
  setCurrentRoute('/pages/login/loginBySms')
  flow.handleUnauthorized()
  expect(ui.navigateTo).not.toHaveBeenCalled()
})

describe('afterLogin (SPEC §4)', () => {
  const result = { token: 'tok', needBindPhone: false, needBindWx: false, needCompleteAccount: false }

  test('toasts, refreshes, loads the user with love flags, binds the promoter, then goes back after 1 s', async () => {
    const refresh = jest.fn()
    Taro.eventCenter.on('login:refresh', refresh)
    session.setPendingPromoterUid('42')
    session.setBackUrl('/member/finance')
    mockPageStack(2)

    const done = flow.afterLogin(result)
    await jest.advanceTimersByTimeAsync(0)
    expect(session.token).toBe('tok')
    expect(ui.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '登录成功' }))
    expect(refresh).toHaveBeenCalled()
    expect(session.userInfo).toMatchObject({ username: 'bob', isWhetherLoveUser: true })
    expect(mockedBind).toHaveBeenCalledWith({ id: 42 }, { hideMsg: true })
    expect(session.pendingPromoterUid).toBe('')

    await jest.advanceTimersByTimeAsync(999)
    expect(ui.redirectTo).not.toHaveBeenCalled()
    await jest.advanceTimersByTimeAsync(1)
    await done
    expect(ui.redirectTo).toHaveBeenCalledWith({ url: '/member/finance' })
    expect(session.backUrl).toBe('')
    Taro.eventCenter.off('login:refresh', refresh)
  })

  test('a new account is greeted with 注册成功, not 登录成功', async () => {
    mockPageStack(2)
    const done = flow.afterLogin(result, '注册成功')
    await jest.advanceTimersByTimeAsync(1000)
    await done
    expect(ui.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '注册成功' }))
    expect(ui.showToast).not.toHaveBeenCalledWith(expect.objectContaining({ title: '登录成功' }))
  })

  test('goes to the perfect-account page when the account is incomplete', async () => {
    const done = flow.afterLogin({ ...result, needCompleteAccount: true })
    await jest.advanceTimersByTimeAsync(1000)
    await done
    expect(ui.redirectTo).toHaveBeenCalledWith({ url: '/pages/login/loginByPerfectMsg' })
  })

  test('without a back target it goes back, or home from a single page', async () => {
    mockPageStack(1)
    const done = flow.afterLogin(result)
    await jest.advanceTimersByTimeAsync(1000)
    await done
    expect(ui.reLaunch).toHaveBeenCalledWith({ url: '/pages/index/index' })
  })

  test('a failed promoter binding does not stop the login and is not retried', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    mockedBind.mockRejectedValue(new Error('self'))
    session.setPendingPromoterUid('7')
    mockPageStack(2)
    const done = flow.afterLogin(result)
    await jest.advanceTimersByTimeAsync(1000)
    await done
    expect(session.pendingPromoterUid).toBe('')
    expect(ui.navigateBack).toHaveBeenCalled()
  })

  test('with no pending promoter nothing is bound', async () => {
    mockPageStack(2)
    const done = flow.afterLogin(result)
    await jest.advanceTimersByTimeAsync(1000)
    await done
    expect(mockedBind).not.toHaveBeenCalled()
  })
})

describe('logout', () => {
  test('asks, then clears the session and goes home', async () => {
    jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false, errMsg: 'ok' })
    const request = jest.spyOn(Taro, 'request').mockImplementation(() => {
      throw new Error('offline')
    })
    session.setLogin({ token: 't', needBindPhone: false, needBindWx: false, needCompleteAccount: false })
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    await expect(flow.logout()).resolves.toBe(true)
    expect(request).toHaveBeenCalled()
    expect(session.isLoggedIn).toBe(false)
    expect(ui.reLaunch).toHaveBeenCalledWith({ url: '/pages/index/index' })
  })

  test('keeps the session when the user cancels', async () => {
    jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: false, cancel: true, errMsg: 'ok' })
    session.setLogin({ token: 't', needBindPhone: false, needBindWx: false, needCompleteAccount: false })
    await expect(flow.logout()).resolves.toBe(false)
    expect(session.isLoggedIn).toBe(true)
  })
})
