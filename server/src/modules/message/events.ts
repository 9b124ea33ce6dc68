import type { ReportReason } from '@contract/love'

declare module '../../lib/events' {
  interface DomainEvents {
    /** A member reported a chat message `reportedId` sent (a first report; reporting again is not one). */
    'message.reported': {
      tenantId: number
      reportId: number
      reporterId: number
      reportedId: number
      reason: ReportReason
    }
    /** Staff decided a report of a chat message: upheld (the message is recalled) or dismissed. */
    'message.reportDecided': {
      tenantId: number
      reportId: number
      messageId: number
      reporterId: number
      reportedId: number
      reason: ReportReason
      upheld: boolean
    }
  }
}
