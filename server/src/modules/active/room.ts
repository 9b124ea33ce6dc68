import { and, count, countDistinct, eq, exists, inArray, not, notInArray, or, sql, type SQL } from 'drizzle-orm'
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core'
import {
  SIGNUP_STATUSES,
  type RevealRes,
  type RoomGuest,
  type RoomGuestDetail,
  type RoomView,
  type SavePicksReq,
  type SignupStatus
} from '@contract/active'
import type { Gender } from '@contract/love'
import { PLUGIN_IDS } from '@contract/plugins'
import type { Queryable, Tx } from '../../db/client'
import {
  eventMatches,
  eventPicks,
  events,
  eventSignups,
  loveBlocks,
  loveProfiles,
  tenants,
  users
} from '../../db/schema'
import { BizError, notFound } from '../../lib/errors'
import { emit } from '../../lib/events'
import type { AuthedUser } from '../../lib/route'
import { dayText } from '../../lib/tenant-time'
import { shownAge, shownAvatar } from '../love-feed/cards'
import { blockedEitherWay } from '../block/service'
import { openMatchConversation } from '../message/service'
import { findUserById, isVip } from '../user/service'
import { findEvent, isRoomGuest, lockEvent, managedEvent, phaseOf, visibleEvent, type EventRow } from './access'

/**
 * The mutual-selection room. Picks are sealed: before the reveal no query here reads anyone's
 * picks but the caller's own (and the reveal itself); after it, a member reads only the pairs they
 * belong to. The reveal happens once, under the event row lock, either when staff call it or on
 * the first read at or after the event's revealAt.
 */

export const NO_ROOM = '本场活动没有互选环节'
export const GUEST_NOT_FOUND = '该嘉宾不在本场互选中'
export const NOT_A_GUEST_PICK = '只能选择本场活动的异性嘉宾'
export const PICKS_FROZEN = '互选结果已揭晓，不能再修改'

/** The sign-up statuses that seat a member in this event's room, for queries. */
function guestStatuses(e: Pick<EventRow, 'kind'>): SignupStatus[] {
  return SIGNUP_STATUSES.filter((status) => isRoomGuest({ status }, e))
}

/**
 * Who is in the room: a guest sign-up of an active member whose profile staff have not hidden.
 * The same condition lists guests, admits picks and finds the pairs at the reveal, so nobody can
 * be picked or matched who is not shown.
 */
function inRoomWhere(e: EventRow): SQL | undefined {
  return and(
    eq(eventSignups.tenantId, e.tenantId),
    eq(eventSignups.eventId, e.id),
    inArray(eventSignups.status, guestStatuses(e)),
    eq(users.status, 'active'),
    sql`coalesce(${loveProfiles.staffHidden}, false) = false`
  )
}

function guestQuery(db: Queryable, e: EventRow, where: (SQL | undefined)[]) {
  return db
    .select({ userId: eventSignups.userId, gender: eventSignups.gender, user: users, profile: loveProfiles })
    .from(eventSignups)
    .innerJoin(users, and(eq(users.tenantId, eventSignups.tenantId), eq(users.id, eventSignups.userId)))
    .leftJoin(
      loveProfiles,
      and(eq(loveProfiles.tenantId, eventSignups.tenantId), eq(loveProfiles.userId, eventSignups.userId))
    )
    .where(and(inRoomWhere(e), ...where))
    .orderBy(eventSignups.id)
}

type GuestRow = Awaited<ReturnType<typeof guestQuery>>[number]

async function guestRow(db: Queryable, e: EventRow, userId: number): Promise<GuestRow | undefined> {
  const [row] = await guestQuery(db, e, [eq(eventSignups.userId, userId)])
  return row
}

const otherGender = (g: Gender): Gender => (g === 'male' ? 'female' : 'male')

/** The guests `me` may see and pick: the other gender, less anyone blocked either way. */
async function othersOf(db: Queryable, e: EventRow, me: GuestRow): Promise<GuestRow[]> {
  const blocked = await blockedEitherWay(db, e.tenantId, me.userId)
  return guestQuery(db, e, [
    eq(eventSignups.gender, otherGender(me.gender)),
    blocked.length ? notInArray(eventSignups.userId, blocked) : undefined
  ])
}

/**
 * A guest card shows what the feed shows others: the approved avatar, the age unless hidden (as
 * of `today`, the day in the tenant's city).
 */
function toGuest(row: GuestRow, today: string): RoomGuest {
  if (!row.profile) {
    return {
      userId: row.userId,
      nickname: row.user.nickname,
      avatar: row.user.headPic,
      age: 0,
      height: 0,
      city: '',
      education: '',
      occupation: ''
    }
  }
  return {
    userId: row.userId,
    nickname: row.user.nickname,
    avatar: shownAvatar(row.profile, row.user),
    age: shownAge(row.profile, today) ?? 0,
    height: row.profile.height,
    city: row.profile.residenceCity,
    education: row.profile.education,
    occupation: row.profile.occupation
  }
}

