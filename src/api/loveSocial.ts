import { API } from '@contract/api'
import type { CursorReq, ReportReq } from '@contract/love'
import { call, SUBMITTING, type CallOptions } from './client'

export const favMember = (userId: number, options?: CallOptions) => call(API.loveSocial.fav, { userId }, options)
export const unfavMember = (userId: number, options?: CallOptions) => call(API.loveSocial.unfav, { userId }, options)
export const getMyFavPage = (data: CursorReq, options?: CallOptions) => call(API.loveSocial.getMyFavPage, data, options)
export const getViewedPage = (data: CursorReq, options?: CallOptions) =>
  call(API.loveSocial.getViewedPage, data, options)
export const getViewersPage = (data: CursorReq, options?: CallOptions) =>
  call(API.loveSocial.getViewersPage, data, options)
/** VIP only: anyone else gets code 40300. */
export const getFavedMePage = (data: CursorReq, options?: CallOptions) =>
  call(API.loveSocial.getFavedMePage, data, options)
export const reportMember = (data: ReportReq, options?: CallOptions) => call(API.loveSocial.report, data, options)
/** Neither member sees nor messages the other until unblocked. */
export const blockMember = (userId: number, options?: CallOptions) =>
  call(API.loveSocial.block, { userId }, { ...SUBMITTING, ...options })
export const getNoticeCount = (options?: CallOptions) =>
  call(API.loveSocial.getNoticeCount, {}, { hideMsg: true, ...options })
export const markNoticesSeen = (options?: CallOptions) =>
  call(API.loveSocial.markNoticesSeen, {}, { hideMsg: true, ...options })
