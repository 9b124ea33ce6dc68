import TestUtils from '@tarojs/test-utils-react'
import Taro from '@tarojs/taro'
import { loginByPhone } from '../../../src/api/auth'
import { sendCaptcha } from '../../../src/api/system'
import LoginBySmsPage from '../../../src/pages/login/loginBySms'
import { createStores, StoresProvider, type Stores } from '../../../src/stores'
import { mockTaroUi } from '../helpers/taro'

jest.mock('@tarojs/taro', () => {
  const actual = jest.requireActual('@tarojs/taro')
  const { useEffect } = jest.requireActual('react')
  return { ...actual, useDidShow: (show: () => void) => useEffect(() => show(), []) }
})
jest.mock('../../../src/api/auth')
jest.mock('../../../src/api/system')

let stores: Stores
let ui: ReturnType<typeof mockTaroUi>
const result = { token: 't', needBindPhone: false, needBindWx: false, needCompleteAccount: true }

function Page() {
  return (
    <StoresProvider stores={stores}>
      <LoginBySmsPage />
    </StoresProvider>
  )
}

beforeEach(() => {
  jest.clearAllMocks()
  Taro.clearStorageSync()
  ui = mockTaroUi()
  stores = createStores()
  jest.mocked(loginByPhone).mockResolvedValue(result)
  jest.mocked(sendCaptcha).mockResolvedValue({ expireSeconds: 300, resendSeconds: 60 })
  jest.spyOn(stores.authFlow, 'afterLogin').mockResolvedValue()
})

afterEach(() => jest.restoreAllMocks())

async function mountPage() {
  const testUtils = new TestUtils()
  await testUtils.mount(Page, { props: {} })
  const type = async (placeholder: string, value: string) => {
    const el = await testUtils.queries.waitForQuerySelector(`[placeholder="${placeholder}"]`)
    await testUtils.act(async () => {
      el.dispatchEvent(new CustomEvent('input', { detail: { value }, bubbles: true }))
    })
  }
  const click = async (selector: string) => {
    const el = await testUtils.queries.waitForQuerySelector(selector)
    await testUtils.act(async () => {
      testUtils.fireEvent.click(el)
    })
    await new Promise((r) => setTimeout(r, 0))
  }
  const lastToast = () => ui.showToast.mock.calls.at(-1)?.[0]?.title
  return { testUtils, type, click, lastToast }
}

test('asks for a valid phone, a 6-digit code and the agreement before logging in', async () => {
  const { testUtils, type, click, lastToast } = await mountPage()
  await click('.login-submit')
  expect(lastToast()).toBe('请输入正确的手机号')
  await type('请输入手机号', '13800000001')
  await type('请输入验证码', '123')
  await click('.login-submit')
  expect(lastToast()).toBe('请输入6位验证码')
  await type('请输入验证码', '123456')
  await click('.login-submit')
  expect(lastToast()).toBe('请先阅读并同意用户协议')
  expect(loginByPhone).not.toHaveBeenCalled()
  await click('.login-agreement__box')
  await click('.login-submit')
  expect(loginByPhone).toHaveBeenCalledWith({ phone: '13800000001', code: '123456' })
  expect(stores.authFlow.afterLogin).toHaveBeenCalledWith(result)
  testUtils.unmout()
})

test('sends a login code and counts down before another can be requested', async () => {
  const { testUtils, type, click } = await mountPage()
  await type('请输入手机号', '13800000001')
  await click('.login-code-btn')
  expect(sendCaptcha).toHaveBeenCalledWith({ phone: '13800000001', scene: 'login' })
  expect(testUtils.html()).toContain('60s后重新获取')
  await click('.login-code-btn')
  expect(sendCaptcha).toHaveBeenCalledTimes(1)
  testUtils.unmout()
})
