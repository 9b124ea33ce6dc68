import { GEOGRAPHY_API } from '@contract/geography-api'
import { call, type CallOptions } from './client'

export const getAllProvinceMore = (options?: CallOptions) => call(GEOGRAPHY_API.getAllProvinceMore, {}, options)
