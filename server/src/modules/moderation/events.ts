import type { ReviewKind } from '@contract/moderation'
import type { ReviewValue } from '../../db/schema'

declare module '../../lib/events' {
  interface DomainEvents {
    /**
     * Staff decided a member's avatar, album or about-me. `shown` is what other members see from
     * now on: the submission when approved, the last approved value when rejected. The module
     * owning where it is shown publishes it.
     */
    'moderation.decided': {
      tenantId: number
      reviewId: number
      userId: number
      kind: ReviewKind
      approved: boolean
      shown: ReviewValue
      reason: string
    }
  }
}
