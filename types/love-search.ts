/** 找对象: searching members by name, member number or conditions, and the conditions a member keeps. */
import type { LOVE_SEARCH_API } from './love-search-api'
import type { Car, CursorReq, Education, FeedPage, Gender, House, Income, Marital } from './love'
import type { Children, Ethnicity } from './love-facts'

/** The twelve signs with the first day (MMDD) of each; a sign runs to the day before the next one starts. */
export const ZODIACS = [
  'capricorn',
  'aquarius',
  'pisces',
  'aries',
  'taurus',
  'gemini',
  'cancer',
  'leo',
  'virgo',
  'libra',
  'scorpio',
  'sagittarius'
] as const
export type Zodiac = (typeof ZODIACS)[number]
export const ZODIAC_LABELS: Record<Zodiac, string> = {
  capricorn: '摩羯座',
  aquarius: '水瓶座',
  pisces: '双鱼座',
  aries: '白羊座',
  taurus: '金牛座',
  gemini: '双子座',
  cancer: '巨蟹座',
  leo: '狮子座',
  virgo: '处女座',
  libra: '天秤座',
  scorpio: '天蝎座',
  sagittarius: '射手座'
}
/** Capricorn starts on 12-22 and runs across the new year to 01-19. */
export const ZODIAC_STARTS: Record<Zodiac, string> = {
  capricorn: '1222',
  aquarius: '0120',
  pisces: '0219',
  aries: '0321',
  taurus: '0420',
  gemini: '0521',
  cancer: '0622',
  leo: '0723',
  virgo: '0823',
  libra: '0923',
  scorpio: '1024',
  sagittarius: '1123'
}

/** A member's saved searches are few: a handful of named condition sets, like 珍爱网's 保存条件. */
export const SAVED_SEARCH_MAX = 5
export const SAVED_SEARCH_NAME_MAX = 12
export const SEARCH_KEYWORD_MAX = 20

/**
 * What to look for; every field is optional and unset means 不限. `keyword` is a nickname (part of
 * one) or a member number. Multi-choice fields match any of their values.
 */
export interface SearchCriteria {
  keyword?: string
  gender?: Gender
  ageMin?: number
  ageMax?: number
  heightMin?: number
  heightMax?: number
  educationMin?: Education
  /** Where the member lives, as profiles name it ("杭州市"). */
  city?: string
  /** 籍贯: the member's home town city. */
  hometownCity?: string
  /** At least this income band. */
  incomeMin?: Income
  marital?: Marital[]
  house?: House[]
  car?: Car
  zodiac?: Zodiac
  ethnicity?: Ethnicity
  children?: Children[]
}

export interface SavedSearch {
  id: number
  name: string
  criteria: SearchCriteria
  createdAt: string
}

export interface SaveSearchReq {
  name: string
  criteria: SearchCriteria
}

export interface LoveSearchEndpoints {
  [LOVE_SEARCH_API.search]: { req: SearchCriteria & CursorReq; res: FeedPage }
  [LOVE_SEARCH_API.getSavedSearches]: { req: Record<string, never>; res: SavedSearch[] }
  [LOVE_SEARCH_API.saveSearch]: { req: SaveSearchReq; res: SavedSearch }
  [LOVE_SEARCH_API.deleteSavedSearch]: { req: { id: number }; res: { ok: boolean } }
}
