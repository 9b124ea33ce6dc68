import { sql } from 'drizzle-orm'
import {
  boolean,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex
} from 'drizzle-orm/pg-core'
import type { EventKind, EventStatus, SignupStatus } from '@contract/active'
import type { Gender } from '@contract/love'
import type { PayMethod } from '@contract/finance'
import { users } from './user'

/**
 * An event the tenant runs. Its phase is computed from `status` and the four times (eventPhase in
 * types/active.ts); the row is also the lock every sign-up of the event takes, so quotas hold.
 */
export const events = pgTable(
  'events',
  {
    tenantId: integer('tenant_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    kind: text('kind').$type<EventKind>().notNull(),
    status: text('status').$type<EventStatus>().notNull().default('draft'),
    title: text('title').notNull(),
    cover: text('cover').notNull().default(''),
    city: text('city').notNull().default(''),
    venue: text('venue').notNull().default(''),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    signupStartsAt: timestamp('signup_starts_at', { withTimezone: true }).notNull(),
    signupEndsAt: timestamp('signup_ends_at', { withTimezone: true }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    cancelDeadline: timestamp('cancel_deadline', { withTimezone: true }).notNull(),
    quotaMale: integer('quota_male').notNull(),
    quotaFemale: integer('quota_female').notNull(),
    /** fen */
    priceMale: integer('price_male').notNull().default(0),
    priceFemale: integer('price_female').notNull().default(0),
    realNameRequired: boolean('real_name_required').notNull().default(false),
    auditRequired: boolean('audit_required').notNull().default(false),
    mutualSelection: boolean('mutual_selection').notNull().default(false),
    picksPerGuest: integer('picks_per_guest').notNull().default(0),
    revealAt: timestamp('reveal_at', { withTimezone: true }),
    /** When the picks were revealed (by the host, or on the first read after revealAt); null before. */
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
    rules: text('rules').notNull().default(''),
    organiser: text('organiser').notNull().default(''),
    /** The staff member who runs it: a matchmaker manages only the events they organise. */
    organiserId: integer('organiser_id').notNull(),
    cancelReason: text('cancel_reason').notNull().default(''),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.organiserId], foreignColumns: [users.tenantId, users.id] }),
    index('events_list_idx').on(t.tenantId, t.status, t.startsAt),
    index('events_organiser_idx').on(t.tenantId, t.organiserId, t.startsAt)
  ]
)

/**
 * One member's sign-up to one event. A sign-up holds a seat of its gender while it is live:
 * unpaid until holdExpiresAt, pending_audit, approved or checked_in. A member has at most one live
 * sign-up per event (partial unique index); a cancelled or rejected one stays for the record.
 */
export const eventSignups = pgTable(
  'event_signups',
  {
    tenantId: integer('tenant_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    eventId: integer('event_id').notNull(),
    userId: integer('user_id').notNull(),
    gender: text('gender').$type<Gender>().notNull(),
    status: text('status').$type<SignupStatus>().notNull(),
    /** fen owed or paid: the gender's price at sign-up time. */
    fee: integer('fee').notNull().default(0),
    /** The unpaid order's number; '' when free. */
    orderNo: text('order_no').notNull().default(''),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    payMethod: text('pay_method').$type<PayMethod>(),
    /** Points paid instead of money (payMethod credit). */
    points: integer('points').notNull().default(0),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Unique per event among live sign-ups; shown to the member once approved. */
    checkInCode: text('check_in_code').notNull(),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedInBy: integer('checked_in_by'),
    /** fen (or points) given back when rejected or cancelled after paying. */
    refunded: integer('refunded').notNull().default(0),
    reason: text('reason').notNull().default(''),
    sharerId: integer('sharer_id'),
    auditedBy: integer('audited_by'),
    auditedAt: timestamp('audited_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.eventId], foreignColumns: [events.tenantId, events.id] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({ columns: [t.tenantId, t.sharerId], foreignColumns: [users.tenantId, users.id] }),
    uniqueIndex('event_signups_live_uq')
      .on(t.tenantId, t.eventId, t.userId)
      .where(sql`${t.status} not in ('cancelled', 'rejected')`),
    uniqueIndex('event_signups_code_uq')
      .on(t.tenantId, t.eventId, t.checkInCode)
      .where(sql`${t.status} not in ('cancelled', 'rejected')`),
    index('event_signups_seats_idx').on(t.tenantId, t.eventId, t.gender, t.status),
    index('event_signups_user_idx').on(t.tenantId, t.userId, t.id),
    index('event_signups_order_idx').on(t.tenantId, t.orderNo)
  ]
)

/**
 * A guest's sealed pick of another guest. No route reads another member's picks before the
 * event's revealedAt; after it, only mutual pairs are shown, each to its two members.
 */
export const eventPicks = pgTable(
  'event_picks',
  {
    tenantId: integer('tenant_id').notNull(),
    eventId: integer('event_id').notNull(),
    fromUserId: integer('from_user_id').notNull(),
    toUserId: integer('to_user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.eventId, t.fromUserId, t.toUserId] }),
    foreignKey({ columns: [t.tenantId, t.eventId], foreignColumns: [events.tenantId, events.id] }),
    foreignKey({ columns: [t.tenantId, t.fromUserId], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({ columns: [t.tenantId, t.toUserId], foreignColumns: [users.tenantId, users.id] })
  ]
)

/** A mutual pair found at the reveal, userLow < userHigh; the record stays whatever happens to the picks. */
export const eventMatches = pgTable(
  'event_matches',
  {
    tenantId: integer('tenant_id').notNull(),
    eventId: integer('event_id').notNull(),
    userLow: integer('user_low').notNull(),
    userHigh: integer('user_high').notNull(),
    /** The pair's conversation, opened at the reveal when the tenant has messages. */
    conversationId: integer('conversation_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.eventId, t.userLow, t.userHigh] }),
    foreignKey({ columns: [t.tenantId, t.eventId], foreignColumns: [events.tenantId, events.id] }),
    foreignKey({ columns: [t.tenantId, t.userLow], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({ columns: [t.tenantId, t.userHigh], foreignColumns: [users.tenantId, users.id] }),
    index('event_matches_high_idx').on(t.tenantId, t.userHigh)
  ]
)
