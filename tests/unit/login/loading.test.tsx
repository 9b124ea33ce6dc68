import { mountPage, setUp, type Ui } from '../helpers/page'
import { loginByMpCode } from '../../../src/api/auth'
import { ApiError } from '../../../src/api/request'
import LoginByLoadingPage from '../../../src/pages/login/loginByLoading'
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
  setCurrentRoute('/pages/login/loginByLoading')
  route.params = {}
})

afterEach(() => {
  clearCurrentRoute()
})

test('logs in with the code of the OAuth redirect, showing 登录中...', async () => {
  jest.mocked(loginByMpCode).mockResolvedValue(LOGIN_RESULT)
  route.params = { code: 'dev-xyz' }
  const page = await mountPage(LoginByLoadingPage, stores)
  expect(page.html()).toContain('登录中...')
  expect(loginByMpCode).toHaveBeenCalledWith({ code: 'dev-xyz' })
  expect(stores.authFlow.afterLogin).toHaveBeenCalledWith(LOGIN_RESULT)
})

test('offers to log in again when the code is refused', async () => {
  jest.mocked(loginByMpCode).mockRejectedValue(new ApiError('授权已过期', { status: 200, code: 40001 }))
  route.params = { code: 'old' }
  const page = await mountPage(LoginByLoadingPage, stores)
  expect(page.html()).toContain('登录失败，请重新登录')
  await page.clickText('重新登录')
  expect(ui.redirectTo).toHaveBeenCalledWith({ url: '/pages/login/loginBySms' })
})

test('says what is missing when opened without a code', async () => {
  const page = await mountPage(LoginByLoadingPage, stores)
  expect(loginByMpCode).not.toHaveBeenCalled()
  expect(page.html()).toContain('缺少登录凭证，请重新登录')
})