/** Picks are frozen once revealed, and from revealAt on even before the first read reveals them. */
function picksClosed(e: EventRow, now: Date): boolean {
  return e.revealedAt !== null || (e.revealAt !== null && e.revealAt <= now)
}

function revealDue(e: EventRow, now: Date): boolean {
  return (
    e.status === 'published' && e.mutualSelection && e.revealedAt === null && e.revealAt !== null && e.revealAt <= now
  )
}

/** Why the caller can't pick now, '' when they can. */
function pickBlocker(e: EventRow, guest: boolean, now: Date): string {
  if (e.status === 'cancelled') return '活动已取消'
  if (picksClosed(e, now)) return '互选结果已揭晓'
  if (!guest) return e.kind === 'offline' ? '签到后即可参与互选' : '报名审核通过后即可参与互选'
  if (now < e.startsAt) return '活动开始后即可参与互选'
  return ''
}

/** The room's event as the member sees it; not a mutual-selection event reads as no room. */
async function roomEvent(db: Queryable, tenantId: number, eventId: number): Promise<EventRow> {
  const e = await visibleEvent(db, tenantId, eventId)
  if (!e.mutualSelection) throw notFound(NO_ROOM)
  return e
}

/**
 * Reveals under the locked event row: records every mutual pair of guests still in the room (and
 * not blocking each other), opens each pair's conversation when the tenant has messages, and tells
 * every guest the outcome, all in the caller's transaction.
 */
async function revealLocked(tx: Tx, e: EventRow, now: Date): Promise<void> {
  const { tenantId } = e
  await tx
    .update(events)
    .set({ revealedAt: now, updatedAt: now })
    .where(and(eq(events.tenantId, tenantId), eq(events.id, e.id)))
  const pairs = await mutualPairs(tx, e)
  const guests = await guestQuery(tx, e, [])
  const nickname = new Map(guests.map((g) => [g.userId, g.user.nickname]))
  const chat = await hasMessages(tx, tenantId)
  const matched = new Set<number>()
  for (const { low, high } of pairs) {
    const conversationId = chat ? await openMatchConversation(tx, tenantId, low, high) : null
    await tx
      .insert(eventMatches)
      .values({ tenantId, eventId: e.id, userLow: low, userHigh: high, conversationId })
      .onConflictDoNothing()
    matched.add(low).add(high)
  }
  const guest = (userId: number) => ({ userId, nickname: nickname.get(userId) ?? '' })
  await emit(tx, 'active.picksRevealed', {
    tenantId,
    eventId: e.id,
    eventTitle: e.title,
    pairs: pairs.map(({ low, high }) => ({ low: guest(low), high: guest(high) })),
    unmatched: guests.map((g) => g.userId).filter((userId) => !matched.has(userId))
  })
}

/** Read in the reveal's transaction: reads without a request (roomSummary) have no tenant context. */
async function hasMessages(tx: Tx, tenantId: number): Promise<boolean> {
  const [row] = await tx
    .select({ grantPluginIds: tenants.grantPluginIds })
    .from(tenants)
    .where(eq(tenants.tenantId, tenantId))
  return row?.grantPluginIds.includes(PLUGIN_IDS.message) ?? false
}

/** A pick answered by a pick back, once per pair (low < high), between two members in the room. */
async function mutualPairs(tx: Tx, e: EventRow): Promise<{ low: number; high: number }[]> {
  const back = alias(eventPicks, 'back')
  const inRoom = (column: AnyPgColumn) =>
    exists(
      tx
        .select({ one: sql`1` })
        .from(eventSignups)
        .innerJoin(users, and(eq(users.tenantId, eventSignups.tenantId), eq(users.id, eventSignups.userId)))
        .leftJoin(
          loveProfiles,
          and(eq(loveProfiles.tenantId, eventSignups.tenantId), eq(loveProfiles.userId, eventSignups.userId))
        )
        .where(and(inRoomWhere(e), eq(eventSignups.userId, column)))
    )
  const blockedPair = exists(
    tx
      .select({ one: sql`1` })
      .from(loveBlocks)
      .where(
        and(
          eq(loveBlocks.tenantId, e.tenantId),
          or(
            and(eq(loveBlocks.userId, eventPicks.fromUserId), eq(loveBlocks.targetId, eventPicks.toUserId)),
            and(eq(loveBlocks.userId, eventPicks.toUserId), eq(loveBlocks.targetId, eventPicks.fromUserId))
          )
        )
      )
  )
  return tx
    .select({ low: eventPicks.fromUserId, high: eventPicks.toUserId })
    .from(eventPicks)
    .innerJoin(
      back,
      and(
        eq(back.tenantId, eventPicks.tenantId),
        eq(back.eventId, eventPicks.eventId),
        eq(back.fromUserId, eventPicks.toUserId),
        eq(back.toUserId, eventPicks.fromUserId)
      )
    )
    .where(
      and(
        eq(eventPicks.tenantId, e.tenantId),
        eq(eventPicks.eventId, e.id),
        sql`${eventPicks.fromUserId} < ${eventPicks.toUserId}`,
        inRoom(eventPicks.fromUserId),
        inRoom(eventPicks.toUserId),
        not(blockedPair)
      )
    )
    .orderBy(eventPicks.fromUserId, eventPicks.toUserId)
}

