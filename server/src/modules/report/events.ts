import type { ReportReason } from '@contract/love'
import type { ReportStatus } from '@contract/report'

declare module '../../lib/events' {
  interface DomainEvents {
    /**
     * Staff decided the report `reportId` on a member (for `reason`), and with it every report still
     * pending on them (`reports`, each with its reporter).
     */
    'report.decided': {
      tenantId: number
      reportId: number
      targetId: number
      status: Exclude<ReportStatus, 'pending'>
      reason: ReportReason
      reports: { reportId: number; reporterId: number }[]
    }
    /** Staff lifted their hide of a member's profile at `at`. */
    'report.unhidden': { tenantId: number; userId: number; at: Date }
  }
}
