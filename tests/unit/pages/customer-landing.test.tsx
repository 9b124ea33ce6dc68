import { mountPage, setUp, type Ui } from '../helpers/page'
import { recordVisit } from '../../../src/api/crm'
import CustomerLandingPage from '../../../src/member/love/customer-landing-page'
import type { Stores } from '../../../src/stores'
import { route, trigger } from '../helpers/lifecycle'
import { logIn } from '../helpers/session'

jest.mock('@tarojs/taro', () => require('../helpers/lifecycle').taroWithLifecycle())
jest.mock('../../../src/api/crm')

let stores: Stores
let ui: Ui

beforeEach(() => {
  ;({ stores, ui } = setUp())
  route.params = { mid: '42' }
  jest.mocked(recordVisit).mockResolvedValue({ converted: true })
})

test('a visitor is asked to log in first; nothing is recorded for her until she has', async () => {
  const p = await mountPage(CustomerLandingPage, stores)
  expect(ui.navigateTo).toHaveBeenCalledWith({ url: '/pages/login/loginBySms' })
  expect(recordVisit).not.toHaveBeenCalled()

  logIn(stores)
  await p.run(() => trigger('show'))
  expect(recordVisit).toHaveBeenCalledWith({ referrerId: 42 }, { hideMsg: true })
  expect(ui.showToast).toHaveBeenCalledWith({ title: '已为你对接专属红娘', icon: 'none' })
  expect(ui.reLaunch).toHaveBeenCalledWith({ url: '/pages/index/index' })
})

test('back without logging in, she goes home and is not asked again', async () => {
  const p = await mountPage(CustomerLandingPage, stores)
  await p.run(() => trigger('show'))
  expect(ui.navigateTo).toHaveBeenCalledTimes(1)
  expect(ui.reLaunch).toHaveBeenCalledWith({ url: '/pages/index/index' })
  expect(recordVisit).not.toHaveBeenCalled()
})

test('a member already followed by another matchmaker goes home without the toast', async () => {
  logIn(stores)
  jest.mocked(recordVisit).mockResolvedValue({ converted: false })
  await mountPage(CustomerLandingPage, stores)
  expect(recordVisit).toHaveBeenCalledWith({ referrerId: 42 }, { hideMsg: true })
  expect(ui.showToast).not.toHaveBeenCalled()
  expect(ui.reLaunch).toHaveBeenCalledWith({ url: '/pages/index/index' })
})
