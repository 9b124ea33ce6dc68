import Taro from '@tarojs/taro'
import { mountPage, setUp, type Ui } from '../helpers/page'
import { generateMpAuthUrl, loginByMaCode, loginByMaPhone, loginByMpCode } from '../../../src/api/auth'
import { ApiError } from '../../../src/api/request'
import LoginIndexPage from '../../../src/pages/login/index'
import type { Stores } from '../../../src/stores'
import { route } from '../helpers/lifecycle'
import { clearCurrentRoute, setCurrentRoute } from '../helpers/taro'
import { LOGIN_RESULT } from '../helpers/session'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/auth')

let stores: Stores
let ui: Ui

beforeEach(() => {
  ;({ stores, ui } = setUp())
  jest.spyOn(stores.authFlow, 'afterLogin').mockResolvedValue()
  setCurrentRoute('/pages/login/index')
  route.params = {}
})

afterEach(() => {
  delete process.env.TARO_ENV_JEST
  clearCurrentRoute()
  window.history.replaceState(null, '', '/')
})

describe('in the messaging-app browser', () => {
  test('logs in with the OAuth code the page was opened with', async () => {
    jest.mocked(loginByMpCode).mockResolvedValue(LOGIN_RESULT)
    route.params = { code: 'dev-abc', state: 's1' }
    const page = await mountPage(LoginIndexPage, stores)
    expect(loginByMpCode).toHaveBeenCalledWith({ code: 'dev-abc' })
    expect(stores.authFlow.afterLogin).toHaveBeenCalledWith(LOGIN_RESULT)
    expect(page.html()).toContain('登录中...')
  })

  test('offers the one-tap login again when the code is refused', async () => {
    jest.mocked(loginByMpCode).mockRejectedValue(new ApiError('授权已过期', { status: 200, code: 40001 }))
    route.params = { code: 'used' }
    const page = await mountPage(LoginIndexPage, stores)
    expect(stores.authFlow.afterLogin).not.toHaveBeenCalled()
    expect(page.html()).toContain('微信一键登录')
  })

  test('sends the browser to the authorisation page, coming back here without the old code', async () => {
    window.history.replaceState(null, '', '/pages/login/index?code=old&state=s0&uid=7')
    // jsdom navigates only within the page, so the "authorisation page" is a hash of this one.
    jest.mocked(generateMpAuthUrl).mockResolvedValue({ url: `${window.location.href}#authorised` })
    const page = await mountPage(LoginIndexPage, stores)
    await page.clickText('微信一键登录')
    expect(generateMpAuthUrl).toHaveBeenCalledWith({ redirectUrl: 'http://localhost/pages/login/index?uid=7' })
    expect(window.location.hash).toBe('#authorised')
  })

  test('always offers the phone login', async () => {
    const page = await mountPage(LoginIndexPage, stores)
    await page.clickText('使用手机号登录')
    expect(ui.redirectTo).toHaveBeenCalledWith({ url: '/pages/login/loginBySms' })
  })
})

describe('in the mini-program', () => {
  beforeEach(() => {
    process.env.TARO_ENV_JEST = 'weapp'
  })

  test('a member WeChat already knows is logged in silently', async () => {
    jest.spyOn(Taro, 'login').mockResolvedValue({ code: 'wx-1', errMsg: 'login:ok' })
    jest.mocked(loginByMaCode).mockResolvedValue({ ...LOGIN_RESULT, registered: true })
    await mountPage(LoginIndexPage, stores)
    expect(loginByMaCode).toHaveBeenCalledWith({ code: 'wx-1' }, { hideMsg: true })
    expect(stores.authFlow.afterLogin).toHaveBeenCalledWith({ ...LOGIN_RESULT, registered: true })
  })

  test('a new member logs in with the phone-number button and a fresh login code', async () => {
    const login = jest
      .spyOn(Taro, 'login')
      .mockResolvedValueOnce({ code: 'wx-1', errMsg: 'login:ok' })
      .mockResolvedValueOnce({ code: 'wx-2', errMsg: 'login:ok' })
    jest.mocked(loginByMaCode).mockResolvedValue({ ...LOGIN_RESULT, token: '', registered: false })
    jest.mocked(loginByMaPhone).mockResolvedValue(LOGIN_RESULT)
    const page = await mountPage(LoginIndexPage, stores)
    expect(stores.authFlow.afterLogin).not.toHaveBeenCalled()
    expect(page.html()).toContain('手机号快捷登录')

    const button = await page.testUtils.queries.waitForQuerySelector('.login-submit')
    await page.testUtils.act(async () => {
      button.dispatchEvent(
        new CustomEvent('getphonenumber', { detail: { errMsg: 'getPhoneNumber:ok', encryptedData: 'enc', iv: 'iv' } })
      )
    })
    await page.settle()
    expect(login).toHaveBeenCalledTimes(2)
    expect(loginByMaPhone).toHaveBeenCalledWith({ code: 'wx-2', phoneEncryptedData: 'enc', phoneIv: 'iv' })
    expect(stores.authFlow.afterLogin).toHaveBeenCalledWith(LOGIN_RESULT)
  })
})
