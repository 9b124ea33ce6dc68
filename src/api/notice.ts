import { NOTICE_API } from '@contract/notice-api'
import type { CursorReq } from '@contract/love'
import type { GrantSubscribeReq } from '@contract/notice'
import { call, type CallOptions } from './client'

export const getNoticePage = (data: CursorReq, options?: CallOptions) => call(NOTICE_API.getNoticePage, data, options)
/** Quiet: tapping a notice opens it whether or not the read marker got through. */
export const markNoticeRead = (noticeId: number, options?: CallOptions) =>
  call(NOTICE_API.markRead, { noticeId }, { hideMsg: true, ...options })
export const markAllNoticesRead = (options?: CallOptions) => call(NOTICE_API.markAllRead, {}, options)
/** Quiet: without them the mini-program simply asks for no subscription. */
export const getSubscribeTemplates = (options?: CallOptions) =>
  call(NOTICE_API.getSubscribeTemplates, {}, { hideMsg: true, ...options })
export const grantSubscribe = (data: GrantSubscribeReq, options?: CallOptions) =>
  call(NOTICE_API.grantSubscribe, data, { hideMsg: true, ...options })
