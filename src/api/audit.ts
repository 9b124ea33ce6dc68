import { API } from '@contract/api'
import type { AccessLogPageReq } from '@contract/audit'
import { call, type CallOptions } from './client'

export const staffGetAccessLog = (data: AccessLogPageReq, options?: CallOptions) =>
  call(API.audit.staffGetAccessLog, data, options)
