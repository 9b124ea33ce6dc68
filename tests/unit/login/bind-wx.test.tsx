import { mountPage, setUp, type Ui } from '../helpers/page'
import { generateMpAuthUrl } from '../../../src/api/auth'
import { bindWxByMpCode } from '../../../src/api/member'
import LoginByBindWxPage from '../../../src/pages/login/loginByBindWx'
import type { Stores } from '../../../src/stores'
import { route } from '../helpers/lifecycle'
import { clearCurrentRoute, mockPageStack, setCurrentRoute } from '../helpers/taro'
import { logIn, USER } from '../helpers/session'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/auth')
jest.mock('../../../src/api/member')

const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.40'

let stores: Stores
let ui: Ui

beforeEach(() => {
  ;({ stores, ui } = setUp())
  logIn(stores)
  setCurrentRoute('/pages/login/loginByBindWx')
  route.params = {}
})

afterEach(() => {
  clearCurrentRoute()
})

test('outside the messaging app it explains where to open the page, with a way back', async () => {
  mockPageStack(2)
  const page = await mountPage(LoginByBindWxPage, stores)
  expect(page.html()).toContain('请在微信中打开本页面完成绑定')
  await page.clickText('返回')
  expect(ui.navigateBack).toHaveBeenCalled()
})

test('in the messaging app it starts the authorisation from this page', async () => {
  jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA)
  // jsdom navigates only within the page, so the "authorisation page" is a hash of this one.
  jest.mocked(generateMpAuthUrl).mockResolvedValue({ url: `${window.location.href}#authorised` })
  const page = await mountPage(LoginByBindWxPage, stores)
  await page.click('.login-submit')
  expect(generateMpAuthUrl).toHaveBeenCalledWith({ redirectUrl: window.location.href.replace(/#.*$/, '') })
  window.history.replaceState(null, '', '/')
})

test('binds the account with the code it comes back with, and says so', async () => {
  jest.mocked(bindWxByMpCode).mockResolvedValue({ ...USER, wxBound: true })
  route.params = { code: 'dev-bind' }
  mockPageStack(1)
  const page = await mountPage(LoginByBindWxPage, stores)
  expect(bindWxByMpCode).toHaveBeenCalledWith({ code: 'dev-bind' })
  expect(stores.session.userInfo?.wxBound).toBe(true)
  expect(page.lastToast()).toBe('微信绑定成功')
  expect(page.html()).toContain('已绑定微信')
  await page.clickText('完成')
  expect(ui.reLaunch).toHaveBeenCalledWith({ url: '/member/index' })
})

test('a visitor logs in first and comes back here', async () => {
  stores.session.logout()
  await mountPage(LoginByBindWxPage, stores)
  expect(stores.session.backUrl).toBe('/pages/login/loginByBindWx')
  expect(ui.redirectTo).toHaveBeenCalledWith({ url: '/pages/login/loginBySms' })
})
