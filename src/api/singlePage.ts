import { API, type IdReq } from '@contract/api'
import type { SaveSinglePageReq } from '@contract/models'
import { call, type CallOptions } from './client'

export const getSinglePage = (data: IdReq, options?: CallOptions) => call(API.singlePage.getSinglePage, data, options)

/** Staff (admin): write the tenant's about us, user agreement or privacy policy. */
export const staffSavePage = (data: SaveSinglePageReq) => call(API.singlePage.staffSavePage, data)
