import { LOVE_FEED_API } from '@contract/love-feed-api'
import type { CursorReq, FeedFilters, VisitorPreviewReq } from '@contract/love'
import { call, type CallOptions } from './client'

export const getRecommendPage = (data: FeedFilters & CursorReq, options?: CallOptions) =>
  call(LOVE_FEED_API.getRecommendPage, data, options)
export const getMemberDetail = (userId: number, options?: CallOptions) =>
  call(LOVE_FEED_API.getDetail, { userId }, options)
export const getMyPlacements = (options?: CallOptions) => call(LOVE_FEED_API.getMyPlacements, {}, options)
export const getVisitorPreview = (data: VisitorPreviewReq, options?: CallOptions) =>
  call(LOVE_FEED_API.getVisitorPreview, data, options)
