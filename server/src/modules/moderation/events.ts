import type { ReviewKind } from '@contract/moderation'
import type { ReviewValue } from '../../db/schema'

declare module '../../lib/events' {
  interface DomainEvents {
    /**
     * Staff decided a member's avatar, album or about-me at `at`, or (`reopened`) took a decision
     * back: it waits for review again. `shown` is what other members see from now on: the
     * submission when approved, the last approved value when rejected or reopened (under
     * post-moderation an undone decision shows the submission again). The module owning where it
     * is shown publishes it.
     */
    'moderation.decided': {
      tenantId: number
      reviewId: number
      userId: number
      kind: ReviewKind
      approved: boolean
      reopened: boolean
      shown: ReviewValue
      reason: string
      at: Date
    }
  }
}