async function matchedPairCount(db: Queryable, e: EventRow): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(eventMatches)
    .where(and(eq(eventMatches.tenantId, e.tenantId), eq(eventMatches.eventId, e.id)))
  return row?.n ?? 0
}

/**
 * The event as it stands after revealing it when its revealAt has passed: whichever read comes
 * first does it, a concurrent one waits on the row lock and finds it done.
 */
async function revealIfDue(db: Queryable, e: EventRow, now: Date): Promise<EventRow> {
  if (!revealDue(e, now)) return e
  return db.transaction(async (tx) => {
    const locked = await lockEvent(tx, e.tenantId, e.id)
    if (!locked) return e
    if (!revealDue(locked, now)) return locked
    await revealLocked(tx, locked, now)
    return { ...locked, revealedAt: now }
  })
}

/** Staff reveal an event's picks once it has begun; revealing again answers the same count. */
export async function revealByStaff(
  db: Queryable,
  who: AuthedUser,
  eventId: number,
  now = new Date()
): Promise<RevealRes> {
  await managedEvent(db, who, eventId)
  return db.transaction(async (tx) => {
    const e = await lockEvent(tx, who.tenantId, eventId)
    if (!e) throw notFound(NO_ROOM)
    if (!e.mutualSelection) throw new BizError(NO_ROOM)
    if (e.revealedAt === null) {
      if (e.status === 'cancelled') throw new BizError('活动已取消，不能揭晓互选结果')
      if (e.status !== 'published' || now < e.startsAt) throw new BizError('活动开始后才能揭晓互选结果')
      await revealLocked(tx, e, now)
    }
    return { matchedPairs: await matchedPairCount(tx, e) }
  })
}

/**
 * What staff's sign-up list shows of the room: how many guests have picked (never whom) and, after
 * the reveal, how many pairs matched. Reading it at or after revealAt reveals the event.
 */
export async function roomSummary(
  db: Queryable,
  tenantId: number,
  eventId: number
): Promise<{ pickers: number; revealed: boolean; matchedPairs: number }> {
  const found = await findEvent(db, tenantId, eventId)
  if (!found) return { pickers: 0, revealed: false, matchedPairs: 0 }
  const e = await revealIfDue(db, found, new Date())
  const [row] = await db
    .select({ n: countDistinct(eventPicks.fromUserId) })
    .from(eventPicks)
    .where(and(eq(eventPicks.tenantId, tenantId), eq(eventPicks.eventId, eventId)))
  const revealed = e.revealedAt !== null
  return { pickers: row?.n ?? 0, revealed, matchedPairs: revealed ? await matchedPairCount(db, e) : 0 }
}

async function myPickIds(db: Queryable, e: EventRow, userId: number): Promise<number[]> {
  const rows = await db
    .select({ toUserId: eventPicks.toUserId })
    .from(eventPicks)
    .where(and(eq(eventPicks.tenantId, e.tenantId), eq(eventPicks.eventId, e.id), eq(eventPicks.fromUserId, userId)))
  return rows.map((r) => r.toUserId)
}

/** The members `userId` matched with at this event; nothing before the reveal. */
async function myMatchIds(db: Queryable, e: EventRow, userId: number): Promise<Set<number>> {
  if (e.revealedAt === null) return new Set()
  const rows = await db
    .select({ low: eventMatches.userLow, high: eventMatches.userHigh })
    .from(eventMatches)
    .where(
      and(
        eq(eventMatches.tenantId, e.tenantId),
        eq(eventMatches.eventId, e.id),
        or(eq(eventMatches.userLow, userId), eq(eventMatches.userHigh, userId))
      )
    )
  return new Set(rows.map((r) => (r.low === userId ? r.high : r.low)))
}

