import TestUtils from '@tarojs/test-utils-react'
import Taro from '@tarojs/taro'
import type { ComponentType } from 'react'
import NoRegPage from '../../../src/pages/love/noreg'
import PreCheatPage from '../../../src/pages/love/precheat'
import { createStores, StoresProvider, type Stores } from '../../../src/stores'
import { mockPageStack, mockTaroUi } from '../helpers/taro'

let stores: Stores
let ui: ReturnType<typeof mockTaroUi>
const flush = () => new Promise((r) => setTimeout(r, 0))
const text = () => document.body.textContent ?? ''

beforeEach(() => {
  jest.clearAllMocks()
  Taro.clearStorageSync()
  ui = mockTaroUi()
  stores = createStores()
})

afterEach(() => jest.restoreAllMocks())

async function mountPage(Content: ComponentType) {
  function Page() {
    return (
      <StoresProvider stores={stores}>
        <Content />
      </StoresProvider>
    )
  }
  const testUtils = new TestUtils()
  await testUtils.mount(Page, { props: {} })
  const click = async (selector: string) => {
    const el = document.querySelector(selector)
    if (!el) throw new Error(`no ${selector}`)
    await testUtils.act(async () => {
      testUtils.fireEvent.click(el)
      await flush()
    })
  }
  return { testUtils, click }
}

describe('温馨提示 (no dating profile)', () => {
  test('explains why the profile is needed', async () => {
    const { testUtils } = await mountPage(NoRegPage)
    expect(text()).toContain('你还没有完善交友资料')
    expect(text()).toContain('查看他人的详细资料')
    expect(text()).toContain('推荐')
    expect(document.querySelector('.noreg__primary')?.textContent).toBe('完善交友资料')
    expect(document.querySelector('.noreg__secondary')?.textContent).toBe('返回首页')
    testUtils.unmout()
  })

  test('完善交友资料 opens the sign-up form for a logged-in member', async () => {
    stores.session.setLogin({ token: 'tok', needBindPhone: false, needBindWx: false, needCompleteAccount: false })
    const { testUtils, click } = await mountPage(NoRegPage)
    await click('.noreg__primary')
    expect(ui.redirectTo).toHaveBeenCalledWith({ url: '/member/love/signuplove' })
    expect(ui.navigateTo).not.toHaveBeenCalled()
    testUtils.unmout()
  })

  test('完善交友资料 sends a visitor to log in first', async () => {
    const { testUtils, click } = await mountPage(NoRegPage)
    await click('.noreg__primary')
    expect(ui.navigateTo).toHaveBeenCalledWith({ url: '/pages/login/loginBySms' })
    expect(ui.redirectTo).not.toHaveBeenCalled()
    testUtils.unmout()
  })

  test('返回首页 goes home', async () => {
    const { testUtils, click } = await mountPage(NoRegPage)
    await click('.noreg__secondary')
    expect(ui.reLaunch).toHaveBeenCalledWith({ url: '/pages/index/index' })
    testUtils.unmout()
  })
})

describe('防骗提醒 (anti-fraud reminder)', () => {
  test('lists the safety rules', async () => {
    const { testUtils } = await mountPage(PreCheatPage)
    for (const rule of ['不要转账汇款', '杀猪盘', '公共场所', '认证', '举报', '验证码', '红娘']) {
      expect(text()).toContain(rule)
    }
    expect(document.querySelectorAll('.precheat__rule').length).toBeGreaterThanOrEqual(7)
    testUtils.unmout()
  })

  test('我已知晓 goes back', async () => {
    mockPageStack(2)
    const { testUtils, click } = await mountPage(PreCheatPage)
    await click('.precheat__ok')
    expect(ui.navigateBack).toHaveBeenCalled()
    testUtils.unmout()
  })

  test('我已知晓 goes home when the reminder was opened directly', async () => {
    mockPageStack(1)
    const { testUtils, click } = await mountPage(PreCheatPage)
    await click('.precheat__ok')
    expect(ui.reLaunch).toHaveBeenCalledWith({ url: '/pages/index/index' })
    testUtils.unmout()
  })
})
