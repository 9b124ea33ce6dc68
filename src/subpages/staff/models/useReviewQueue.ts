import type { ReviewQueueItem } from '@contract/moderation'
import { staffApproveReview, staffGetReviewQueue, staffRejectReview } from '@/api/moderation'
import { useCursorList } from '@/hooks/useCursorList'
import { useDecide } from './useDecide'

/** Avatars, albums and about-me texts waiting for a moderator, oldest first. */
export function useReviewQueue(enabled: boolean) {
  const { drop, ...paged } = useCursorList<ReviewQueueItem>((req) => staffGetReviewQueue(req), [], { enabled })
  const { deciding, decide } = useDecide(drop)

  const approve = (item: ReviewQueueItem) => decide(item.id, () => staffApproveReview({ reviewId: item.id }), '已通过')
  /** Rejects with the reason the member reads; true when done. */
  const reject = (item: ReviewQueueItem, reason: string) =>
    decide(item.id, () => staffRejectReview({ reviewId: item.id, reason }), '已驳回')

  return { ...paged, deciding, approve, reject }
}
