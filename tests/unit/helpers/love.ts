import type { CursorPage, FavItem, FeedCard, ViewItem } from '@contract/love'
import type { UserInfo } from '@contract/models'
import type { Stores } from '../../../src/stores'

export function feedCard(userId: number, nickname: string, overrides: Partial<FeedCard> = {}): FeedCard {
  return {
    userId,
    nickname,
    avatar: '',
    gender: 'female',
    age: 28,
    height: 165,
    city: '杭州',
    education: 'bachelor',
    occupation: '设计师',
    distanceKm: null,
    presence: null,
    reasons: [],
    isTop: false,
    isBoosted: false,
    isVip: false,
    badges: [],
    ...overrides
  }
}

export function favItem(userId: number, nickname: string, at = new Date().toISOString()): FavItem {
  return { card: feedCard(userId, nickname), at }
}

export function viewItem(userId: number, nickname: string, times = 1, at = new Date().toISOString()): ViewItem {
  return { card: feedCard(userId, nickname), at, firstAt: at, times }
}

export function cursorPage<T>(list: T[], nextCursor = ''): CursorPage<T> {
  return { list, nextCursor }
}

const loveUser: UserInfo = {
  id: 7,
  phone: '13800000007',
  username: 'lily',
  nickname: '莉莉',
  headPic: '',
  hasPassword: true,
  wxBound: false,
  isWhetherLoveUser: true,
  isWhetherVip: false,
  userVipType: 0,
  vipExpiresAt: '',
  createdAt: '2026-01-01T00:00:00Z'
}

/** Logs `stores` in as a member who has (or, with `loveProfile: false`, lacks) a love profile. */
export function logInLoveUser(stores: Stores, loveProfile = true): void {
  stores.session.setLogin({ token: 'tok', needBindPhone: false, needBindWx: false, needCompleteAccount: false })
  stores.session.setUser({ ...loveUser, isWhetherLoveUser: loveProfile })
}
