import { LOVE_MATCH_API } from '@contract/love-match-api'
import type { CursorReq } from '@contract/love'
import { call, type CallOptions } from './client'

/** Likes a member; `matched` when they like me too (our chat is then open). */
export const likeMember = (userId: number, options?: CallOptions) => call(LOVE_MATCH_API.like, { userId }, options)
/** Takes my like back; a match ends with it, our chat stays. */
export const unlikeMember = (userId: number, options?: CallOptions) => call(LOVE_MATCH_API.unlike, { userId }, options)
export const getLikeState = (userId: number, options?: CallOptions) =>
  call(LOVE_MATCH_API.getLikeState, { userId }, options)
export const getLikeSummary = (options?: CallOptions) => call(LOVE_MATCH_API.getLikeSummary, {}, options)
export const getMyLikesPage = (data: CursorReq, options?: CallOptions) =>
  call(LOVE_MATCH_API.getMyLikesPage, data, options)
/** VIP only: anyone else gets code 40300 and reads the count from getLikeSummary. */
export const getLikedMePage = (data: CursorReq, options?: CallOptions) =>
  call(LOVE_MATCH_API.getLikedMePage, data, options)
export const getMatchPage = (data: CursorReq, options?: CallOptions) => call(LOVE_MATCH_API.getMatchPage, data, options)
/** 每日推荐: the same cards all day on every device. */
export const getDailyPicks = (options?: CallOptions) => call(LOVE_MATCH_API.getDailyPicks, {}, options)
