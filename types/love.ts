/** Dating core contract: love profiles, recommendation feed, detail, favourites, views, privacy. */
import type { LOVE_PROFILE_API } from './love-profile-api'
import type { LOVE_FEED_API } from './love-feed-api'
import type { LOVE_SOCIAL_API } from './love-social-api'
import type { Children, Ethnicity } from './love-facts'

export const GENDERS = ['male', 'female'] as const
export type Gender = (typeof GENDERS)[number]
export const GENDER_LABELS: Record<Gender, string> = { male: '男', female: '女' }

/** Ordered: a higher index is a higher degree, so "at least 本科" is an index comparison. */
export const EDUCATIONS = ['junior', 'senior', 'technical', 'college', 'bachelor', 'master', 'doctor'] as const
export type Education = (typeof EDUCATIONS)[number]
export const EDUCATION_LABELS: Record<Education, string> = {
  junior: '初中',
  senior: '高中',
  technical: '中专',
  college: '大专',
  bachelor: '本科',
  master: '硕士',
  doctor: '博士'
}

export const MARITALS = ['single', 'divorced', 'widowed'] as const
export type Marital = (typeof MARITALS)[number]
export const MARITAL_LABELS: Record<Marital, string> = { single: '未婚', divorced: '离异', widowed: '丧偶' }

export const INCOMES = ['lt5k', '5to10k', '10to20k', '20to50k', 'gt50k'] as const
export type Income = (typeof INCOMES)[number]
export const INCOME_LABELS: Record<Income, string> = {
  lt5k: '5千以下',
  '5to10k': '5千-1万',
  '10to20k': '1万-2万',
  '20to50k': '2万-5万',
  gt50k: '5万以上'
}

export const HOUSES = ['none', 'rent', 'own', 'mortgage'] as const
export type House = (typeof HOUSES)[number]
export const HOUSE_LABELS: Record<House, string> = {
  none: '暂无',
  rent: '租房',
  own: '已购房',
  mortgage: '已购房(贷款)'
}

export const CARS = ['none', 'own'] as const
export type Car = (typeof CARS)[number]
export const CAR_LABELS: Record<Car, string> = { none: '暂无', own: '已购车' }

export interface MateRequirement {
  ageMin: number
  ageMax: number
  heightMin: number
  heightMax: number
  /** '' means any. */
  educationMin: Education | ''
  city: string
  marital: Marital | ''
}

/** What a member fills in on signuplove / editinfo. */
export interface LoveProfileInput {
  nickname: string
  gender: Gender
  /** YYYY-MM-DD */
  birthDate: string
  height: number
  weight: number
  education: Education
  occupation: string
  income: Income
  marital: Marital
  hometownProvince: string
  hometownCity: string
  residenceProvince: string
  residenceCity: string
  house: House
  car: Car
  /**
   * '' until the member says. Optional to send: a client from before these facts existed leaves
   * what is stored as it was.
   */
  ethnicity?: Ethnicity | ''
  children?: Children | ''
  aboutMe: string
  mate: MateRequirement
}

export interface LoveProfile extends LoveProfileInput {
  ethnicity: Ethnicity | ''
  children: Children | ''
  userId: number
  age: number
  album: string[]
  /** 0-100 */
  completeness: number
}

/** The member's position from the device, for distances; stored rounded to about 1 km. */
export interface LocationReq {
  lat: number
  lng: number
}

export interface PrivacySettings {
  hideFromFeed: boolean
  photosVipOnly: boolean
  hideAge: boolean
  hideIncome: boolean
  /** Others see no 在线 / 今天活跃 on my card and page. */
  hidePresence: boolean
}

/** What a client sends: one that predates a setting leaves it as it was. */
export type PrivacyInput = Omit<PrivacySettings, 'hidePresence'> & { hidePresence?: boolean }

export interface FeedFilters {
  gender?: Gender
  ageMin?: number
  ageMax?: number
  heightMin?: number
  heightMax?: number
  educationMin?: Education
  city?: string
}

export const PRESENCE_STATES = ['online', 'hour', 'today', 'days'] as const
/**
 * How recently a member was around, never a time: 在线 (online), 刚刚活跃 (within the hour),
 * 今天活跃 (today in the tenant's city), N天前活跃 (`days`, 1 to 30).
 */
export interface Presence {
  state: (typeof PRESENCE_STATES)[number]
  days: number
}

export interface FeedCard {
  userId: number
  nickname: string
  avatar: string
  gender: Gender
  /** null when the member hides it. */
  age: number | null
  height: number
  city: string
  education: Education
  occupation: string
  /** Both members shared their location: km, two decimals; otherwise null (距离未知). */
  distanceKm: number | null
  /** null: the member hides it, or was last around more than 30 days ago. */
  presence: Presence | null
  /** Why this member is recommended, best first ("同城", "学历相符"…). */
  reasons: string[]
  isTop: boolean
  isBoosted: boolean
  isVip: boolean
  badges: string[]
}

export interface CursorPage<T> {
  list: T[]
  /** Pass back to get the next page; '' when there is none. */
  nextCursor: string
}

export type FeedPage = CursorPage<FeedCard>

export interface MemberDetail extends FeedCard {
  weight: number
  income: Income | null
  marital: Marital
  hometown: string
  house: House
  car: Car
  /** '' when the member has not said. */
  ethnicity: Ethnicity | ''
  children: Children | ''
  aboutMe: string
  mate: MateRequirement
  /** Empty when photos are only for VIP members and the viewer is not one. */
  album: string[]
  photosLocked: boolean
  isFav: boolean
}

