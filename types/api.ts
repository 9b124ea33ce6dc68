import type {
  FinanceConfig,
  GeographyProvince,
  ImageConfig,
  LoginResult,
  LoveConfig,
  LoveLoginInfo,
  NavigationEntry,
  NavigationName,
  RegAndAccessConfig,
  SaveSinglePageReq,
  SinglePage,
  SiteConfig,
  TenantDetail,
  UserInfo,
  WxJsapiSignature
} from './models'
import {
  LOVE_FEED_API,
  LOVE_PROFILE_API,
  LOVE_SOCIAL_API,
  type LoveFeedEndpoints,
  type LoveProfileEndpoints,
  type LoveSocialEndpoints
} from './love'
import { CERTIFICATION_API, type CertificationEndpoints } from './certification'
import { IMAGE_API, ZONE_API, type ImageEndpoints, type ZoneEndpoints } from './content'
import { COMMITMENT_API, type CommitmentEndpoints } from './commitment'
import { FINANCE_API, LOVE_LINE_API } from './finance-api'
import type { FinanceEndpoints, LoveLineEndpoints } from './finance'
import { STAFF_API, type StaffEndpoints } from './staff'
import { MESSAGE_API, type MessageEndpoints } from './message'
import { LOVE_GIFT_API, type LoveGiftEndpoints } from './love-gift'
import { NOTICE_API, type NoticeEndpoints } from './notice'
import { GIFT_API } from './gift-api'
import type { GiftEndpoints } from './gift'
import { AUDIT_API, type AuditEndpoints } from './audit'
import { MODERATION_API, type ModerationEndpoints } from './moderation'
import { REPORT_API, type ReportEndpoints } from './report'
import { ACCOUNT_API, type AccountEndpoints } from './account'
import { ACTIVE_API } from './active-api'
import type { ActiveEndpoints } from './active'
import { XIXUN_API } from './xixun-api'
import type { XixunEndpoints } from './xixun'
import { MATCHMAKER_API } from './matchmaker-api'
import type { MatchmakerEndpoints } from './matchmaker'
import { CRM_API } from './crm-api'
import type { CrmEndpoints } from './crm'
import { APPOINTMENT_API } from './appointment-api'
import type { AppointmentEndpoints } from './appointment'
import { CONTRACT_API } from './contract-api'
import type { ContractEndpoints } from './contract'
import { CUSTOMER_API } from './customer-api'
import type { CustomerEndpoints } from './customer'
import { SALES_LIBRARY_API } from './sales-library-api'
import type { SalesLibraryEndpoints } from './sales-library'

/**
 * Every API path, so neither side types a URL by hand. One group per domain, named as its home on
 * each side: `API.loveFeed` is called from `src/api/loveFeed.ts` and answered by
 * `server/src/modules/love-feed/` (tests/unit/domain-names.test.ts keeps the three in step).
 */
