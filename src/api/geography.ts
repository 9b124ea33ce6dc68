import { GEOGRAPHY_API } from '@contract/geography-api'
import type { SearchPlacesReq } from '@contract/models'
import { call, type CallOptions } from './client'

export const getAllProvinceMore = (options?: CallOptions) => call(GEOGRAPHY_API.getAllProvinceMore, {}, options)

/** Venues for the staff who set where an event or a date takes place (PLACE_PAGE_SIZE a page). */
export const searchPlaces = (req: SearchPlacesReq, options?: CallOptions) =>
  call(GEOGRAPHY_API.searchPlaces, req, options)
