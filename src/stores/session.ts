import Taro from '@tarojs/taro'
import { makeAutoObservable } from 'mobx'
import type { LoginResult, LoveLoginInfo, UserInfo } from '@contract/models'
import { ROUTES } from '@/constants/routes'

/** A user as it may arrive from older data: headPic can be null (SPEC §3). */
export type UserInfoInput = Omit<UserInfo, 'headPic'> & { headPic: string | null }

interface SessionSnapshot {
  token: string
  userInfo: UserInfo | null
  needBindPhone: boolean
  needBindWx: boolean
  needCompleteAccount: boolean
  backUrl: string
  pendingPromoterUid: string
}

export const SESSION_STORAGE_KEY = 'session'

function normaliseUser(user: UserInfoInput): UserInfo {
  return { ...user, headPic: user.headPic ?? '' }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/** Who is logged in, persisted in Taro storage so a reload keeps the session. */
export class SessionStore {
  token = ''
  userInfo: UserInfo | null = null
  needBindPhone = false
  needBindWx = false
  needCompleteAccount = false
  /** Where to return after logging in. */
  backUrl = ''
  /** The `uid` of a shared link, kept until a login binds the promoter. */
  pendingPromoterUid = ''

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true })
  }

  get isLoggedIn(): boolean {
    return this.token !== ''
  }

  get isLoveUser(): boolean {
    return this.userInfo?.isWhetherLoveUser === true
  }

  get isVip(): boolean {
    return this.userInfo?.isWhetherVip === true
  }

  /** SPEC §2: love users go to the love centre, others to the member home. */
  get memberTargetRoute(): string {
    return this.isLoveUser ? ROUTES.loveIndex : ROUTES.memberIndex
  }

  /** Reads the persisted session; unknown or malformed fields keep their defaults. */
  restore(): void {
    const raw: unknown = Taro.getStorageSync(SESSION_STORAGE_KEY)
    if (!isRecord(raw)) return
    if (typeof raw.token === 'string') this.token = raw.token
    if (isRecord(raw.userInfo)) this.userInfo = normaliseUser(raw.userInfo as UserInfoInput)
    if (typeof raw.needBindPhone === 'boolean') this.needBindPhone = raw.needBindPhone
    if (typeof raw.needBindWx === 'boolean') this.needBindWx = raw.needBindWx
    if (typeof raw.needCompleteAccount === 'boolean') this.needCompleteAccount = raw.needCompleteAccount
    if (typeof raw.backUrl === 'string') this.backUrl = raw.backUrl
    if (typeof raw.pendingPromoterUid === 'string') this.pendingPromoterUid = raw.pendingPromoterUid
  }

  setLogin(result: LoginResult): void {
    this.token = result.token
    this.needBindPhone = result.needBindPhone
    this.needBindWx = result.needBindWx
    this.needCompleteAccount = result.needCompleteAccount
    this.persist()
  }

  setUser(user: UserInfoInput): void {
    this.userInfo = normaliseUser(user)
    this.persist()
  }

  /** Adds the love-profile flags from checkLoginUserInfo to the user. */
  mergeLoveInfo(info: LoveLoginInfo): void {
    if (!this.userInfo) return
    this.userInfo = {
      ...this.userInfo,
      isWhetherLoveUser: info.whetherLoveUser,
      isWhetherVip: info.whetherVip,
      userVipType: info.userVipType,
      vipExpiresAt: info.vipExpiresAt
    }
    this.persist()
  }

  setNeedCompleteAccount(value: boolean): void {
    this.needCompleteAccount = value
    this.persist()
  }

  setBackUrl(url: string): void {
    this.backUrl = url
    this.persist()
  }

  /** Returns the remembered back target and forgets it. */
  takeBackUrl(): string {
    const url = this.backUrl
    this.setBackUrl('')
    return url
  }

  /** Only numeric ids are promoters; anything else in `uid` is ignored. */
  setPendingPromoterUid(uid: string): void {
    if (!/^[1-9]\d*$/.test(uid)) return
    this.pendingPromoterUid = uid
    this.persist()
  }

  clearPendingPromoterUid(): void {
    this.pendingPromoterUid = ''
    this.persist()
  }

  /** Clears user, token and flags; a pending promoter survives so a later login still binds it. */
  logout(): void {
    this.token = ''
    this.userInfo = null
    this.needBindPhone = false
    this.needBindWx = false
    this.needCompleteAccount = false
    this.backUrl = ''
    this.persist()
  }

  private persist(): void {
    const snapshot: SessionSnapshot = {
      token: this.token,
      userInfo: this.userInfo,
      needBindPhone: this.needBindPhone,
      needBindWx: this.needBindWx,
      needCompleteAccount: this.needCompleteAccount,
      backUrl: this.backUrl,
      pendingPromoterUid: this.pendingPromoterUid
    }
    Taro.setStorageSync(SESSION_STORAGE_KEY, snapshot)
  }
}
