import { API } from '@contract/api'
import type { ZoneMemberPageReq } from '@contract/content'
import { call, type CallOptions } from './client'

export const getZoneList = (options?: CallOptions) => call(API.content.getZoneList, {}, options)
export const getZoneMemberPage = (data: ZoneMemberPageReq, options?: CallOptions) =>
  call(API.content.getZoneMemberPage, data, options)
export const getMatchmakerList = (options?: CallOptions) => call(API.content.getMatchmakerList, {}, options)
