import { API } from '@contract/api'
import type { CursorReq, FeedFilters, VisitorPreviewReq } from '@contract/love'
import { call, type CallOptions } from './client'

export const getRecommendPage = (data: FeedFilters & CursorReq, options?: CallOptions) =>
  call(API.loveFeed.getRecommendPage, data, options)
export const getMemberDetail = (userId: number, options?: CallOptions) =>
  call(API.loveFeed.getDetail, { userId }, options)
export const getMyPlacements = (options?: CallOptions) => call(API.loveFeed.getMyPlacements, {}, options)
export const getVisitorPreview = (data: VisitorPreviewReq, options?: CallOptions) =>
  call(API.loveFeed.getVisitorPreview, data, options)
