import { sql } from 'drizzle-orm'
import { foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { PennantStatus, PennantTemplateKey, StoryStage, StoryStatus } from '@contract/xixun'
import { matchmakers } from './content'
import { users } from './user'

/** A couple's success story: `authorId` wrote it, `partnerId` must confirm before staff review it. */
export const loveStories = pgTable(
  'love_stories',
  {
    tenantId: integer('tenant_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    authorId: integer('author_id').notNull(),
    partnerId: integer('partner_id').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    stage: text('stage').$type<StoryStage>().notNull(),
    photos: text('photos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    metThrough: text('met_through').notNull().default(''),
    status: text('status').$type<StoryStatus>().notNull().default('awaiting_partner'),
    reason: text('reason').notNull().default(''),
    reviewerId: integer('reviewer_id'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.authorId], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({ columns: [t.tenantId, t.partnerId], foreignColumns: [users.tenantId, users.id] }),
    index('love_stories_public_idx').on(t.tenantId, t.status, t.publishedAt),
    index('love_stories_author_idx').on(t.tenantId, t.authorId),
    index('love_stories_partner_idx').on(t.tenantId, t.partnerId)
  ]
)

/** A member's e-pennant to a matchmaker; one per member and matchmaker unless staff rejected it. */
export const pennants = pgTable(
  'pennants',
  {
    tenantId: integer('tenant_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    fromUserId: integer('from_user_id').notNull(),
    matchmakerId: integer('matchmaker_id').notNull(),
    template: text('template').$type<PennantTemplateKey>().notNull(),
    words: text('words').notNull(),
    status: text('status').$type<PennantStatus>().notNull().default('pending_review'),
    reason: text('reason').notNull().default(''),
    reviewerId: integer('reviewer_id'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.fromUserId], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({ columns: [t.tenantId, t.matchmakerId], foreignColumns: [matchmakers.tenantId, matchmakers.id] }),
    uniqueIndex('pennants_one_per_matchmaker_uq')
      .on(t.tenantId, t.fromUserId, t.matchmakerId)
      .where(sql`${t.status} <> 'rejected'`),
    index('pennants_public_idx').on(t.tenantId, t.status, t.matchmakerId, t.id)
  ]
)
