import type { CertKind } from '@contract/certification'

declare module '../../lib/events' {
  interface DomainEvents {
    /** Staff approved or rejected one submission of a member's certification. */
    'certification.decided': {
      tenantId: number
      certificationId: number
      userId: number
      kind: CertKind
      approved: boolean
      /** '' when approved. */
      rejectReason: string
      /** When this submission was made: a resubmission is decided anew. */
      submittedAt: Date
    }
  }
}
