import { MODERATION_API } from '@contract/moderation-api'
import type { CursorReq } from '@contract/love'
import type { ModerationConfig, RejectReviewReq, ReviewIdReq } from '@contract/moderation'
import { call, SUBMITTING, type CallOptions } from './client'

/** Background read for the member's own pages: a hiccup must not toast over the page. */
export const getMyReviews = (options?: CallOptions) =>
  call(MODERATION_API.getMyReviews, {}, { hideMsg: true, ...options })
export const staffGetReviewQueue = (data: CursorReq, options?: CallOptions) =>
  call(MODERATION_API.getQueue, data, options)
export const staffApproveReview = (data: ReviewIdReq, options?: CallOptions) =>
  call(MODERATION_API.approve, data, { ...SUBMITTING, ...options })
export const staffRejectReview = (data: RejectReviewReq, options?: CallOptions) =>
  call(MODERATION_API.reject, data, { ...SUBMITTING, ...options })
export const staffGetModerationMode = (options?: CallOptions) => call(MODERATION_API.getMode, {}, options)
export const staffSetModerationMode = (data: ModerationConfig, options?: CallOptions) =>
  call(MODERATION_API.setMode, data, { ...SUBMITTING, ...options })
export const staffGetReviewHistory = (data: CursorReq, options?: CallOptions) =>
  call(MODERATION_API.getHistory, data, options)
export const staffUndoReview = (data: ReviewIdReq, options?: CallOptions) =>
  call(MODERATION_API.undo, data, { ...SUBMITTING, ...options })
export const staffReReview = (data: ReviewIdReq, options?: CallOptions) =>
  call(MODERATION_API.reReview, data, { ...SUBMITTING, ...options })
