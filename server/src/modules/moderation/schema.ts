import { Type } from '@sinclair/typebox'
import { REVIEW_KINDS } from '@contract/moderation'
import { Cursor, Id, MESSAGE, oneOf, PageSize, withMessage } from '../../lib/schemas'

const MyReviewSchema = Type.Union([
  Type.Object({
    status: oneOf(['pending', 'rejected'] as const),
    text: Type.String(),
    images: Type.Array(Type.String()),
    reason: Type.String(),
    createdAt: Type.String()
  }),
  Type.Null()
])

export const MyReviewsSchema = Type.Object({
  avatar: MyReviewSchema,
  album: MyReviewSchema,
  aboutMe: MyReviewSchema
})

export const QueueReqSchema = Type.Object({ cursor: Cursor, pageSize: PageSize })

const Member = Type.Object({ userId: Type.Integer(), nickname: Type.String(), avatar: Type.String() })

export const ReviewItemSchema = Type.Object({
  id: Type.Integer(),
  kind: oneOf(REVIEW_KINDS),
  member: Member,
  proposedText: Type.String(),
  proposedImages: Type.Array(Type.String()),
  currentText: Type.String(),
  currentImages: Type.Array(Type.String()),
  status: oneOf(['pending', 'approved', 'rejected', 'withdrawn'] as const),
  reason: Type.String(),
  createdAt: Type.String(),
  reviewer: Type.Union([Member, Type.Null()]),
  decidedAt: Type.String(),
  undoUntil: Type.String(),
  reReviewable: Type.Boolean()
})

export const QueuePageSchema = Type.Object({ list: Type.Array(ReviewItemSchema), nextCursor: Type.String() })

const ReviewId = withMessage(Id, '审核记录不正确')
export const ReviewIdReqSchema = Type.Object({ reviewId: ReviewId })
export const RejectReqSchema = Type.Object({
  reviewId: ReviewId,
  reason: Type.String({ minLength: 1, maxLength: 100, [MESSAGE]: '请填写驳回原因（最多100个字）' })
})

export const ModerationConfigSchema = Type.Object({
  mode: withMessage(oneOf(['pre', 'post'] as const), '审核方式只能是先审后发或先发后审')
})