async function roomView(db: Queryable, who: AuthedUser, e: EventRow, timeZone: string, now: Date): Promise<RoomView> {
  const me = await guestRow(db, e, who.userId)
  const blocker = pickBlocker(e, !!me, now)
  const view: RoomView = {
    event: {
      id: e.id,
      title: e.title,
      cover: e.cover,
      kind: e.kind,
      phase: phaseOf(e, now),
      startsAt: e.startsAt.toISOString(),
      endsAt: e.endsAt.toISOString(),
      picksPerGuest: e.picksPerGuest,
      revealAt: e.revealAt?.toISOString() ?? ''
    },
    isGuest: !!me,
    canPick: !!me && blocker === '',
    blocker,
    guests: [],
    myPicks: [],
    revealed: e.revealedAt !== null,
    matches: []
  }
  if (!me) return view
  const [others, picks, matchIds] = await Promise.all([
    othersOf(db, e, me),
    myPickIds(db, e, who.userId),
    myMatchIds(db, e, who.userId)
  ])
  const shown = new Set(others.map((g) => g.userId))
  const today = dayText(now, timeZone)
  view.guests = others.map((g) => toGuest(g, today))
  view.myPicks = picks.filter((id) => shown.has(id))
  view.matches = view.guests.filter((g) => matchIds.has(g.userId))
  return view
}

export async function getRoom(
  db: Queryable,
  who: AuthedUser,
  eventId: number,
  timeZone: string,
  now = new Date()
): Promise<RoomView> {
  const e = await revealIfDue(db, await roomEvent(db, who.tenantId, eventId), now)
  return roomView(db, who, e, timeZone, now)
}

/** One guest's card, for a guest of the room looking at a guest of the other gender. */
export async function getRoomGuest(
  db: Queryable,
  who: AuthedUser,
  req: { eventId: number; userId: number },
  timeZone: string,
  now = new Date()
): Promise<RoomGuestDetail> {
  const e = await revealIfDue(db, await roomEvent(db, who.tenantId, req.eventId), now)
  const me = await guestRow(db, e, who.userId)
  if (!me) throw notFound(GUEST_NOT_FOUND)
  const others = await othersOf(db, e, me)
  const guest = others.find((g) => g.userId === req.userId)
  if (!guest) throw notFound(GUEST_NOT_FOUND)
  const [viewer, picks, matchIds] = await Promise.all([
    findUserById(db, who.tenantId, who.userId),
    myPickIds(db, e, who.userId),
    myMatchIds(db, e, who.userId)
  ])
  const photosLocked = !!guest.profile?.photosVipOnly && !(viewer && isVip(viewer))
  return {
    ...toGuest(guest, dayText(now, timeZone)),
    album: guest.profile && !photosLocked ? guest.profile.album : [],
    aboutMe: guest.profile?.aboutMe ?? '',
    picked: picks.includes(guest.userId),
    matched: matchIds.has(guest.userId)
  }
}

/**
 * Replaces my whole selection. The event row is held (shared) for the transaction, so a reveal
 * waits for it and a selection never lands after the picks were revealed; my sign-up row is held
 * exclusively, so two saves of mine apply one after the other.
 */
export async function savePicks(
  db: Queryable,
  who: AuthedUser,
  req: SavePicksReq,
  timeZone: string,
  now = new Date()
): Promise<RoomView> {
  const { tenantId, userId } = who
  await revealIfDue(db, await roomEvent(db, tenantId, req.eventId), now)
  if (new Set(req.userIds).size !== req.userIds.length) throw new BizError('不能重复选择同一位嘉宾')
  await db.transaction(async (tx) => {
    const [e] = await tx
      .select()
      .from(events)
      .where(and(eq(events.tenantId, tenantId), eq(events.id, req.eventId)))
      .for('share')
    if (!e) throw notFound(NO_ROOM)
    if (picksClosed(e, now)) throw new BizError(PICKS_FROZEN)
    await tx
      .select({ id: eventSignups.id })
      .from(eventSignups)
      .where(
        and(
          eq(eventSignups.tenantId, tenantId),
          eq(eventSignups.eventId, e.id),
          eq(eventSignups.userId, userId),
          inArray(eventSignups.status, guestStatuses(e))
        )
      )
      .for('update')
    const me = await guestRow(tx, e, userId)
    const blocker = pickBlocker(e, !!me, now)
    if (!me || blocker) throw new BizError(blocker)
    if (req.userIds.length > e.picksPerGuest) throw new BizError(`最多选择${e.picksPerGuest}位`)
    const allowed = new Set((await othersOf(tx, e, me)).map((g) => g.userId))
    if (req.userIds.some((id) => !allowed.has(id))) throw new BizError(NOT_A_GUEST_PICK)
    await tx
      .delete(eventPicks)
      .where(and(eq(eventPicks.tenantId, tenantId), eq(eventPicks.eventId, e.id), eq(eventPicks.fromUserId, userId)))
    if (req.userIds.length) {
      await tx
        .insert(eventPicks)
        .values(req.userIds.map((toUserId) => ({ tenantId, eventId: e.id, fromUserId: userId, toUserId })))
    }
  })
  return getRoom(db, who, req.eventId, timeZone, now)
}
