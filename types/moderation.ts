/**
 * Content moderation: what a member shows to others (avatar, album, about-me) waits for staff
 * before (pre-moderation) or after (post-moderation) others see it, as the tenant chooses.
 * Others only ever see approved content; the member sees their own submission with its state.
 */
import type { CursorPage, CursorReq } from './love'
import type { MODERATION_API } from './moderation-api'

export const REVIEW_KINDS = ['avatar', 'album', 'aboutMe'] as const
export type ReviewKind = (typeof REVIEW_KINDS)[number]
export const REVIEW_KIND_LABELS: Record<ReviewKind, string> = {
  avatar: '头像',
  album: '相册',
  aboutMe: '自我介绍'
}

/** withdrawn: the member changed it again in a way that needs no review (removed a photo, cleared the text). */
export type ReviewStatus = 'pending' | 'approved' | 'rejected' | 'withdrawn'

/** pre: others keep the last approved version until staff approve; post: others see it at once, a rejection reverts it. */
export type ModerationMode = 'pre' | 'post'
export interface ModerationConfig {
  mode: ModerationMode
}

/** The reasons the reject sheet offers; staff may also write their own. */
export const REVIEW_REJECT_REASONS = [
  '照片不是本人或看不清脸',
  '含有联系方式或广告',
  '内容低俗或令人不适',
  '涉及违法违规内容'
] as const

/** A member's own submission that is waiting or was turned down (approved ones are simply public). */
export interface MyReview {
  status: 'pending' | 'rejected'
  /** avatar and aboutMe: the submitted text or image; '' for album. */
  text: string
  /** album: the submitted photos in order; [] otherwise. */
  images: string[]
  /** Why staff turned it down; '' while pending. */
  reason: string
  createdAt: string
}
export type MyReviews = Record<ReviewKind, MyReview | null>

export interface ReviewMember {
  userId: number
  nickname: string
  /** The avatar others see now. */
  avatar: string
}

/** How long after deciding staff may take the decision back (撤销). */
export const REVIEW_UNDO_MINUTES = 10

export interface ReviewQueueItem {
  id: number
  kind: ReviewKind
  member: ReviewMember
  /** What the member submitted and what others see now (text for avatar and about-me, images for album). */
  proposedText: string
  proposedImages: string[]
  currentText: string
  currentImages: string[]
  status: ReviewStatus
  reason: string
  createdAt: string
  /** Who decided it and when; null and '' while pending. */
  reviewer: ReviewMember | null
  decidedAt: string
  /** Until when 撤销 puts it back to pending; '' when it cannot be undone (any more). */
  undoUntil: string
  /** An approved item still shown as approved: 重新审核 hides it again until decided anew. */
  reReviewable: boolean
}

export interface ReviewIdReq {
  reviewId: number
}
export interface RejectReviewReq extends ReviewIdReq {
  reason: string
}

export const MODERATION_MODE_LABELS: Record<ModerationMode, string> = {
  pre: '先审后发',
  post: '先发后审'
}
export const MODERATION_MODE_HINTS: Record<ModerationMode, string> = {
  pre: '新头像、照片和自我介绍通过审核后其他会员才能看到',
  post: '新内容立即展示，驳回后恢复为上一版已通过的内容'
}

export interface ModerationEndpoints {
  [MODERATION_API.getMyReviews]: { req: Record<string, never>; res: MyReviews }
  [MODERATION_API.getQueue]: { req: CursorReq; res: CursorPage<ReviewQueueItem> }
  [MODERATION_API.approve]: { req: ReviewIdReq; res: ReviewQueueItem }
  [MODERATION_API.reject]: { req: RejectReviewReq; res: ReviewQueueItem }
  [MODERATION_API.getHistory]: { req: CursorReq; res: CursorPage<ReviewQueueItem> }
  [MODERATION_API.undo]: { req: ReviewIdReq; res: ReviewQueueItem }
  [MODERATION_API.reReview]: { req: ReviewIdReq; res: ReviewQueueItem }
  [MODERATION_API.getMode]: { req: Record<string, never>; res: ModerationConfig }
  [MODERATION_API.setMode]: { req: ModerationConfig; res: ModerationConfig }
}
