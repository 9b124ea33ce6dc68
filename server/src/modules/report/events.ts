import type { ReportReason } from '@contract/love'
import type { ReportStatus } from '@contract/report'

declare module '../../lib/events' {
  interface DomainEvents {
    /**
     * Staff decided at `at` every report waiting on a member, the gravest `reason` among them;
     * `reports` are those on their profile, each with its reporter (reported messages are told as
     * message.reportDecided).
     */
    'report.decided': {
      tenantId: number
      targetId: number
      status: Exclude<ReportStatus, 'pending'>
      reason: ReportReason
      reports: { reportId: number; reporterId: number }[]
      at: Date
    }
    /** Staff lifted their hide of a member's profile at `at`. */
    'report.unhidden': { tenantId: number; userId: number; at: Date }
  }
}
