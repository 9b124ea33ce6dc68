import { sql } from 'drizzle-orm'
import {
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex
} from 'drizzle-orm/pg-core'
import type { ReviewKind, ReviewStatus } from '@contract/moderation'
import { users } from './user'

/** An avatar or about-me is one text; an album is the whole ordered list of photos. */
export type ReviewValue = string | string[]

/**
 * Content a member submitted for others to see, waiting for (or decided by) staff. The member's
 * users / love_profiles columns keep what others may see; a submission lives here until approved.
 * `previous` is the public value when the submission arrived: post-moderation shows the new value
 * at once and a rejection puts this one back.
 */
export const contentReviews = pgTable(
  'content_reviews',
  {
    tenantId: integer('tenant_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    kind: text('kind').$type<ReviewKind>().notNull(),
    proposed: jsonb('proposed').$type<ReviewValue>().notNull(),
    previous: jsonb('previous').$type<ReviewValue>().notNull(),
    status: text('status').$type<ReviewStatus>().notNull().default('pending'),
    reason: text('reason').notNull().default(''),
    /** The staff member who decided; null while pending or when the member's own change settled it. */
    reviewerId: integer('reviewer_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true })
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.reviewerId], foreignColumns: [users.tenantId, users.id] }),
    // One waiting submission per member and kind: a newer one replaces it in place.
    uniqueIndex('content_reviews_pending_uq')
      .on(t.tenantId, t.userId, t.kind)
      .where(sql`${t.status} = 'pending'`),
    index('content_reviews_queue_idx').on(t.tenantId, t.status, t.id),
    index('content_reviews_user_idx').on(t.tenantId, t.userId, t.kind, t.id),
    // The 已处理 tab: latest decision first.
    index('content_reviews_decided_idx').on(t.tenantId, t.decidedAt, t.id)
  ]
)
