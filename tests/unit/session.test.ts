import Taro from '@tarojs/taro'
import type { UserInfo } from '@contract/models'
import { SESSION_STORAGE_KEY, SessionStore, type UserInfoInput } from '../../src/stores/session'

const user: UserInfoInput = {
  id: 1,
  phone: '13800000000',
  username: 'amy',
  nickname: 'Amy',
  headPic: null,
  hasPassword: true,
  wxBound: false,
  isWhetherLoveUser: false,
  isWhetherVip: false,
  userVipType: 0,
  vipExpiresAt: '',
  createdAt: '2026-01-01T00:00:00Z'
}

const login = { token: 'tok-1', needBindPhone: true, needBindWx: false, needCompleteAccount: true }

beforeEach(() => Taro.clearStorageSync())

test('starts logged out', () => {
  const session = new SessionStore()
  session.restore()
  expect(session.isLoggedIn).toBe(false)
  expect(session.userInfo).toBeNull()
})

test('setLogin and setUser are persisted and restored by a new store', () => {
  const first = new SessionStore()
  first.setLogin(login)
  first.setUser(user)
  first.setBackUrl('/pages/about/index')
  first.setPendingPromoterUid('42')

  const second = new SessionStore()
  second.restore()
  expect(second.token).toBe('tok-1')
  expect(second.isLoggedIn).toBe(true)
  expect(second.needBindPhone).toBe(true)
  expect(second.needBindWx).toBe(false)
  expect(second.needCompleteAccount).toBe(true)
  expect(second.userInfo?.username).toBe('amy')
  expect(second.backUrl).toBe('/pages/about/index')
  expect(second.pendingPromoterUid).toBe('42')
})

test('a null headPic becomes the empty string, from the API and from storage', () => {
  const session = new SessionStore()
  session.setUser(user)
  expect(session.userInfo?.headPic).toBe('')

  Taro.setStorageSync(SESSION_STORAGE_KEY, { token: 't', userInfo: { ...user, headPic: null } })
  const restored = new SessionStore()
  restored.restore()
  expect(restored.userInfo?.headPic).toBe('')
})

test('malformed storage is ignored', () => {
  Taro.setStorageSync(SESSION_STORAGE_KEY, { token: 5, userInfo: 'x', needBindPhone: 'yes' })
  const session = new SessionStore()
  session.restore()
  expect(session.token).toBe('')
  expect(session.userInfo).toBeNull()
  expect(session.needBindPhone).toBe(false)
})

test('memberTargetRoute: love users go to the love centre, others to the member home', () => {
  const session = new SessionStore()
  expect(session.memberTargetRoute).toBe('/member/index')
  session.setUser({ ...user, isWhetherLoveUser: true })
  expect(session.memberTargetRoute).toBe('/member/love/index')
})

test('mergeLoveInfo sets the love and VIP flags on the user', () => {
  const session = new SessionStore()
  session.setUser(user)
  session.mergeLoveInfo({ whetherLoveUser: true, whetherVip: true, userVipType: 2, vipExpiresAt: '' })
  const merged: UserInfo | null = session.userInfo
  expect(merged).toMatchObject({ isWhetherLoveUser: true, isWhetherVip: true, userVipType: 2, vipExpiresAt: '' })
  expect(session.isLoveUser).toBe(true)
  expect(session.isVip).toBe(true)
})

test('logout clears user, token and flags but keeps a pending promoter', () => {
  const session = new SessionStore()
  session.setLogin(login)
  session.setUser(user)
  session.setPendingPromoterUid('9')
  session.logout()
  expect(session).toMatchObject({
    token: '',
    userInfo: null,
    needBindPhone: false,
    needBindWx: false,
    needCompleteAccount: false,
    pendingPromoterUid: '9'
  })
  const restored = new SessionStore()
  restored.restore()
  expect(restored.isLoggedIn).toBe(false)
})

test('only numeric promoter uids are kept', () => {
  const session = new SessionStore()
  session.setPendingPromoterUid('abc')
  expect(session.pendingPromoterUid).toBe('')
  session.setPendingPromoterUid('0')
  expect(session.pendingPromoterUid).toBe('')
  session.setPendingPromoterUid('17')
  expect(session.pendingPromoterUid).toBe('17')
})

test('takeBackUrl returns the back target once', () => {
  const session = new SessionStore()
  session.setBackUrl('/member/finance')
  expect(session.takeBackUrl()).toBe('/member/finance')
  expect(session.takeBackUrl()).toBe('')
})