export const API = {
  auth: {
    loginByMaCode: '/common/api/auth/loginByMaCode',
    loginByMaPhone: '/common/api/auth/loginByMaPhone',
    loginByMpCode: '/common/api/auth/loginByMpCode',
    loginByAccount: '/common/api/auth/loginByAccount',
    loginByPhone: '/common/api/auth/loginByPhone',
    checkWechat: '/common/api/auth/checkWechat',
    generateMpAuthUrl: '/common/api/auth/generateMpAuthUrl',
    logout: '/common/api/auth/logout'
  },
  user: {
    regByPhone: '/common/api/user/regByPhone',
    checkPhone: '/common/api/user/checkPhone',
    checkUserName: '/common/api/user/checkUserName'
  },
  system: {
    sendCaptcha: '/common/api/system/sendCaptcha',
    getTenantDetail: '/common/api/system/getTenantDetail'
  },
  member: {
    getUser: '/common/api/member/user/getUser',
    bindPhone: '/common/api/member/user/bindPhone',
    bindPhoneByMa: '/common/api/member/user/bindPhoneByMa',
    bindWxByMpCode: '/common/api/member/user/bindWxByMpCode',
    setAvator: '/common/api/member/user/setAvator',
    setUsername: '/common/api/member/user/setUsername',
    setPassword: '/common/api/member/user/setPassword',
    completeAccountPass: '/common/api/member/user/completeAccountPass'
  },
  config: {
    getSystemBaseConfig: '/common/api/config/getSystemBaseConfig',
    getRegAndAccessConfig: '/common/api/config/getRegAndAccessConfig',
    loveGetConfig: '/love/api/config/getConfig',
    imageGetConfig: '/common/api/image/getConfig',
    finOrderGetConfig: '/common/api/finOrder/getConfig'
  },
  navigation: {
    getNavigationByName: '/common/api/navigation/getNavigationByName'
  },
  wx: {
    getWxJsapiSignature: '/common/api/wx/getWxJsapiSignature'
  },
  love: {
    checkLoginUserInfo: '/love/api/user/checkLoginUserInfo',
    saveExtensionDetail: '/love/api/extension/saveExtensionDetail'
  },
  geography: {
    getAllProvinceMore: '/common/api/geography/getAllProvinceMore'
  },
  singlePage: {
    getSinglePage: '/common/api/singlePage/getSinglePage',
    staffSavePage: '/common/api/singlePage/staff/savePage'
  },
  finance: FINANCE_API,
  loveLine: LOVE_LINE_API,
  loveProfile: LOVE_PROFILE_API,
  loveFeed: LOVE_FEED_API,
  loveSocial: LOVE_SOCIAL_API,
  certification: CERTIFICATION_API,
  staff: STAFF_API,
  image: IMAGE_API,
  zone: ZONE_API,
  matchmaker: MATCHMAKER_API,
  commitment: COMMITMENT_API,
  message: MESSAGE_API,
  loveGift: LOVE_GIFT_API,
  notice: NOTICE_API,
  gift: GIFT_API,
  audit: AUDIT_API,
  moderation: MODERATION_API,
  report: REPORT_API,
  account: ACCOUNT_API,
  active: ACTIVE_API,
  xixun: XIXUN_API,
  crm: CRM_API,
  appointment: APPOINTMENT_API,
  contract: CONTRACT_API,
  customer: CUSTOMER_API,
  salesLibrary: SALES_LIBRARY_API
} as const

export type Empty = Record<string, never>

export type CaptchaScene = 'login' | 'register' | 'bindPhone' | 'resetPassword'

export interface CodeReq {
  code: string
}
export interface MaCodeLoginResult extends LoginResult {
  /** false: no member has this mini-program account yet; ask for the phone number. */
  registered: boolean
}
/** SPEC §3 login-by-phone payload (mini-program phone button). */
export interface LoginByMaPhoneReq {
  code: string
  phoneEncryptedData: string
  phoneIv: string
  userEncryptedData?: string
  userIv?: string
  customerAvatarBase64?: string
  customerUserName?: string
}
export interface LoginByAccountReq {
  /** Username or mobile number. */
  account: string
  password: string
}
export interface PhoneCodeReq {
  phone: string
  code: string
}
export interface CheckWechatRes {
  wxLoginEnabled: boolean
  mode: 'http' | 'dev'
}
export interface GenerateMpAuthUrlReq {
  redirectUrl: string
  state?: string
}
export interface UrlRes {
  url: string
}
export interface RegByPhoneReq {
  phone: string
  code: string
  username: string
  password: string
}
export interface PhoneReq {
  phone: string
}
export interface UsernameReq {
  username: string
}
export interface ExistsRes {
  exists: boolean
}
export interface SendCaptchaReq {
  phone: string
  scene: CaptchaScene
}
export interface SendCaptchaRes {
  expireSeconds: number
  resendSeconds: number
}
export interface BindPhoneByMaReq {
  code: string
  phoneEncryptedData: string
  phoneIv: string
}
export interface SetAvatorReq {
  headPic: string
}
export interface SetPasswordReq {
  password: string
  /** Needed when a password is already set, unless an SMS code is given. */
  oldPassword?: string
  code?: string
}
export interface CompleteAccountReq {
  username: string
  password: string
}
export interface NavigationReq {
  name: NavigationName
}
export interface UrlReq {
  url: string
}
export interface IdReq {
  id: number
}
export interface BoundRes {
  bound: boolean
}
export interface PageReq {
  pageNum: number
  pageSize: number
}
export interface OkRes {
  ok: boolean
}

