import { API } from '@contract/api'
import { call, type CallOptions } from './client'

export const getAllProvinceMore = (options?: CallOptions) => call(API.geography.getAllProvinceMore, {}, options)
