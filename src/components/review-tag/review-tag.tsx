import { Text } from '@tarojs/components'
import type { MyReview } from '@contract/moderation'
import './review-tag.scss'

export interface Props {
  /** The member's own submission of this kind; null or undefined when there is nothing to say. */
  review?: MyReview | null
  /** Names what was reviewed in front of the state, e.g. 头像. */
  label?: string
}

/**
 * Tells the member where their avatar, photos or about-me stand: 审核中 while others still see
 * the approved version, 未通过 with the moderator's reason after a rejection.
 */
export function ReviewTag({ review, label = '' }: Props) {
  if (!review) return null
  const pending = review.status === 'pending'
  return (
    <Text className={`review-tag ${pending ? 'review-tag--pending' : 'review-tag--rejected'}`}>
      {pending ? `${label}审核中` : `${label}未通过：${review.reason}`}
    </Text>
  )
}
