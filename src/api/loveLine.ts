import { API, type PageReq } from '@contract/api'
import type {
  HandleLineReq,
  RequestLineReq,
  RevealLineContactReq,
  StaffCustomPageReq,
  StaffLinePageReq,
  UpdateCustomServiceReq
} from '@contract/finance'
import { call, SUBMITTING, type CallOptions } from './client'

export const requestLine = (data: RequestLineReq, options?: CallOptions) =>
  call(API.loveLine.requestLine, data, { ...SUBMITTING, ...options })
export const getMyLines = (data: PageReq, options?: CallOptions) => call(API.loveLine.getMyLines, data, options)
export const getMyCustomServices = (options?: CallOptions) => call(API.loveLine.getMyCustomServices, {}, options)
export const staffGetLines = (data: StaffLinePageReq, options?: CallOptions) =>
  call(API.loveLine.staffGetLines, data, options)
export const staffHandleLine = (data: HandleLineReq, options?: CallOptions) =>
  call(API.loveLine.staffHandleLine, data, { ...SUBMITTING, ...options })
/** Each call is logged on the server as access to the member's personal data. */
export const staffRevealLineContact = (data: RevealLineContactReq, options?: CallOptions) =>
  call(API.loveLine.staffRevealLineContact, data, { showLoading: true, loadingText: '查询中...', ...options })
export const staffGetCustomServices = (data: StaffCustomPageReq, options?: CallOptions) =>
  call(API.loveLine.staffGetCustomServices, data, options)
export const staffUpdateCustomService = (data: UpdateCustomServiceReq, options?: CallOptions) =>
  call(API.loveLine.staffUpdateCustomService, data, { ...SUBMITTING, ...options })
