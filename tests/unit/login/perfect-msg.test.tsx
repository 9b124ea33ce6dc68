import { mountPage, setUp, type Ui } from '../helpers/page'
import { completeAccountPass } from '../../../src/api/member'
import { checkUserName } from '../../../src/api/user'
import LoginByPerfectMsgPage from '../../../src/pages/login/loginByPerfectMsg'
import type { Stores } from '../../../src/stores'
import { logIn, USER } from '../helpers/session'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/member')
jest.mock('../../../src/api/user')

let stores: Stores
let ui: Ui
const completed = { ...USER, username: 'new_member', hasPassword: true }

beforeEach(() => {
  ;({ stores, ui } = setUp())
  jest.mocked(completeAccountPass).mockResolvedValue(completed)
  jest.mocked(checkUserName).mockResolvedValue({ exists: false })
})

test('explains itself, completes the account, updates the session and starts over on the member page', async () => {
  logIn(stores, USER, { needCompleteAccount: true })
  const page = await mountPage(LoginByPerfectMsgPage, stores)
  expect(page.html()).toContain('为什么要设置用户名和密码')

  await page.type('请输入用户名', 'new_member')
  await page.type('请输入密码', 'secret123')
  await page.type('请再次输入密码', 'secret12')
  await page.click('.login-submit')
  expect(page.lastToast()).toBe('两次输入的密码不一致')
  expect(completeAccountPass).not.toHaveBeenCalled()

  await page.type('请再次输入密码', 'secret123')
  await page.click('.login-submit')
  expect(completeAccountPass).toHaveBeenCalledWith({ username: 'new_member', password: 'secret123' })
  expect(stores.session.userInfo?.username).toBe('new_member')
  expect(stores.session.needCompleteAccount).toBe(false)
  expect(page.lastToast()).toBe('账号信息已完善')

  // The toast is read before the page changes (POST_LOGIN_REDIRECT_MS).
  expect(ui.reLaunch).not.toHaveBeenCalled()
  await page.settle(1100)
  expect(ui.reLaunch).toHaveBeenCalledWith({ url: '/member/index' })
})

test('sends a love user to the love centre afterwards', async () => {
  logIn(stores, { ...USER, isWhetherLoveUser: true }, { needCompleteAccount: true })
  jest.mocked(completeAccountPass).mockResolvedValue({ ...completed, isWhetherLoveUser: true })
  const page = await mountPage(LoginByPerfectMsgPage, stores)
  await page.type('请输入用户名', 'new_member')
  await page.type('请输入密码', 'secret123')
  await page.type('请再次输入密码', 'secret123')
  await page.click('.login-submit')
  await page.settle(1100)
  expect(ui.reLaunch).toHaveBeenCalledWith({ url: '/member/love/index' })
})

test('does not flag the member own current username as taken', async () => {
  logIn(stores, { ...USER, username: 'lin_xiaoyu' }, { needCompleteAccount: true })
  jest.mocked(checkUserName).mockResolvedValue({ exists: true })
  const page = await mountPage(LoginByPerfectMsgPage, stores)
  await page.blur('请输入用户名')
  expect(checkUserName).not.toHaveBeenCalled()
  expect(page.html()).not.toContain('login-field__note--error')
})

test('sends a visitor who is not logged in to the login page of the platform', async () => {
  await mountPage(LoginByPerfectMsgPage, stores)
  expect(ui.redirectTo).toHaveBeenCalledWith({ url: '/pages/login/loginBySms' })
})
