import { mountPage, setUp, type Ui } from '../helpers/page'
import { sendCaptcha } from '../../../src/api/system'
import { regByPhone } from '../../../src/api/auth'
import { checkUserName } from '../../../src/api/user'
import RegisterPage from '../../../src/pages/login/register'
import type { Stores } from '../../../src/stores'
import { PASSWORD_RULE_TEXT, USERNAME_RULE_TEXT } from '@contract/rules'
import { LOGIN_RESULT } from '../helpers/session'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/system')
jest.mock('../../../src/api/user')
jest.mock('../../../src/api/auth')

let stores: Stores
let ui: Ui
const registered = { ...LOGIN_RESULT, needCompleteAccount: false }

beforeEach(() => {
  ;({ stores, ui } = setUp())
  jest.mocked(regByPhone).mockResolvedValue(registered)
  jest.mocked(checkUserName).mockResolvedValue({ exists: false })
  jest.mocked(sendCaptcha).mockResolvedValue({ expireSeconds: 300, resendSeconds: 60 })
  jest.spyOn(stores.authFlow, 'afterLogin').mockResolvedValue()
})

async function fillPhoneAndCode(page: Awaited<ReturnType<typeof mountPage>>) {
  await page.type('请输入手机号', '13900000000')
  await page.type('请输入验证码', '654321')
}

test('says so when the two passwords differ', async () => {
  const page = await mountPage(RegisterPage, stores)
  await fillPhoneAndCode(page)
  await page.type('请输入用户名', 'new_member')
  await page.type('请设置密码', 'secret123')
  await page.type('请再次输入密码', 'secret124')
  await page.click('.login-submit')
  expect(page.lastToast()).toBe('两次输入的密码不一致')
  expect(regByPhone).not.toHaveBeenCalled()
})

test('applies the username and password rules', async () => {
  const page = await mountPage(RegisterPage, stores)
  await fillPhoneAndCode(page)
  await page.type('请输入用户名', '1abc')
  await page.click('.login-submit')
  expect(page.lastToast()).toBe(USERNAME_RULE_TEXT)
  await page.type('请输入用户名', 'new_member')
  await page.type('请设置密码', 'onlyletters')
  await page.click('.login-submit')
  expect(page.lastToast()).toBe(PASSWORD_RULE_TEXT)
})

test('checks the username when the field is left and says under it when it is taken', async () => {
  jest.mocked(checkUserName).mockResolvedValue({ exists: true })
  const page = await mountPage(RegisterPage, stores)
  await page.type('请输入用户名', 'lin_xiaoyu')
  await page.blur('请输入用户名')
  expect(checkUserName).toHaveBeenCalledWith({ username: 'lin_xiaoyu' }, { hideMsg: true })
  expect(page.text('.login-field__note--error')).toBe('用户名已被使用')
  expect(ui.showToast).not.toHaveBeenCalled()

  // Submitting with the taken name is stopped here rather than by the server.
  await fillPhoneAndCode(page)
  await page.type('请设置密码', 'secret123')
  await page.type('请再次输入密码', 'secret123')
  await page.click('.login-agreement__box')
  jest.mocked(checkUserName).mockClear()
  await page.click('.login-submit')
  expect(regByPhone).not.toHaveBeenCalled()
  expect(page.lastToast()).toBe('请换一个用户名')

  // Typing clears the message.
  await page.type('请输入用户名', 'lin_xiaoyu2')
  expect(page.text('.login-field__note--error')).toBeNull()
})

test('shows the username rule on leaving a malformed name, without asking the server', async () => {
  const page = await mountPage(RegisterPage, stores)
  await page.type('请输入用户名', 'ab')
  await page.blur('请输入用户名')
  expect(checkUserName).not.toHaveBeenCalled()
  expect(page.text('.login-field__note--error')).toBe('4-20位字母、数字或下划线，以字母开头')
})

test('registers with a code sent for the register scene, then hands over to afterLogin', async () => {
  const page = await mountPage(RegisterPage, stores)
  await page.type('请输入手机号', '13900000000')
  await page.click('.login-code-btn')
  expect(sendCaptcha).toHaveBeenCalledWith({ phone: '13900000000', scene: 'register' })
  await page.type('请输入验证码', '654321')
  await page.type('请输入用户名', 'new_member')
  await page.type('请设置密码', 'secret123')
  await page.type('请再次输入密码', 'secret123')
  await page.click('.login-submit')
  expect(page.lastToast()).toBe('请先阅读并同意用户协议')
  await page.click('.login-agreement__box')
  await page.click('.login-submit')
  expect(regByPhone).toHaveBeenCalledWith({
    phone: '13900000000',
    code: '654321',
    username: 'new_member',
    password: 'secret123'
  })
  expect(stores.authFlow.afterLogin).toHaveBeenCalledWith(registered, '注册成功')
})
