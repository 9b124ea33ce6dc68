import { and, desc, eq, inArray, isNotNull, lte, ne, not, or, sql, type SQL } from 'drizzle-orm'
import type { EventKind, EventTab, ManagedEventTab } from '@contract/active'
import type { Queryable, Tx } from '../../db/client'
import { eventMatches, eventPicks, events, eventSignups, loveProfiles, users } from '../../db/schema'
import type { TimeCursor } from '../../lib/cursor'
import { LIVE_STATUSES, type EventRow, type SignupRow } from './access'

type Order = 'asc' | 'desc'

/** Where a page of events continues: the last card's start time and id (ids break ties). */
function after(cursor: TimeCursor | null, order: Order): SQL | undefined {
  if (!cursor) return undefined
  const key = sql`(${events.startsAt}, ${events.id})`
  const at = sql`(${cursor.at}::timestamptz, ${cursor.id})`
  return order === 'asc' ? sql`${key} > ${at}` : sql`${key} < ${at}`
}

function ordered(order: Order) {
  return order === 'asc' ? [events.startsAt, events.id] : [desc(events.startsAt), desc(events.id)]
}

/** The members' tabs: what is still ahead (soonest first), running now, and over or called off (newest first). */
function memberTab(tab: EventTab, now: Date): { where: SQL; order: Order } {
  const at = now.toISOString()
  switch (tab) {
    case 'upcoming':
      return { where: and(eq(events.status, 'published'), sql`${events.startsAt} > ${at}`)!, order: 'asc' }
    case 'ongoing':
      return {
        where: and(eq(events.status, 'published'), lte(events.startsAt, now), sql`${events.endsAt} > ${at}`)!,
        order: 'asc'
      }
    case 'past':
      return {
        where: or(eq(events.status, 'cancelled'), and(eq(events.status, 'published'), lte(events.endsAt, now)))!,
        order: 'desc'
      }
  }
}

export async function eventPage(
  db: Queryable,
  tenantId: number,
  opts: { tab: EventTab; kind?: EventKind; cursor: TimeCursor | null; limit: number; now: Date }
): Promise<EventRow[]> {
  const { where, order } = memberTab(opts.tab, opts.now)
  return db
    .select()
    .from(events)
    .where(
      and(
        eq(events.tenantId, tenantId),
        where,
        opts.kind ? eq(events.kind, opts.kind) : undefined,
        after(opts.cursor, order)
      )
    )
    .orderBy(...ordered(order))
    .limit(opts.limit)
}

/** Staff tabs: running or ahead (soonest first), drafts and the finished or cancelled (newest first). */
function managedTab(tab: ManagedEventTab, now: Date): { where: SQL; order: Order } {
  const at = now.toISOString()
  switch (tab) {
    case 'active':
      return { where: and(eq(events.status, 'published'), sql`${events.endsAt} > ${at}`)!, order: 'asc' }
    case 'draft':
      return { where: eq(events.status, 'draft'), order: 'desc' }
    case 'past':
      return {
        where: or(eq(events.status, 'cancelled'), and(eq(events.status, 'published'), lte(events.endsAt, now)))!,
        order: 'desc'
      }
  }
}

export async function managedEventPage(
  db: Queryable,
  tenantId: number,
  opts: {
    tab: ManagedEventTab
    /** A matchmaker's own events only; null: every event of the tenant (an admin). */
    organiserId: number | null
    cursor: TimeCursor | null
    limit: number
    now: Date
  }
): Promise<EventRow[]> {
  const { where, order } = managedTab(opts.tab, opts.now)
  return db
    .select()
    .from(events)
    .where(
      and(
        eq(events.tenantId, tenantId),
        where,
        opts.organiserId === null ? undefined : eq(events.organiserId, opts.organiserId),
        after(opts.cursor, order)
      )
    )
    .orderBy(...ordered(order))
    .limit(opts.limit)
}

