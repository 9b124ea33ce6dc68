import { NOTICE_PAGES } from '@contract/notice'
import { REVIEW_KIND_LABELS, type ReviewKind } from '@contract/moderation'
import type { DomainEvents } from '../../lib/events'
import type { NoticeInput } from '../notice/service'

/** Where the member changes what was reviewed, so a rejected one can be fixed from the notice. */
const REVIEW_PAGES: Record<ReviewKind, string> = {
  avatar: NOTICE_PAGES.memberIndex,
  album: NOTICE_PAGES.uploadLoveUser,
  aboutMe: NOTICE_PAGES.loveEditInfo
}

/**
 * A submitted avatar, album or about-me was approved (now shown to others), rejected (with the
 * reason), or is being reviewed again. Each decision is its own notice: one taken back and taken
 * anew is told again.
 */
export function reviewDecidedNotice(review: DomainEvents['moderation.decided']): NoticeInput {
  const label = REVIEW_KIND_LABELS[review.kind]
  const bizId = `${review.reviewId}@${review.at.toISOString()}`
  if (review.reopened)
    return {
      userId: review.userId,
      kind: 'system',
      title: `${label}重新审核中`,
      body: `你提交的${label}需要重新审核，审核结果会另行通知`,
      link: REVIEW_PAGES[review.kind],
      bizType: 'content_review',
      bizId
    }
  return {
    userId: review.userId,
    kind: 'system',
    title: review.approved ? `${label}已通过审核` : `${label}未通过审核`,
    body: review.approved
      ? `你提交的${label}已通过审核，其他会员现在可以看到了`
      : `原因：${review.reason}。其他会员仍看到你之前的${label}，修改后可重新提交`,
    link: REVIEW_PAGES[review.kind],
    bizType: 'content_review',
    bizId
  }
}
