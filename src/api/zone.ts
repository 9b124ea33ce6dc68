import { API } from '@contract/api'
import type { ZoneMemberPageReq } from '@contract/content'
import { call, type CallOptions } from './client'

export const getZoneList = (options?: CallOptions) => call(API.zone.getZoneList, {}, options)
export const getZoneMemberPage = (data: ZoneMemberPageReq, options?: CallOptions) =>
  call(API.zone.getZoneMemberPage, data, options)
