import { sql } from 'drizzle-orm'
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex
} from 'drizzle-orm/pg-core'
import type { NoticeKind } from '@contract/notice'
import { users } from './user'

/**
 * Where a notice's mini-program push stands. Every notice starts 'pending' (the outbox); the
 * dispatcher claims it ('sending') after the business transaction committed, then records
 * 'sent', 'skipped' (no template, no budget, no mini-program account, too old) or 'failed'.
 */
export type NoticePushState = 'pending' | 'sending' | 'sent' | 'skipped' | 'failed'

/** What happened that concerns a member, written by the domains in the transaction of the change. */
export const memberNotices = pgTable(
  'member_notices',
  {
    tenantId: integer('tenant_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    kind: text('kind').$type<NoticeKind>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link').notNull().default(''),
    /** The business event behind the notice: the same event never notifies twice. */
    bizType: text('biz_type').notNull(),
    bizId: text('biz_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    pushState: text('push_state').$type<NoticePushState>().notNull().default('pending'),
    /** When a dispatcher claimed the push; a claim left 'sending' long past this was interrupted. */
    pushClaimedAt: timestamp('push_claimed_at', { withTimezone: true }),
    /** Why a push was skipped or failed, for whoever looks into a missing push. */
    pushNote: text('push_note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    uniqueIndex('member_notices_biz_uq').on(t.tenantId, t.userId, t.bizType, t.bizId),
    index('member_notices_user_idx').on(t.tenantId, t.userId, t.id),
    // The badge counts unread notices on every page load: only the unread rows are indexed.
    index('member_notices_unread_idx')
      .on(t.tenantId, t.userId)
      .where(sql`${t.readAt} is null`),
    // The outbox: the dispatcher scans only what is still to push.
    index('member_notices_push_idx')
      .on(t.tenantId, t.id)
      .where(sql`${t.pushState} in ('pending', 'sending')`)
  ]
)

/**
 * Mini-program subscribe messages a member allowed: each accepted template in
 * requestSubscribeMessage allows exactly one push of it (WeChat's one-opt-in-one-send rule).
 */
export const subscribeBudgets = pgTable(
  'subscribe_budgets',
  {
    tenantId: integer('tenant_id').notNull(),
    userId: integer('user_id').notNull(),
    templateId: text('template_id').notNull(),
    remaining: integer('remaining').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.templateId] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    check('subscribe_budgets_not_negative', sql`${t.remaining} >= 0`)
  ]
)
