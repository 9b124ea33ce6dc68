import TestUtils from '@tarojs/test-utils-react'
import Taro from '@tarojs/taro'
import type { UserInfo } from '../../../types/models'
import { logout } from '../../../src/api/auth'
import { getUser } from '../../../src/api/member'
import MemberIndexPage from '../../../src/member/index'
import { createStores, StoresProvider, type Stores } from '../../../src/stores'
import { mockTaroUi } from '../helpers/taro'

// Taro's page-lifecycle hooks need a mounted Taro app; here "shown" means mounted.
jest.mock('@tarojs/taro', () => {
  const actual = jest.requireActual('@tarojs/taro')
  const { useEffect } = jest.requireActual('react')
  return { ...actual, useDidShow: (show: () => void) => useEffect(() => show(), []) }
})
jest.mock('../../../src/api/auth')
jest.mock('../../../src/api/member')

const user: UserInfo = {
  id: 9,
  phone: '13800000001',
  username: 'lin_xiaoyu',
  nickname: '林小雨',
  headPic: '',
  hasPassword: true,
  wxBound: false,
  isWhetherLoveUser: false,
  isWhetherVip: false,
  userVipType: 0,
  createdAt: '2026-01-01T00:00:00Z'
}

let stores: Stores
let ui: ReturnType<typeof mockTaroUi>

function Page() {
  return (
    <StoresProvider stores={stores}>
      <MemberIndexPage />
    </StoresProvider>
  )
}

beforeEach(() => {
  jest.clearAllMocks()
  Taro.clearStorageSync()
  ui = mockTaroUi()
  stores = createStores()
  stores.session.setLogin({ token: 'tok', needBindPhone: false, needBindWx: false, needCompleteAccount: false })
  stores.session.setUser(user)
  jest.mocked(getUser).mockResolvedValue(user)
  jest.mocked(logout).mockResolvedValue({ ok: true })
})

afterEach(() => jest.restoreAllMocks())

async function clickLogout(confirm: boolean) {
  const modal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm, cancel: !confirm, errMsg: 'ok' })
  const testUtils = new TestUtils()
  await testUtils.mount(Page, { props: {} })
  expect(testUtils.html()).toContain('13800000001')
  expect(testUtils.html()).toContain('林小雨')
  const button = await testUtils.queries.waitForQuerySelector('.member-home__logout')
  await testUtils.act(async () => {
    testUtils.fireEvent.click(button)
  })
  await new Promise((r) => setTimeout(r, 0))
  testUtils.unmout()
  return modal
}

test('shows the phone and asks 确认退出吗？ before logging out', async () => {
  const modal = await clickLogout(true)
  expect(modal).toHaveBeenCalledWith(expect.objectContaining({ content: '确认退出吗？' }))
  expect(logout).toHaveBeenCalled()
  expect(stores.session.isLoggedIn).toBe(false)
  expect(stores.session.userInfo).toBeNull()
  expect(ui.reLaunch).toHaveBeenCalledWith({ url: '/pages/index/index' })
})

test('keeps the session when the member cancels', async () => {
  await clickLogout(false)
  expect(logout).not.toHaveBeenCalled()
  expect(stores.session.isLoggedIn).toBe(true)
})
