import { API } from '@contract/api'
import { call, type CallOptions } from './client'

export const getMatchmakerList = (options?: CallOptions) => call(API.matchmaker.getMatchmakerList, {}, options)
