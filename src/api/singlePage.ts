import type { IdReq } from '@contract/api'
import { SINGLE_PAGE_API } from '@contract/single-page-api'
import type { SaveSinglePageReq } from '@contract/models'
import { call, type CallOptions } from './client'

export const getSinglePage = (data: IdReq, options?: CallOptions) => call(SINGLE_PAGE_API.getSinglePage, data, options)

/** Staff (admin): write the tenant's about us, user agreement or privacy policy. */
export const staffSavePage = (data: SaveSinglePageReq) => call(SINGLE_PAGE_API.staffSavePage, data)
