import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import {
  eventPhase,
  type EventCard,
  type EventPhase,
  type GenderSeats,
  type MySignup,
  type SignupStatus
} from '@contract/active'
import type { Gender } from '@contract/love'
import type { Queryable, Tx } from '../../db/client'
import { events, eventSignups } from '../../db/schema'
import { forbidden, notFound } from '../../lib/errors'
import type { AuthedUser } from '../../lib/route'
import { myStaffRoles } from '../staff/service'

/**
 * What every part of the events domain shares: finding and locking an event, who may run it,
 * which sign-ups hold a seat, and the views both members and staff read.
 */

export type EventRow = typeof events.$inferSelect
export type SignupRow = typeof eventSignups.$inferSelect

export const EVENT_NOT_FOUND = '活动不存在或已下线'

export async function findEvent(db: Queryable, tenantId: number, eventId: number): Promise<EventRow | undefined> {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.tenantId, tenantId), eq(events.id, eventId)))
  return row
}

/**
 * The event row lock: every sign-up, cancellation, refund and reveal of one event takes it first,
 * so seats are counted and changed one transaction at a time.
 */
export async function lockEvent(tx: Tx, tenantId: number, eventId: number): Promise<EventRow | undefined> {
  const [row] = await tx
    .select()
    .from(events)
    .where(and(eq(events.tenantId, tenantId), eq(events.id, eventId)))
    .for('update')
  return row
}

/** Members see published and cancelled events (a cancelled one explains itself); drafts are staff's. */
export async function visibleEvent(db: Queryable, tenantId: number, eventId: number): Promise<EventRow> {
  const row = await findEvent(db, tenantId, eventId)
  if (!row || row.status === 'draft') throw notFound(EVENT_NOT_FOUND)
  return row
}

/** Whether the caller runs this event: any admin of the tenant, or the matchmaker organising it. */
export async function mayManage(db: Queryable, who: AuthedUser, event: EventRow): Promise<boolean> {
  const roles = await myStaffRoles(db, who)
  return roles.includes('admin') || (roles.includes('matchmaker') && event.organiserId === who.userId)
}

/** The event the caller runs, or 40400 / 40300. Routes using it also declare staff: EVENT_MANAGERS. */
export async function managedEvent(db: Queryable, who: AuthedUser, eventId: number): Promise<EventRow> {
  const row = await findEvent(db, who.tenantId, eventId)
  if (!row) throw notFound(EVENT_NOT_FOUND)
  if (!(await mayManage(db, who, row))) throw forbidden('只有活动的组织者或管理员可以操作')
  return row
}

/** Statuses of a sign-up that is still in play (one per member per event). */
export const LIVE_STATUSES: readonly SignupStatus[] = ['unpaid', 'pending_audit', 'approved', 'checked_in']

/** A sign-up holds a seat while live, an unpaid one only until its hold expires. */
export function holdsSeatSql(now: Date): SQL {
  return sql`(${eventSignups.status} in ('pending_audit', 'approved', 'checked_in') or (${eventSignups.status} = 'unpaid' and ${eventSignups.holdExpiresAt} > ${now.toISOString()}))`
}

export function holdsSeat(s: Pick<SignupRow, 'status' | 'holdExpiresAt'>, now: Date): boolean {
  if (s.status === 'unpaid') return !!s.holdExpiresAt && s.holdExpiresAt > now
  return s.status === 'pending_audit' || s.status === 'approved' || s.status === 'checked_in'
}

export interface SeatsTaken extends GenderSeats {
  signed: number
}

/** Seats held per event and gender. */
export async function seatsTaken(
  db: Queryable,
  tenantId: number,
  eventIds: number[],
  now: Date
): Promise<Map<number, SeatsTaken>> {
  const out = new Map<number, SeatsTaken>(eventIds.map((id) => [id, { male: 0, female: 0, signed: 0 }]))
  if (eventIds.length === 0) return out
  const rows = await db
    .select({ eventId: eventSignups.eventId, gender: eventSignups.gender, n: sql<number>`count(*)::int` })
    .from(eventSignups)
    .where(and(eq(eventSignups.tenantId, tenantId), inArray(eventSignups.eventId, eventIds), holdsSeatSql(now)))
    .groupBy(eventSignups.eventId, eventSignups.gender)
  for (const r of rows) {
    const seats = out.get(r.eventId)!
    seats[r.gender as Gender] += r.n
    seats.signed += r.n
  }
  return out
}

export function phaseOf(e: EventRow, now: Date): EventPhase {
  return eventPhase(
    {
      status: e.status,
      signupStartsAt: e.signupStartsAt.toISOString(),
      signupEndsAt: e.signupEndsAt.toISOString(),
      startsAt: e.startsAt.toISOString(),
      endsAt: e.endsAt.toISOString()
    },
    now
  )
}

export function cardView(e: EventRow, taken: SeatsTaken, now: Date): EventCard {
  return {
    id: e.id,
    kind: e.kind,
    title: e.title,
    cover: e.cover,
    city: e.city,
    venue: e.venue,
    startsAt: e.startsAt.toISOString(),
    endsAt: e.endsAt.toISOString(),
    signupEndsAt: e.signupEndsAt.toISOString(),
    phase: phaseOf(e, now),
    price: { male: e.priceMale, female: e.priceFemale },
    quota: { male: e.quotaMale, female: e.quotaFemale },
    seatsLeft: {
      male: Math.max(0, e.quotaMale - taken.male),
      female: Math.max(0, e.quotaFemale - taken.female)
    },
    signedCount: taken.signed,
    mutualSelection: e.mutualSelection
  }
}

/** The sign-in code shows once the member is in (approved), never while unpaid or waiting. */
export function signupView(s: SignupRow, e: EventRow, now: Date): MySignup {
  const admitted = s.status === 'approved' || s.status === 'checked_in'
  const cancellable =
    s.status === 'unpaid' || ((s.status === 'pending_audit' || s.status === 'approved') && now < e.cancelDeadline)
  return {
    id: s.id,
    eventId: s.eventId,
    status: s.status,
    fee: s.fee,
    payMethod: s.payMethod,
    orderNo: s.status === 'unpaid' ? s.orderNo : '',
    holdExpiresAt: s.status === 'unpaid' && s.holdExpiresAt ? s.holdExpiresAt.toISOString() : '',
    checkInCode: admitted ? s.checkInCode : '',
    checkedInAt: s.checkedInAt?.toISOString() ?? '',
    refunded: s.refunded,
    reason: s.reason,
    cancellable: cancellable && e.status === 'published',
    createdAt: s.createdAt.toISOString()
  }
}

/** A guest of the mutual-selection room: signed in at an offline event, approved (or signed in) online. */
export function isRoomGuest(s: Pick<SignupRow, 'status'>, e: Pick<EventRow, 'kind'>): boolean {
  return s.status === 'checked_in' || (e.kind === 'online' && s.status === 'approved')
}
