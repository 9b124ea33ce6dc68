import { API } from '@contract/api'
import type { CursorReq } from '@contract/love'
import type { HandleReportReq, ReportQueueReq, UnhideReq } from '@contract/report'
import { call, SUBMITTING, type CallOptions } from './client'

export const getMyReports = (data: CursorReq, options?: CallOptions) => call(API.report.getMyReports, data, options)
export const staffGetReportQueue = (data: ReportQueueReq, options?: CallOptions) =>
  call(API.report.getQueue, data, options)
export const staffHandleReport = (data: HandleReportReq, options?: CallOptions) =>
  call(API.report.handle, data, { ...SUBMITTING, ...options })
export const staffUnhideProfile = (data: UnhideReq, options?: CallOptions) =>
  call(API.report.unhide, data, { ...SUBMITTING, ...options })
