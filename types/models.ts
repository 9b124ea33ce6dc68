/** Entities the client receives. Field names follow SPEC §3. */

export interface UserInfo {
  id: number
  phone: string
  username: string
  nickname: string
  /** Never null on the wire: the server sends '' when there is no avatar (SPEC §3). */
  headPic: string
  hasPassword: boolean
  wxBound: boolean
  isWhetherLoveUser: boolean
  isWhetherVip: boolean
  userVipType: number
  /** When the VIP ends (ISO); '' when not VIP. */
  vipExpiresAt: string
  createdAt: string
}

export interface LoginResult {
  token: string
  needBindPhone: boolean
  needBindWx: boolean
  needCompleteAccount: boolean
}

export interface GeographyCity {
  code: string
  name: string
}

export interface GeographyProvince {
  code: string
  name: string
  cities: GeographyCity[]
}

/** Where a point lies, by the names of the province/city list. */
export interface MapRegion {
  province: string
  city: string
  /** '' when unknown. */
  district: string
}

/** A visitor's city by their IP: `fromIp` false means it is the tenant's own city (private or unknown IP). */
export interface IpRegion extends MapRegion {
  fromIp: boolean
}

export interface LatLngReq {
  lat: number
  lng: number
}

/** SPEC §9: the location picker's page size and radius, and the map's zoom range. */
export const PLACE_PAGE_SIZE = 20
export const PLACE_RADIUS_M = 5000
export const MAP_ZOOM = { min: 5, max: 18, default: 16 } as const

export interface SearchPlacesReq {
  keyword: string
  /** Around this point (PLACE_RADIUS_M), else within `city` (else the tenant's city). */
  near?: LatLngReq
  city?: string
  /** 1-based, PLACE_PAGE_SIZE a page. */
  page?: number
}

export interface MapPlace extends MapRegion {
  id: string
  title: string
  address: string
  location: LatLngReq | null
}

export interface PlacePage {
  total: number
  list: MapPlace[]
}

export interface SiteConfig {
  platformName: string
  slogan: string
  logo: string
  pcChannelImage: string
  douYinQrCode: string
  shareImg: string
  memberSloganLogo: string
  whetherShowMatchmakerReg: boolean
  whetherForceAuditFee: boolean
  geographyDto: GeographyProvince[]
}

export type IndexShowType = 'Default' | 'CustomerArea' | 'CustomerWords' | 'CustomerLogo'

export interface CityConfig {
  id: number
  city: string
  bindingDomain: string
  customerQrCode: string
  domainRecord: string
  indexShowType: IndexShowType
  pcBottomContent: string
  isHaveLink: boolean
  customerServicePhone: string
  policeFiling: string
  /** The company that runs the site, shown in the footer and the legal pages; '' shows the platform name. */
  companyName: string
}

export interface TenantDetail {
  tenantId: number
  name: string
  grantPluginIds: number[]
  /** IANA zone of the tenant's city (Asia/Shanghai): every time the app shows is a time there. */
  timeZone: string
  city: CityConfig
}

/** 城市设置, which an admin keeps: the zone every time of the city is in, and 每日推荐's sizes. */
export interface CitySettings {
  timeZone: string
  dailyPicks: number
  vipDailyPicks: number
}
/** Bounds of 每日推荐's sizes, on the settings page and the server alike. */
export const DAILY_PICKS_MIN = 1
export const DAILY_PICKS_MAX = 30
export const DAILY_PICKS_RANGE_TEXT = `需在 ${DAILY_PICKS_MIN}-${DAILY_PICKS_MAX} 人之间`
export const VIP_PICKS_TOO_FEW = 'VIP会员的每日推荐人数不能少于普通会员'

export interface RegAndAccessConfig {
  whetherOpenBrowse: boolean
  whetherOpenReg: boolean
  whetherNeedBindPhone: boolean
  whetherOpenPasswordLogin: boolean
}

export interface LoveConfig {
  whetherNeedAuditLoveUser: boolean
  minAge: number
  maxAge: number
  whetherShowDistance: boolean
}

export type ImageWmType = 'Tile' | 'Corner'

export interface ImageConfig {
  fileDomain: string
  imageWmType: ImageWmType
  wmContent: string
  wmFont: string
  wmFontColor: string
  wmFontSize: number
  wmGravity: string
  wmOpen: boolean
  wmResize: number
  wmRotate: number
  wmTransparency: number
  wmUnitH: number
  wmUnitW: number
  wmXdistance: number
  wmYdistance: number
}

/** Amounts are integer fen (cents); ratios are percentages. */
export interface FinanceConfig {
  balanceName: string
  creditName: string
  canCashout: boolean
  cashoutChargeCommission: boolean
  cashoutCommissionRatio: number
  cashoutCommissionThreshold: number
  cashoutMinAmount: number
  cashoutNeedAudit: boolean
  cashoutThreshold: number
  singleCashoutThreshold: number
  creditBalanceRatio: number
  creditFinanceItems: string[]
}

export const NAVIGATION_NAMES = ['头部主导航一', '头部主导航二', '底部导航', '首页专用导航'] as const
export type NavigationName = (typeof NAVIGATION_NAMES)[number]

export interface NavigationEntry {
  id: number
  name: string
  url: string
  ico: string
  color: string
  whetherOpen: boolean
  lowerLevelNavigation: NavigationEntry[]
}

export interface WxJsapiSignature {
  appId: string
  timestamp: number
  nonceStr: string
  signature: string
}

export interface LoveLoginInfo {
  whetherLoveUser: boolean
  whetherVip: boolean
  userVipType: number
  /** When the VIP ends (ISO); '' when not VIP. */
  vipExpiresAt: string
}

export interface SinglePage {
  id: number
  title: string
  content: string
  updatedAt: string
}

export const SINGLE_PAGE_TITLE_MAX = 30
export const SINGLE_PAGE_CONTENT_MAX = 100_000

/** Staff write a content page (about us, user agreement, privacy policy, a notice) in rich text. */
export interface SaveSinglePageReq {
  id: number
  title: string
  content: string
}

export interface Paged<T> {
  list: T[]
  total: number
  pageNum: number
  pageSize: number
}
