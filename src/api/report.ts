import { REPORT_API } from '@contract/report-api'
import type { CursorReq } from '@contract/love'
import type { HandleReportReq, ReportQueueReq, UnhideReq } from '@contract/report'
import { call, SUBMITTING, type CallOptions } from './client'

export const getMyReports = (data: CursorReq, options?: CallOptions) => call(REPORT_API.getMyReports, data, options)
export const staffGetReportQueue = (data: ReportQueueReq, options?: CallOptions) =>
  call(REPORT_API.getQueue, data, options)
export const staffHandleReport = (data: HandleReportReq, options?: CallOptions) =>
  call(REPORT_API.handle, data, { ...SUBMITTING, ...options })
export const staffLiftSuspension = (data: UnhideReq, options?: CallOptions) =>
  call(REPORT_API.liftSuspension, data, { ...SUBMITTING, ...options })
export const staffUnhideProfile = (data: UnhideReq, options?: CallOptions) =>
  call(REPORT_API.unhide, data, { ...SUBMITTING, ...options })
