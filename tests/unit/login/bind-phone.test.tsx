import { mountPage, setUp, type Ui } from '../helpers/page'
import { bindPhone } from '../../../src/api/member'
import { sendCaptcha } from '../../../src/api/system'
import LoginByBindPhonePage from '../../../src/pages/login/loginByBindPhone'
import type { Stores } from '../../../src/stores'
import { mockPageStack } from '../helpers/taro'
import { logIn, USER } from '../helpers/session'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/member')
jest.mock('../../../src/api/system')

let stores: Stores
let ui: Ui
const noPhone = { ...USER, phone: '' }

beforeEach(() => {
  ;({ stores, ui } = setUp())
  jest.mocked(bindPhone).mockResolvedValue({ ...USER, phone: '13900000000' })
  jest.mocked(sendCaptcha).mockResolvedValue({ expireSeconds: 300, resendSeconds: 60 })
})

test('binds a phone with a code of the bindPhone scene and returns to the page that asked', async () => {
  logIn(stores, noPhone, { needBindPhone: true })
  mockPageStack(2)
  const page = await mountPage(LoginByBindPhonePage, stores)
  expect(page.html()).not.toContain('微信手机号快捷绑定')
  await page.type('请输入手机号', '13900000000')
  await page.click('.login-code-btn')
  expect(sendCaptcha).toHaveBeenCalledWith({ phone: '13900000000', scene: 'bindPhone' })
  await page.type('请输入验证码', '12345')
  await page.clickText('确认绑定')
  expect(page.lastToast()).toBe('请输入6位验证码')
  await page.type('请输入验证码', '123456')
  await page.clickText('确认绑定')
  expect(bindPhone).toHaveBeenCalledWith({ phone: '13900000000', code: '123456' })
  expect(stores.session.userInfo?.phone).toBe('13900000000')
  expect(page.lastToast()).toBe('手机号绑定成功')
  // The toast is read before the page changes.
  expect(ui.navigateBack).not.toHaveBeenCalled()
  await page.settle(1100)
  expect(ui.navigateBack).toHaveBeenCalled()
})

test('goes to the member page when nothing is behind it', async () => {
  logIn(stores, noPhone, { needBindPhone: true })
  mockPageStack(1)
  const page = await mountPage(LoginByBindPhonePage, stores)
  await page.type('请输入手机号', '13900000000')
  await page.type('请输入验证码', '123456')
  await page.clickText('确认绑定')
  await page.settle(1100)
  expect(ui.reLaunch).toHaveBeenCalledWith({ url: '/member/index' })
})

test('a visitor logs in first and comes back here', async () => {
  await mountPage(LoginByBindPhonePage, stores)
  expect(stores.session.backUrl).toBe('/pages/login/loginByBindPhone')
  expect(ui.redirectTo).toHaveBeenCalledWith({ url: '/pages/login/loginBySms' })
})