export type EventValues = Omit<
  typeof events.$inferInsert,
  'tenantId' | 'id' | 'status' | 'organiserId' | 'revealedAt' | 'cancelReason' | 'cancelledAt' | 'createdAt'
>

export async function insertEvent(
  db: Queryable,
  tenantId: number,
  organiserId: number,
  v: EventValues
): Promise<EventRow> {
  const [row] = await db
    .insert(events)
    .values({
      tenantId,
      organiserId,
      status: 'draft',
      kind: v.kind,
      title: v.title,
      cover: v.cover,
      city: v.city,
      venue: v.venue,
      lat: v.lat,
      lng: v.lng,
      signupStartsAt: v.signupStartsAt,
      signupEndsAt: v.signupEndsAt,
      startsAt: v.startsAt,
      endsAt: v.endsAt,
      cancelDeadline: v.cancelDeadline,
      quotaMale: v.quotaMale,
      quotaFemale: v.quotaFemale,
      priceMale: v.priceMale,
      priceFemale: v.priceFemale,
      realNameRequired: v.realNameRequired,
      auditRequired: v.auditRequired,
      mutualSelection: v.mutualSelection,
      picksPerGuest: v.picksPerGuest,
      revealAt: v.revealAt,
      rules: v.rules,
      organiser: v.organiser,
      updatedAt: v.updatedAt
    })
    .returning()
  return row
}

export async function updateEvent(db: Queryable, tenantId: number, id: number, v: EventValues): Promise<EventRow> {
  const [row] = await db
    .update(events)
    .set({
      kind: v.kind,
      title: v.title,
      cover: v.cover,
      city: v.city,
      venue: v.venue,
      lat: v.lat,
      lng: v.lng,
      signupStartsAt: v.signupStartsAt,
      signupEndsAt: v.signupEndsAt,
      startsAt: v.startsAt,
      endsAt: v.endsAt,
      cancelDeadline: v.cancelDeadline,
      quotaMale: v.quotaMale,
      quotaFemale: v.quotaFemale,
      priceMale: v.priceMale,
      priceFemale: v.priceFemale,
      realNameRequired: v.realNameRequired,
      auditRequired: v.auditRequired,
      mutualSelection: v.mutualSelection,
      picksPerGuest: v.picksPerGuest,
      revealAt: v.revealAt,
      rules: v.rules,
      organiser: v.organiser,
      updatedAt: v.updatedAt
    })
    .where(and(eq(events.tenantId, tenantId), eq(events.id, id)))
    .returning()
  return row
}

/** Moves the event from `from` to `to` in one statement; undefined when it was no longer `from`. */
export async function setEventStatus(
  db: Queryable,
  tenantId: number,
  id: number,
  from: EventRow['status'],
  change: { status: EventRow['status']; cancelReason?: string; cancelledAt?: Date; updatedAt: Date }
): Promise<EventRow | undefined> {
  const [row] = await db
    .update(events)
    .set({
      status: change.status,
      cancelReason: change.cancelReason,
      cancelledAt: change.cancelledAt,
      updatedAt: change.updatedAt
    })
    .where(and(eq(events.tenantId, tenantId), eq(events.id, id), eq(events.status, from)))
    .returning()
  return row
}

/** Sign-ups ever made to the event, whatever became of them: its kind and mutual selection stay then. */
export async function signupCount(db: Queryable, tenantId: number, eventId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(eventSignups)
    .where(and(eq(eventSignups.tenantId, tenantId), eq(eventSignups.eventId, eventId)))
  return row?.n ?? 0
}

/** Events among `eventIds` with a sign-up that was ever paid (money or points went through the ledger). */
export async function eventsWithPaidSignups(db: Queryable, tenantId: number, eventIds: number[]): Promise<Set<number>> {
  if (eventIds.length === 0) return new Set()
  const rows = await db
    .selectDistinct({ eventId: eventSignups.eventId })
    .from(eventSignups)
    .where(
      and(eq(eventSignups.tenantId, tenantId), inArray(eventSignups.eventId, eventIds), isNotNull(eventSignups.paidAt))
    )
  return new Set(rows.map((r) => r.eventId))
}

