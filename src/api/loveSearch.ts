import { LOVE_SEARCH_API } from '@contract/love-search-api'
import type { CursorReq } from '@contract/love'
import type { SaveSearchReq, SearchCriteria } from '@contract/love-search'
import { call, SAVING, SUBMITTING, type CallOptions } from './client'

/** 找对象: members by nickname, member number or conditions, ranked like the feed. */
export const searchMembers = (data: SearchCriteria & CursorReq, options?: CallOptions) =>
  call(LOVE_SEARCH_API.search, data, options)
export const getSavedSearches = (options?: CallOptions) => call(LOVE_SEARCH_API.getSavedSearches, {}, options)
export const saveSearch = (data: SaveSearchReq, options?: CallOptions) =>
  call(LOVE_SEARCH_API.saveSearch, data, { ...SAVING, ...options })
export const deleteSavedSearch = (id: number, options?: CallOptions) =>
  call(LOVE_SEARCH_API.deleteSavedSearch, { id }, { ...SUBMITTING, ...options })
