import { AUDIT_API } from '@contract/audit-api'
import type { AccessLogPageReq } from '@contract/audit'
import { call, type CallOptions } from './client'

export const staffGetAccessLog = (data: AccessLogPageReq, options?: CallOptions) =>
  call(AUDIT_API.staffGetAccessLog, data, options)