/** Request and response body per path: the single contract both sides compile against. */
export interface Endpoints
  extends
    LoveProfileEndpoints,
    LoveFeedEndpoints,
    LoveSocialEndpoints,
    LoveLineEndpoints,
    CertificationEndpoints,
    StaffEndpoints,
    ImageEndpoints,
    ZoneEndpoints,
    MatchmakerEndpoints,
    CommitmentEndpoints,
    MessageEndpoints,
    LoveGiftEndpoints,
    NoticeEndpoints,
    GiftEndpoints,
    AuditEndpoints,
    ModerationEndpoints,
    ReportEndpoints,
    AccountEndpoints,
    ActiveEndpoints,
    XixunEndpoints,
    CrmEndpoints,
    AppointmentEndpoints,
    ContractEndpoints,
    CustomerEndpoints,
    SalesLibraryEndpoints,
    FinanceEndpoints {
  [API.auth.loginByMaCode]: { req: CodeReq; res: MaCodeLoginResult }
  [API.auth.loginByMaPhone]: { req: LoginByMaPhoneReq; res: LoginResult }
  [API.auth.loginByMpCode]: { req: CodeReq; res: LoginResult }
  [API.auth.loginByAccount]: { req: LoginByAccountReq; res: LoginResult }
  [API.auth.loginByPhone]: { req: PhoneCodeReq; res: LoginResult }
  [API.auth.checkWechat]: { req: Empty; res: CheckWechatRes }
  [API.auth.generateMpAuthUrl]: { req: GenerateMpAuthUrlReq; res: UrlRes }
  [API.auth.logout]: { req: Empty; res: OkRes }
  [API.user.regByPhone]: { req: RegByPhoneReq; res: LoginResult }
  [API.user.checkPhone]: { req: PhoneReq; res: ExistsRes }
  [API.user.checkUserName]: { req: UsernameReq; res: ExistsRes }
  [API.system.sendCaptcha]: { req: SendCaptchaReq; res: SendCaptchaRes }
  [API.system.getTenantDetail]: { req: Empty; res: TenantDetail }
  [API.member.getUser]: { req: Empty; res: UserInfo }
  [API.member.bindPhone]: { req: PhoneCodeReq; res: UserInfo }
  [API.member.bindPhoneByMa]: { req: BindPhoneByMaReq; res: UserInfo }
  [API.member.bindWxByMpCode]: { req: CodeReq; res: UserInfo }
  [API.member.setAvator]: { req: SetAvatorReq; res: UserInfo }
  [API.member.setUsername]: { req: UsernameReq; res: UserInfo }
  [API.member.setPassword]: { req: SetPasswordReq; res: OkRes }
  [API.member.completeAccountPass]: { req: CompleteAccountReq; res: UserInfo }
  [API.config.getSystemBaseConfig]: { req: Empty; res: SiteConfig }
  [API.config.getRegAndAccessConfig]: { req: Empty; res: RegAndAccessConfig }
  [API.config.loveGetConfig]: { req: Empty; res: LoveConfig }
  [API.config.imageGetConfig]: { req: Empty; res: ImageConfig }
  [API.config.finOrderGetConfig]: { req: Empty; res: FinanceConfig }
  [API.navigation.getNavigationByName]: { req: NavigationReq; res: NavigationEntry[] }
  [API.wx.getWxJsapiSignature]: { req: UrlReq; res: WxJsapiSignature }
  [API.love.checkLoginUserInfo]: { req: Empty; res: LoveLoginInfo }
  [API.love.saveExtensionDetail]: { req: IdReq; res: BoundRes }
  [API.geography.getAllProvinceMore]: { req: Empty; res: GeographyProvince[] }
  [API.singlePage.getSinglePage]: { req: IdReq; res: SinglePage }
  [API.singlePage.staffSavePage]: { req: SaveSinglePageReq; res: SinglePage }
}

export type ApiPath = keyof Endpoints
export type ReqOf<P extends ApiPath> = Endpoints[P]['req']
export type ResOf<P extends ApiPath> = Endpoints[P]['res']
