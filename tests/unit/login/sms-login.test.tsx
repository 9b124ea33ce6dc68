import Taro from '@tarojs/taro'
import { mountPage, setUp, type Ui } from '../helpers/page'
import { loginByPhone } from '../../../src/api/auth'
import { ApiError } from '../../../src/api/request'
import { sendCaptcha } from '../../../src/api/system'
import LoginBySmsPage from '../../../src/pages/login/loginBySms'
import type { Stores } from '../../../src/stores'
import { LOGIN_RESULT, logIn } from '../helpers/session'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/auth')
jest.mock('../../../src/api/system')

let stores: Stores
let ui: Ui

beforeEach(() => {
  ;({ stores, ui } = setUp())
  jest.mocked(loginByPhone).mockResolvedValue(LOGIN_RESULT)
  jest.mocked(sendCaptcha).mockResolvedValue({ expireSeconds: 300, resendSeconds: 60 })
  jest.spyOn(stores.authFlow, 'afterLogin').mockResolvedValue()
})

test('asks for a valid phone, a 6-digit code and the agreement, then logs in and hands over to afterLogin', async () => {
  const page = await mountPage(LoginBySmsPage, stores)
  expect(page.html()).toContain('我已阅读并同意')

  await page.click('.login-submit')
  expect(page.lastToast()).toBe('请输入正确的手机号')
  await page.type('请输入手机号', '13800000001')
  await page.type('请输入验证码', '123')
  await page.click('.login-submit')
  expect(page.lastToast()).toBe('请输入6位验证码')
  await page.type('请输入验证码', '123456')
  await page.click('.login-submit')
  expect(page.lastToast()).toBe('请先阅读并同意用户协议')
  expect(loginByPhone).not.toHaveBeenCalled()

  await page.click('.login-agreement__box')
  await page.click('.login-submit')
  expect(loginByPhone).toHaveBeenCalledWith({ phone: '13800000001', code: '123456' })
  expect(stores.authFlow.afterLogin).toHaveBeenCalledWith(LOGIN_RESULT)
})

test('does not log in when the server refuses the code, and lets the member try again', async () => {
  jest.mocked(loginByPhone).mockRejectedValueOnce(new ApiError('验证码错误', { status: 200, code: 40001 }))
  const page = await mountPage(LoginBySmsPage, stores)
  await page.type('请输入手机号', '13800000001')
  await page.type('请输入验证码', '123456')
  await page.click('.login-agreement__box')
  await page.click('.login-submit')
  expect(stores.authFlow.afterLogin).not.toHaveBeenCalled()
  await page.click('.login-submit')
  expect(loginByPhone).toHaveBeenCalledTimes(2)
  expect(stores.authFlow.afterLogin).toHaveBeenCalledWith(LOGIN_RESULT)
})

test('checks the phone before sending a code', async () => {
  const page = await mountPage(LoginBySmsPage, stores)
  await page.type('请输入手机号', '12345')
  await page.click('.login-code-btn')
  expect(page.lastToast()).toBe('请输入正确的手机号')
  expect(sendCaptcha).not.toHaveBeenCalled()
})

test('sends a login code, then counts down from the resend interval with the button disabled', async () => {
  jest.mocked(sendCaptcha).mockResolvedValue({ expireSeconds: 300, resendSeconds: 3 })
  const page = await mountPage(LoginBySmsPage, stores)
  await page.type('请输入手机号', '13800000001')
  await page.click('.login-code-btn')
  expect(sendCaptcha).toHaveBeenCalledWith({ phone: '13800000001', scene: 'login' })
  expect(page.html()).toContain('3s后重新获取')
  expect(page.html()).toContain('login-code-btn--disabled')

  await page.click('.login-code-btn')
  expect(sendCaptcha).toHaveBeenCalledTimes(1)

  await page.settle(1100)
  expect(page.html()).toContain('2s后重新获取')
  await page.settle(2100)
  expect(page.html()).toContain('获取验证码')
  expect(page.html()).not.toContain('login-code-btn--disabled')
})

test('opens the user agreement and the privacy policy', async () => {
  const page = await mountPage(LoginBySmsPage, stores)
  await page.clickText('《用户服务协议》')
  expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: '/subpages/single_page/index?id=2' })
  await page.clickText('《隐私政策》')
  expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: '/subpages/single_page/index?id=3' })
})

test('switches to the password login and to registration', async () => {
  const page = await mountPage(LoginBySmsPage, stores)
  await page.clickText('密码登录')
  expect(ui.redirectTo).toHaveBeenLastCalledWith({ url: '/pages/login/loginByPassword' })
  await page.clickText('注册账号')
  expect(ui.redirectTo).toHaveBeenLastCalledWith({ url: '/pages/login/register' })
})

test('sends a member who is already logged in on to their own page', async () => {
  logIn(stores)
  await mountPage(LoginBySmsPage, stores)
  expect(ui.redirectTo).toHaveBeenCalledWith({ url: '/member/index' })
})

test('sends a logged-in member who still has to complete the account to that step', async () => {
  logIn(stores, undefined, { needCompleteAccount: true })
  await mountPage(LoginBySmsPage, stores)
  expect(ui.redirectTo).toHaveBeenCalledWith({ url: '/pages/login/loginByPerfectMsg' })
  expect(Taro.reLaunch).not.toHaveBeenCalled()
})
