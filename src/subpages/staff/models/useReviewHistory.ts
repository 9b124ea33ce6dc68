import type { ReviewQueueItem } from '@contract/moderation'
import { staffGetReviewHistory, staffReReview, staffUndoReview } from '@/api/moderation'
import { useCursorList } from '@/hooks/useCursorList'
import { useDecide } from './useDecide'

/** 已处理: decided submissions, the latest decision first; 撤销 and 重新审核 send one back to the queue. */
export function useReviewHistory(enabled: boolean) {
  const { drop, ...paged } = useCursorList<ReviewQueueItem>((req) => staffGetReviewHistory(req), [], { enabled })
  const { deciding, decide } = useDecide(drop)

  const undo = (item: ReviewQueueItem) =>
    decide(item.id, () => staffUndoReview({ reviewId: item.id }), '已撤销，回到待审核')
  const reReview = (item: ReviewQueueItem) => decide(item.id, () => staffReReview({ reviewId: item.id }), '已重新送审')

  return { ...paged, deciding, undo, reReview }
}