/** The order numbers of an event's live paid sign-ups, read without a lock: a cancellation locks them before the event. */
export async function paidLiveOrderNos(db: Queryable, tenantId: number, eventId: number): Promise<string[]> {
  const rows = await db
    .select({ orderNo: eventSignups.orderNo })
    .from(eventSignups)
    .where(
      and(
        eq(eventSignups.tenantId, tenantId),
        eq(eventSignups.eventId, eventId),
        inArray(eventSignups.status, [...LIVE_STATUSES]),
        isNotNull(eventSignups.paidAt),
        ne(eventSignups.orderNo, '')
      )
    )
  return rows.map((r) => r.orderNo)
}

/** The live sign-ups of an event, locked; the caller holds the event lock already. */
export async function lockLiveSignups(tx: Tx, tenantId: number, eventId: number): Promise<SignupRow[]> {
  return tx
    .select()
    .from(eventSignups)
    .where(
      and(
        eq(eventSignups.tenantId, tenantId),
        eq(eventSignups.eventId, eventId),
        inArray(eventSignups.status, [...LIVE_STATUSES])
      )
    )
    .orderBy(eventSignups.id)
    .for('update')
}

/** The member's live sign-up to the event (at most one), if any. */
export async function liveSignupOf(
  db: Queryable,
  tenantId: number,
  eventId: number,
  userId: number
): Promise<SignupRow | undefined> {
  const [row] = await db
    .select()
    .from(eventSignups)
    .where(
      and(
        eq(eventSignups.tenantId, tenantId),
        eq(eventSignups.eventId, eventId),
        eq(eventSignups.userId, userId),
        inArray(eventSignups.status, [...LIVE_STATUSES])
      )
    )
  return row
}

/**
 * Avatars of admitted guests, newest sign-up first, leaving out members who hide their profile,
 * whom staff hid, whose account is not active and who have no avatar.
 */
export async function guestAvatars(db: Queryable, tenantId: number, eventId: number, limit: number): Promise<string[]> {
  const rows = await db
    .select({ avatar: users.headPic })
    .from(eventSignups)
    .innerJoin(users, and(eq(users.tenantId, eventSignups.tenantId), eq(users.id, eventSignups.userId)))
    .leftJoin(
      loveProfiles,
      and(eq(loveProfiles.tenantId, eventSignups.tenantId), eq(loveProfiles.userId, eventSignups.userId))
    )
    .where(
      and(
        eq(eventSignups.tenantId, tenantId),
        eq(eventSignups.eventId, eventId),
        inArray(eventSignups.status, ['approved', 'checked_in']),
        eq(users.status, 'active'),
        ne(users.headPic, ''),
        not(sql`coalesce(${loveProfiles.hideFromFeed}, false)`),
        not(sql`coalesce(${loveProfiles.staffHidden}, false)`)
      )
    )
    .orderBy(desc(eventSignups.id))
    .limit(limit)
  return rows.map((r) => r.avatar)
}

/** Removes an event and everything hanging off it, children first. */
export async function deleteEventRows(tx: Tx, tenantId: number, eventId: number): Promise<void> {
  await tx.delete(eventMatches).where(and(eq(eventMatches.tenantId, tenantId), eq(eventMatches.eventId, eventId)))
  await tx.delete(eventPicks).where(and(eq(eventPicks.tenantId, tenantId), eq(eventPicks.eventId, eventId)))
  await tx.delete(eventSignups).where(and(eq(eventSignups.tenantId, tenantId), eq(eventSignups.eventId, eventId)))
  await tx.delete(events).where(and(eq(events.tenantId, tenantId), eq(events.id, eventId)))
}
