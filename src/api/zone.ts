import { ZONE_API } from '@contract/zone-api'
import type { ZoneMemberPageReq } from '@contract/content'
import { call, type CallOptions } from './client'

export const getZoneList = (options?: CallOptions) => call(ZONE_API.getZoneList, {}, options)
export const getZoneMemberPage = (data: ZoneMemberPageReq, options?: CallOptions) =>
  call(ZONE_API.getZoneMemberPage, data, options)
