import { mountPage, setUp, type Ui } from '../helpers/page'
import { loginByAccount } from '../../../src/api/auth'
import { ApiError } from '../../../src/api/request'
import LoginByPasswordPage from '../../../src/pages/login/loginByPassword'
import type { Stores } from '../../../src/stores'
import { LOGIN_RESULT } from '../helpers/session'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/auth')

let stores: Stores
let ui: Ui

beforeEach(() => {
  ;({ stores, ui } = setUp())
  jest.mocked(loginByAccount).mockResolvedValue({ ...LOGIN_RESULT, needCompleteAccount: false })
  jest.spyOn(stores.authFlow, 'afterLogin').mockResolvedValue()
})

test('asks for the account, the password and the agreement, then logs in', async () => {
  const page = await mountPage(LoginByPasswordPage, stores)
  await page.click('.login-submit')
  expect(page.lastToast()).toBe('请输入用户名或手机号')
  await page.type('请输入用户名或手机号', ' lin_xiaoyu ')
  await page.click('.login-submit')
  expect(page.lastToast()).toBe('请输入密码')
  await page.type('请输入密码', 'demo1234')
  await page.click('.login-submit')
  expect(page.lastToast()).toBe('请先阅读并同意用户协议')
  await page.click('.login-agreement__box')
  await page.click('.login-submit')
  expect(loginByAccount).toHaveBeenCalledWith({ account: 'lin_xiaoyu', password: 'demo1234' })
  expect(stores.authFlow.afterLogin).toHaveBeenCalledWith({ ...LOGIN_RESULT, needCompleteAccount: false })
})

test('stays on the page when the server refuses the pair (its message is toasted by the request layer)', async () => {
  jest.mocked(loginByAccount).mockRejectedValue(new ApiError('账号或密码错误', { status: 200, code: 40101 }))
  const page = await mountPage(LoginByPasswordPage, stores)
  await page.type('请输入用户名或手机号', 'lin_xiaoyu')
  await page.type('请输入密码', 'wrong123')
  await page.click('.login-agreement__box')
  await page.click('.login-submit')
  expect(stores.authFlow.afterLogin).not.toHaveBeenCalled()
  expect(ui.redirectTo).not.toHaveBeenCalled()
})

test('offers the SMS login for a forgotten password, and registration', async () => {
  const page = await mountPage(LoginByPasswordPage, stores)
  await page.clickText('忘记密码？')
  expect(ui.redirectTo).toHaveBeenLastCalledWith({ url: '/pages/login/loginBySms' })
  await page.clickText('验证码登录')
  expect(ui.redirectTo).toHaveBeenLastCalledWith({ url: '/pages/login/loginBySms' })
  await page.clickText('注册账号')
  expect(ui.redirectTo).toHaveBeenLastCalledWith({ url: '/pages/login/register' })
})
