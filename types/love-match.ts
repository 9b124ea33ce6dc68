/**
 * 喜欢 / 相互喜欢 and 每日推荐. A like is private until it is mutual: the liked member learns that
 * someone likes them (a count, blurred faces), and only a VIP sees who. When both like each other
 * they match: both are told, and their chat opens without spending a new-chat allowance.
 */
import type { CursorPage, CursorReq, FavItem, FeedCard, UserIdReq } from './love'
import type { LOVE_MATCH_API } from './love-match-api'

/** Where I stand with a member: whether I like them, and whether we like each other. */
export interface LikeState {
  liked: boolean
  matched: boolean
}

/** The counts of the three lists; who likes me (`likedMeFaces`, blurred) only while I am not VIP. */
export interface LikeSummary {
  isVip: boolean
  likedCount: number
  likedMeCount: number
  matchCount: number
  /** Up to a few blurred faces of members who like me, for a member who may not see who they are. */
  likedMeFaces: string[]
}

/** A list row: the member's card and when the like (or the match) happened. */
export type LikeItem = FavItem

/** The day's picks: the day in the city's calendar, and the cards, each with the feed's reasons. */
export interface DailyPicks {
  day: string
  cards: FeedCard[]
}

export interface LoveMatchEndpoints {
  /** Idempotent: liking again changes nothing; `matched` when the other member likes me too. */
  [LOVE_MATCH_API.like]: { req: UserIdReq; res: LikeState }
  /** Undoes my like; a match between us ends with it (our chat stays). */
  [LOVE_MATCH_API.unlike]: { req: UserIdReq; res: LikeState }
  [LOVE_MATCH_API.getLikeState]: { req: UserIdReq; res: LikeState }
  [LOVE_MATCH_API.getLikeSummary]: { req: Record<string, never>; res: LikeSummary }
  [LOVE_MATCH_API.getMyLikesPage]: { req: CursorReq; res: CursorPage<LikeItem> }
  /** VIP only (ErrorCode.Forbidden for anyone else, who sees LikeSummary's count and faces). */
  [LOVE_MATCH_API.getLikedMePage]: { req: CursorReq; res: CursorPage<LikeItem> }
  [LOVE_MATCH_API.getMatchPage]: { req: CursorReq; res: CursorPage<LikeItem> }
  [LOVE_MATCH_API.getDailyPicks]: { req: Record<string, never>; res: DailyPicks }
}
