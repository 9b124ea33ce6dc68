import { LOVE_SOCIAL_API } from '@contract/love-social-api'
import type { CursorReq, ReportReq } from '@contract/love'
import { call, SUBMITTING, type CallOptions } from './client'

/** My centre: profile completeness, VIP, badges and the counts of who viewed and favourited whom. */
export const getLoveCentre = (options?: CallOptions) => call(LOVE_SOCIAL_API.getLoveCentre, {}, options)
export const favMember = (userId: number, options?: CallOptions) => call(LOVE_SOCIAL_API.fav, { userId }, options)
export const unfavMember = (userId: number, options?: CallOptions) => call(LOVE_SOCIAL_API.unfav, { userId }, options)
export const getMyFavPage = (data: CursorReq, options?: CallOptions) =>
  call(LOVE_SOCIAL_API.getMyFavPage, data, options)
export const getViewedPage = (data: CursorReq, options?: CallOptions) =>
  call(LOVE_SOCIAL_API.getViewedPage, data, options)
export const getViewersPage = (data: CursorReq, options?: CallOptions) =>
  call(LOVE_SOCIAL_API.getViewersPage, data, options)
/** VIP only: anyone else gets code 40300. */
export const getFavedMePage = (data: CursorReq, options?: CallOptions) =>
  call(LOVE_SOCIAL_API.getFavedMePage, data, options)
export const reportMember = (data: ReportReq, options?: CallOptions) => call(LOVE_SOCIAL_API.report, data, options)
/** Neither member sees nor messages the other until unblocked. */
export const blockMember = (userId: number, options?: CallOptions) =>
  call(LOVE_SOCIAL_API.block, { userId }, { ...SUBMITTING, ...options })
export const getNoticeCount = (options?: CallOptions) =>
  call(LOVE_SOCIAL_API.getNoticeCount, {}, { hideMsg: true, ...options })
export const markNoticesSeen = (options?: CallOptions) =>
  call(LOVE_SOCIAL_API.markNoticesSeen, {}, { hideMsg: true, ...options })
