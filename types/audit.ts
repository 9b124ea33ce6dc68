/** Who read members' personal data, when and why (PIPL): the access log admins check. */
import type { PersonalDataField } from './finance'
import type { Paged } from './models'
import type { AUDIT_API } from './audit-api'

export interface AccessLogEntry {
  id: number
  staffUserId: number
  staffNickname: string
  subjectUserId: number
  subjectNickname: string
  fields: PersonalDataField[]
  /** e.g. `line:42`: the line request the data was read for. */
  purpose: string
  /** ISO time. */
  createdAt: string
}
export interface AccessLogPageReq {
  pageNum: number
  pageSize: number
  /** Only reads of this member's data. */
  subjectUserId?: number
}

export interface AuditEndpoints {
  [AUDIT_API.staffGetAccessLog]: { req: AccessLogPageReq; res: Paged<AccessLogEntry> }
}
