import type { LoginResult, UserInfo } from '@contract/models'
import type { Stores } from '../../../src/stores'

/** A member who has just signed up: no name, no password, no love profile. */
export const USER: UserInfo = {
  id: 9,
  phone: '13800000001',
  username: '',
  nickname: '',
  headPic: '',
  hasPassword: false,
  wxBound: false,
  isWhetherLoveUser: false,
  isWhetherVip: false,
  userVipType: 0,
  vipExpiresAt: '',
  createdAt: '2026-01-01T00:00:00Z'
}

/** USER with the fields a test cares about changed. */
export const userInfo = (overrides: Partial<UserInfo> = {}): UserInfo => ({ ...USER, ...overrides })

export const LOGIN_RESULT: LoginResult = {
  token: 't',
  needBindPhone: false,
  needBindWx: false,
  needCompleteAccount: true
}

/** Logs `stores` in as `user`, with nothing left to bind or complete unless `flags` says so. */
export function logIn(stores: Stores, user: UserInfo = USER, flags: Partial<LoginResult> = {}): void {
  stores.session.setLogin({ ...LOGIN_RESULT, needCompleteAccount: false, ...flags })
  stores.session.setUser(user)
}
