import type { PageReq } from '@contract/api'
import { LOVE_LINE_API } from '@contract/love-line-api'
import type {
  HandleLineReq,
  RequestLineReq,
  RevealCustomContactReq,
  RevealLineContactReq,
  StaffCustomPageReq,
  StaffLinePageReq,
  UpdateCustomServiceReq
} from '@contract/finance'
import { call, SUBMITTING, type CallOptions } from './client'

export const requestLine = (data: RequestLineReq, options?: CallOptions) =>
  call(LOVE_LINE_API.requestLine, data, { ...SUBMITTING, ...options })
export const getMyLines = (data: PageReq, options?: CallOptions) => call(LOVE_LINE_API.getMyLines, data, options)
export const getMyCustomServices = (options?: CallOptions) => call(LOVE_LINE_API.getMyCustomServices, {}, options)
export const staffGetLines = (data: StaffLinePageReq, options?: CallOptions) =>
  call(LOVE_LINE_API.staffGetLines, data, options)
export const staffHandleLine = (data: HandleLineReq, options?: CallOptions) =>
  call(LOVE_LINE_API.staffHandleLine, data, { ...SUBMITTING, ...options })
/** Each call is logged on the server as access to the member's personal data. */
export const staffRevealLineContact = (data: RevealLineContactReq, options?: CallOptions) =>
  call(LOVE_LINE_API.staffRevealLineContact, data, { showLoading: true, loadingText: '查询中...', ...options })
export const staffRevealCustomContact = (data: RevealCustomContactReq, options?: CallOptions) =>
  call(LOVE_LINE_API.staffRevealCustomContact, data, { showLoading: true, loadingText: '查询中...', ...options })
export const staffGetCustomServices = (data: StaffCustomPageReq, options?: CallOptions) =>
  call(LOVE_LINE_API.staffGetCustomServices, data, options)
export const staffUpdateCustomService = (data: UpdateCustomServiceReq, options?: CallOptions) =>
  call(LOVE_LINE_API.staffUpdateCustomService, data, { ...SUBMITTING, ...options })
