import { API, type IdReq } from '@contract/api'
import { call, type CallOptions } from './client'

export const getSinglePage = (data: IdReq, options?: CallOptions) => call(API.singlePage.getSinglePage, data, options)
