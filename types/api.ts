import type {
  CitySettings,
  FinanceConfig,
  GeographyProvince,
  ImageConfig,
  IpRegion,
  LatLngReq,
  LoginResult,
  LoveConfig,
  LoveLoginInfo,
  MapRegion,
  NavigationEntry,
  NavigationName,
  PlacePage,
  RegAndAccessConfig,
  SaveSinglePageReq,
  SearchPlacesReq,
  SinglePage,
  SiteConfig,
  TenantDetail,
  UserInfo,
  WxJsapiSignature
} from './models'
import { AUTH_API } from './auth-api'
import { USER_API } from './user-api'
import { SYSTEM_API } from './system-api'
import { MEMBER_API } from './member-api'
import { CONFIG_API } from './config-api'
import { NAVIGATION_API } from './navigation-api'
import { WX_API } from './wx-api'
import { LOVE_API } from './love-api'
import { GEOGRAPHY_API } from './geography-api'
import { SINGLE_PAGE_API } from './single-page-api'
import { FINANCE_API } from './finance-api'
import { LOVE_LINE_API } from './love-line-api'
import { LOVE_PROFILE_API } from './love-profile-api'
import { LOVE_FEED_API } from './love-feed-api'
import { LOVE_SOCIAL_API } from './love-social-api'
import { LOVE_MATCH_API } from './love-match-api'
import { LOVE_SEARCH_API } from './love-search-api'
import { CERTIFICATION_API } from './certification-api'
import { STAFF_API } from './staff-api'
import { IMAGE_API } from './image-api'
import { ZONE_API } from './zone-api'
import { MATCHMAKER_API } from './matchmaker-api'
import { COMMITMENT_API } from './commitment-api'
import { MESSAGE_API } from './message-api'
import { LOVE_GIFT_API } from './love-gift-api'
import { NOTICE_API } from './notice-api'
import { GIFT_API } from './gift-api'
import { AUDIT_API } from './audit-api'
import { MODERATION_API } from './moderation-api'
import { REPORT_API } from './report-api'
import { ACCOUNT_API } from './account-api'
import { ACTIVE_API } from './active-api'
import { XIXUN_API } from './xixun-api'
import { CRM_API } from './crm-api'
import { APPOINTMENT_API } from './appointment-api'
import { CONTRACT_API } from './contract-api'
import { PROMOTION_API } from './promotion-api'
import { CUSTOMER_API } from './customer-api'
import { SALES_LIBRARY_API } from './sales-library-api'
import { POSTER_API } from './poster-api'
import type { LoveFeedEndpoints, LoveProfileEndpoints, LoveSocialEndpoints } from './love'
import type { LoveMatchEndpoints } from './love-match'
import type { CertificationEndpoints } from './certification'
import type { ImageEndpoints, ZoneEndpoints } from './content'
import type { CommitmentEndpoints } from './commitment'
import type { FinanceEndpoints, LoveLineEndpoints } from './finance'
import type { StaffEndpoints } from './staff'
import type { MessageEndpoints } from './message'
import type { LoveGiftEndpoints } from './love-gift'
import type { NoticeEndpoints } from './notice'
import type { GiftEndpoints } from './gift'
import type { AuditEndpoints } from './audit'
import type { ModerationEndpoints } from './moderation'
import type { ReportEndpoints } from './report'
import type { AccountEndpoints } from './account'
import type { ActiveEndpoints } from './active'
import type { XixunEndpoints } from './xixun'
import type { MatchmakerEndpoints } from './matchmaker'
import type { CrmEndpoints } from './crm'
import type { AppointmentEndpoints } from './appointment'
import type { ContractEndpoints } from './contract'
import type { PromotionEndpoints } from './promotion'
import type { CustomerEndpoints } from './customer'
import type { SalesLibraryEndpoints } from './sales-library'
import type { LoveSearchEndpoints } from './love-search'
import type { PosterEndpoints } from './poster'

