import { foreignKey, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import type { DateStatus, MeetingStatus } from '@contract/appointment'
import { users } from './user'

/**
 * A request that two members meet (约见): a member asks for someone, or a matchmaker proposes the
 * match; the customer's matchmaker contacts both and the other side accepts or declines.
 */
export const meetingRequests = pgTable(
  'meeting_requests',
  {
    tenantId: integer('tenant_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    customerId: integer('customer_id').notNull(),
    targetId: integer('target_id').notNull(),
    /** The matchmaker handling it: the customer's owner, or whoever proposed the match. */
    matchmakerId: integer('matchmaker_id'),
    /** Who asked: the customer themself, or the matchmaker who proposed it. */
    requestedBy: integer('requested_by').notNull(),
    message: text('message').notNull().default(''),
    status: text('status').$type<MeetingStatus>().notNull().default('submitted'),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.customerId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.targetId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    index('meeting_requests_matchmaker_idx').on(t.tenantId, t.matchmakerId, t.status, t.createdAt),
    index('meeting_requests_customer_idx').on(t.tenantId, t.customerId, t.createdAt)
  ]
)

/**
 * A date between two members; a completed one counts against the customer's contract. One arranged
 * with a member the arranging office does not serve waits (pending) for her or her matchmaker.
 */
export const dates = pgTable(
  'dates',
  {
    tenantId: integer('tenant_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    meetingRequestId: integer('meeting_request_id'),
    customerId: integer('customer_id').notNull(),
    partnerId: integer('partner_id').notNull(),
    matchmakerId: integer('matchmaker_id').notNull(),
    /** The contract whose meeting quota this date uses, fixed when it is completed. */
    contractId: integer('contract_id'),
    place: text('place').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    status: text('status').$type<DateStatus>().notNull().default('scheduled'),
    /** Who accepted or declined a pending date (the member or her matchmaker), and when. */
    answeredBy: integer('answered_by'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The customer's confirmation that the meeting took place, as the quota counter shows it. */
    customerConfirmedAt: timestamp('customer_confirmed_at', { withTimezone: true }),
    feedback: text('feedback').notNull().default(''),
    rating: integer('rating'),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.customerId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.partnerId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    index('dates_matchmaker_idx').on(t.tenantId, t.matchmakerId, t.startsAt),
    index('dates_customer_idx').on(t.tenantId, t.customerId, t.startsAt),
    index('dates_partner_idx').on(t.tenantId, t.partnerId, t.startsAt)
  ]
)
