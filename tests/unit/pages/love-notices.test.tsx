import { bodyText, mountPage, setUp, type Ui } from '../helpers/page'
import type { ComponentType } from 'react'
import NoRegPage from '../../../src/pages/love/noreg'
import PreCheatPage from '../../../src/pages/love/precheat'
import type { Stores } from '../../../src/stores'
import { mockPageStack } from '../helpers/taro'
import { logInLoveUser } from '../helpers/love'

let stores: Stores
let ui: Ui

beforeEach(() => {
  ;({ stores, ui } = setUp())
})

const open = (Content: ComponentType) => mountPage(Content, stores)

describe('温馨提示 (no dating profile)', () => {
  test('explains why the profile is needed', async () => {
    const { unmount } = await open(NoRegPage)
    expect(bodyText()).toContain('你还没有完善交友资料')
    expect(bodyText()).toContain('查看他人的详细资料')
    expect(bodyText()).toContain('推荐')
    expect(bodyText()).toContain('不会留下访客记录')
    expect(bodyText()).toContain('谁看过我')
    expect(document.querySelector('.noreg__primary')?.textContent).toBe('去完善资料')
    expect(document.querySelector('.noreg__secondary')?.textContent).toBe('返回首页')
    unmount()
  })

  test('去完善资料 opens the sign-up form for a logged-in member', async () => {
    stores.session.setLogin({ token: 'tok', needBindPhone: false, needBindWx: false, needCompleteAccount: false })
    const { click, unmount } = await open(NoRegPage)
    await click('.noreg__primary')
    expect(ui.redirectTo).toHaveBeenCalledWith({ url: '/member/love/signuplove' })
    expect(ui.navigateTo).not.toHaveBeenCalled()
    unmount()
  })

  test('去完善资料 sends a visitor to log in first', async () => {
    const { click, unmount } = await open(NoRegPage)
    await click('.noreg__primary')
    expect(ui.navigateTo).toHaveBeenCalledWith({ url: '/pages/login/loginBySms' })
    expect(ui.redirectTo).not.toHaveBeenCalled()
    unmount()
  })

  test('返回首页 goes home', async () => {
    const { click, unmount } = await open(NoRegPage)
    await click('.noreg__secondary')
    expect(ui.reLaunch).toHaveBeenCalledWith({ url: '/pages/index/index' })
    unmount()
  })

  test('a member who has a dating profile is not told she lacks one', async () => {
    logInLoveUser(stores)
    const { click, unmount } = await open(NoRegPage)
    expect(bodyText()).not.toContain('还没有完善')
    expect(bodyText()).toContain('你的交友资料已完善')
    await click('.noreg__primary')
    expect(ui.reLaunch).toHaveBeenCalledWith({ url: '/pages/index/index' })
    unmount()
  })
})

describe('防骗提醒 (anti-fraud reminder)', () => {
  test('lists the safety rules', async () => {
    const { unmount } = await open(PreCheatPage)
    for (const rule of ['不要转账汇款', '杀猪盘', '公共场所', '认证', '举报', '验证码', '红娘']) {
      expect(bodyText()).toContain(rule)
    }
    expect(document.querySelectorAll('.precheat__rule').length).toBeGreaterThanOrEqual(7)
    unmount()
  })

  test('我已知晓 goes back', async () => {
    mockPageStack(2)
    const { click, unmount } = await open(PreCheatPage)
    await click('.precheat__ok')
    expect(ui.navigateBack).toHaveBeenCalled()
    unmount()
  })

  test('我已知晓 goes home when the reminder was opened directly', async () => {
    mockPageStack(1)
    const { click, unmount } = await open(PreCheatPage)
    await click('.precheat__ok')
    expect(ui.reLaunch).toHaveBeenCalledWith({ url: '/pages/index/index' })
    unmount()
  })
})