/**
 * Every API path, so neither side types a URL by hand. One group per domain, named as its home on
 * each side: `API.loveFeed` is called from `src/api/loveFeed.ts` and answered by
 * `server/src/modules/love-feed/` (tests/unit/domain-names.test.ts keeps the three in step). Each
 * group's object lives in types/<group>-api.ts: the server reads them all through `API`, while a
 * client module imports its own group's object alone, so the app bundle does not carry every path.
 */
export const API = {
  auth: AUTH_API,
  user: USER_API,
  system: SYSTEM_API,
  member: MEMBER_API,
  config: CONFIG_API,
  navigation: NAVIGATION_API,
  wx: WX_API,
  love: LOVE_API,
  geography: GEOGRAPHY_API,
  singlePage: SINGLE_PAGE_API,
  finance: FINANCE_API,
  loveLine: LOVE_LINE_API,
  loveProfile: LOVE_PROFILE_API,
  loveFeed: LOVE_FEED_API,
  loveSocial: LOVE_SOCIAL_API,
  loveMatch: LOVE_MATCH_API,
  loveSearch: LOVE_SEARCH_API,
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
  promotion: PROMOTION_API,
  customer: CUSTOMER_API,
  salesLibrary: SALES_LIBRARY_API,
  poster: POSTER_API
} as const

export type Empty = Record<string, never>

export type CaptchaScene = 'login' | 'register' | 'bindPhone' | 'resetPassword' | 'deleteAccount'

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
    LoveMatchEndpoints,
    LoveSearchEndpoints,
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
    PromotionEndpoints,
    CustomerEndpoints,
    SalesLibraryEndpoints,
    PosterEndpoints,
    FinanceEndpoints {
  [API.auth.loginByMaCode]: { req: CodeReq; res: MaCodeLoginResult }
  [API.auth.loginByMaPhone]: { req: LoginByMaPhoneReq; res: LoginResult }
  [API.auth.loginByMpCode]: { req: CodeReq; res: LoginResult }
  [API.auth.loginByAccount]: { req: LoginByAccountReq; res: LoginResult }
  [API.auth.loginByPhone]: { req: PhoneCodeReq; res: LoginResult }
  [API.auth.checkWechat]: { req: Empty; res: CheckWechatRes }
  [API.auth.generateMpAuthUrl]: { req: GenerateMpAuthUrlReq; res: UrlRes }
  [API.auth.logout]: { req: Empty; res: OkRes }
  [API.auth.regByPhone]: { req: RegByPhoneReq; res: LoginResult }
  [API.user.checkPhone]: { req: PhoneReq; res: ExistsRes }
  [API.user.checkUserName]: { req: UsernameReq; res: ExistsRes }
  [API.user.getIpRegionByIp]: { req: Empty; res: IpRegion }
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
  [API.config.getCitySettings]: { req: Empty; res: CitySettings }
  [API.config.saveCitySettings]: { req: CitySettings; res: CitySettings }
  [API.navigation.getNavigationByName]: { req: NavigationReq; res: NavigationEntry[] }
  [API.wx.getWxJsapiSignature]: { req: UrlReq; res: WxJsapiSignature }
  [API.love.checkLoginUserInfo]: { req: Empty; res: LoveLoginInfo }
  [API.love.saveExtensionDetail]: { req: IdReq; res: BoundRes }
  [API.geography.getAllProvinceMore]: { req: Empty; res: GeographyProvince[] }
  [API.geography.reverseGeocode]: { req: LatLngReq; res: MapRegion }
  [API.geography.searchPlaces]: { req: SearchPlacesReq; res: PlacePage }
  [API.singlePage.getSinglePage]: { req: IdReq; res: SinglePage }
  [API.singlePage.staffSavePage]: { req: SaveSinglePageReq; res: SinglePage }
}

export type ApiPath = keyof Endpoints
export type ReqOf<P extends ApiPath> = Endpoints[P]['req']
export type ResOf<P extends ApiPath> = Endpoints[P]['res']
