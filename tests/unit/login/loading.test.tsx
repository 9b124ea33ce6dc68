import { loginByMpCode } from '../../../src/api/auth'
import { ApiError } from '../../../src/api/request'
import LoginByLoadingPage from '../../../src/pages/login/loginByLoading'
import type { Stores } from '../../../src/stores'
import { clearCurrentRoute, setCurrentRoute } from '../helpers/taro'
import { mountPage, setUp } from '../helpers/page'
import { LOGIN_RESULT } from '../helpers/session'

jest.mock('@tarojs/taro', () => {
  const actual = jest.requireActual('@tarojs/taro')
  const { useEffect } = jest.requireActual('react')
  return {
    ...actual,
    useDidShow: (show: () => void) => useEffect(() => show(), []),
    useRouter: () => actual.getCurrentInstance().router
  }
})
jest.mock('../../../src/api/auth')

let stores: Stores
let ui: ReturnType<typeof setUp>['ui']

beforeEach(() => {
  jest.clearAllMocks()
  ;({ stores, ui } = setUp())
  jest.spyOn(stores.authFlow, 'afterLogin').mockResolvedValue()
})

afterEach(() => {
  clearCurrentRoute()
  jest.restoreAllMocks()
})

test('logs in with the code of the OAuth redirect, showing 登录中...', async () => {
  jest.mocked(loginByMpCode).mockResolvedValue(LOGIN_RESULT)
  setCurrentRoute('/pages/login/loginByLoading', { code: 'dev-xyz' })
  const page = await mountPage(LoginByLoadingPage, stores)
  expect(page.html()).toContain('登录中...')
  expect(loginByMpCode).toHaveBeenCalledWith({ code: 'dev-xyz' })
  expect(stores.authFlow.afterLogin).toHaveBeenCalledWith(LOGIN_RESULT)
  page.unmount()
})

test('offers to log in again when the code is refused', async () => {
  jest.mocked(loginByMpCode).mockRejectedValue(new ApiError('授权已过期', { status: 200, code: 40001 }))
  setCurrentRoute('/pages/login/loginByLoading', { code: 'old' })
  const page = await mountPage(LoginByLoadingPage, stores)
  expect(page.html()).toContain('登录失败，请重新登录')
  await page.clickText('重新登录')
  expect(ui.redirectTo).toHaveBeenCalledWith({ url: '/pages/login/loginBySms' })
  page.unmount()
})

test('says what is missing when opened without a code', async () => {
  setCurrentRoute('/pages/login/loginByLoading')
  const page = await mountPage(LoginByLoadingPage, stores)
  expect(loginByMpCode).not.toHaveBeenCalled()
  expect(page.html()).toContain('缺少登录凭证，请重新登录')
  page.unmount()
})
