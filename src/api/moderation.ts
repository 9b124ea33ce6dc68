import { API } from '@contract/api'
import type { CursorReq } from '@contract/love'
import type { ModerationConfig, RejectReviewReq, ReviewIdReq } from '@contract/moderation'
import { call, SUBMITTING, type CallOptions } from './client'

/** Background read for the member's own pages: a hiccup must not toast over the page. */
export const getMyReviews = (options?: CallOptions) =>
  call(API.moderation.getMyReviews, {}, { hideMsg: true, ...options })
export const staffGetReviewQueue = (data: CursorReq, options?: CallOptions) =>
  call(API.moderation.getQueue, data, options)
export const staffApproveReview = (data: ReviewIdReq, options?: CallOptions) =>
  call(API.moderation.approve, data, { ...SUBMITTING, ...options })
export const staffRejectReview = (data: RejectReviewReq, options?: CallOptions) =>
  call(API.moderation.reject, data, { ...SUBMITTING, ...options })
export const staffGetModerationMode = (options?: CallOptions) => call(API.moderation.getMode, {}, options)
export const staffSetModerationMode = (data: ModerationConfig, options?: CallOptions) =>
  call(API.moderation.setMode, data, { ...SUBMITTING, ...options })