/** A logged-out visitor's view of the city: `city` is a geography city name; unset means the tenant's city. */
export interface VisitorPreviewReq {
  city?: string
}

/**
 * One member as a logged-out visitor sees them: no name, no id (nothing to open or enumerate),
 * an age band instead of the age, and a blurred copy of the photo, never the original.
 */
export interface VisitorPreviewCard {
  gender: Gender
  /** "25-29岁"; '' when the member hides their age. */
  ageBand: string
  city: string
  education: Education
  /** A blurred copy stored by the server; '' when the member has no photo a visitor may see. */
  photo: string
}

export interface VisitorPreview {
  /** The city shown, as members name it in their profiles ("杭州市"). */
  city: string
  /** How many members of that city the feed shows, for "N位会员" in the invitation. */
  total: number
  cards: VisitorPreviewCard[]
}

export interface LoveCentre {
  completeness: number
  isVip: boolean
  vipType: number
  badges: string[]
  viewedMeCount: number
  iViewedCount: number
  favCount: number
  favedMeCount: number
  /** Of those, how many since I last opened the love centre. */
  newViewedMeCount: number
  newFavedMeCount: number
}

/** Views and favourites of me since I last looked: the dot on the home's member icon. */
export interface NoticeCount {
  count: number
}

/** A member in one of my lists, with when it happened (favourited, blocked). */
export interface FavItem {
  card: FeedCard
  at: string
}

/** One viewer/viewed pair: the last and first visit, and how many. */
export interface ViewItem extends FavItem {
  firstAt: string
  times: number
}

/** Screenshots a report may carry. */
export const REPORT_MAX_IMAGES = 6
export const REPORT_REASONS = ['fake', 'scam', 'harass', 'contact', 'other'] as const
export type ReportReason = (typeof REPORT_REASONS)[number]
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  fake: '资料虚假',
  scam: '疑似诈骗',
  harass: '骚扰辱骂',
  contact: '发布联系方式',
  other: '其他'
}

export interface ReportReq {
  userId: number
  reason: ReportReason
  description: string
  images: string[]
}

export interface Placement {
  kind: 'top' | 'boost'
  startsAt: string
  endsAt: string
  active: boolean
}

export interface CursorReq {
  cursor: string
  pageSize: number
}

export interface UserIdReq {
  userId: number
}

export interface LoveProfileEndpoints {
  [LOVE_PROFILE_API.signUp]: { req: LoveProfileInput; res: LoveProfile }
  [LOVE_PROFILE_API.editInfo]: { req: LoveProfileInput; res: LoveProfile }
  [LOVE_PROFILE_API.getMyProfile]: { req: Record<string, never>; res: LoveProfile }
  [LOVE_SOCIAL_API.getLoveCentre]: { req: Record<string, never>; res: LoveCentre }
  [LOVE_PROFILE_API.setAlbum]: { req: { images: string[] }; res: LoveProfile }
  [LOVE_PROFILE_API.setLocation]: { req: LocationReq; res: { ok: boolean } }
  [LOVE_PROFILE_API.getPrivacy]: { req: Record<string, never>; res: PrivacySettings }
  [LOVE_PROFILE_API.setPrivacy]: { req: PrivacyInput; res: PrivacySettings }
}

export interface LoveFeedEndpoints {
  [LOVE_FEED_API.getRecommendPage]: { req: FeedFilters & CursorReq; res: FeedPage }
  [LOVE_FEED_API.getDetail]: { req: UserIdReq; res: MemberDetail }
  [LOVE_FEED_API.getMyPlacements]: { req: Record<string, never>; res: Placement[] }
  [LOVE_FEED_API.getVisitorPreview]: { req: VisitorPreviewReq; res: VisitorPreview }
}

export interface LoveSocialEndpoints {
  [LOVE_SOCIAL_API.fav]: { req: UserIdReq; res: { ok: boolean } }
  [LOVE_SOCIAL_API.unfav]: { req: UserIdReq; res: { ok: boolean } }
  [LOVE_SOCIAL_API.getMyFavPage]: { req: CursorReq; res: CursorPage<FavItem> }
  [LOVE_SOCIAL_API.getViewedPage]: { req: CursorReq; res: CursorPage<ViewItem> }
  [LOVE_SOCIAL_API.getViewersPage]: { req: CursorReq; res: CursorPage<ViewItem> }
  /** Members who favourited me, newest first: a VIP benefit (ErrorCode.Forbidden for anyone else). */
  [LOVE_SOCIAL_API.getFavedMePage]: { req: CursorReq; res: CursorPage<FavItem> }
  [LOVE_SOCIAL_API.report]: { req: ReportReq; res: { ok: boolean } }
  /** Neither member sees the other anywhere (feed, detail, lists) until unblocked. */
  [LOVE_SOCIAL_API.block]: { req: UserIdReq; res: { ok: boolean } }
  [LOVE_SOCIAL_API.unblock]: { req: UserIdReq; res: { ok: boolean } }
  [LOVE_SOCIAL_API.getBlockedPage]: { req: CursorReq; res: CursorPage<FavItem> }
  /** 0 for a member without a dating profile. */
  [LOVE_SOCIAL_API.getNoticeCount]: { req: Record<string, never>; res: NoticeCount }
  [LOVE_SOCIAL_API.markNoticesSeen]: { req: Record<string, never>; res: { ok: boolean } }
}
