import { and, asc, count, desc, eq, gte, notInArray, or, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Queryable, Tx } from '../../db/client'
import { loveDailyPickDays, loveDailyPicks, loveLikes, loveMatches, loveProfiles, users } from '../../db/schema'
import type { TimeCursor } from '../../lib/cursor'
import type { ProfileRow } from '../love-profile/service'
import type { UserRow } from '../user/service'

const pairOf = (a: number, b: number) => (a < b ? { userLow: a, userHigh: b } : { userLow: b, userHigh: a })

/**
 * Serialises the likes of one pair: without it, two members liking each other at the same instant
 * would each miss the other's uncommitted like and neither would match.
 */
export async function lockPair(tx: Tx, tenantId: number, a: number, b: number): Promise<void> {
  const { userLow, userHigh } = pairOf(a, b)
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`love-match:${tenantId}:${userLow}:${userHigh}`}))`)
}

/** True when the like is new. */
export async function insertLike(tx: Tx, tenantId: number, userId: number, targetId: number): Promise<boolean> {
  const rows = await tx
    .insert(loveLikes)
    .values({ tenantId, userId, targetId })
    .onConflictDoNothing()
    .returning({ userId: loveLikes.userId })
  return rows.length > 0
}

export async function deleteLike(tx: Tx, tenantId: number, userId: number, targetId: number): Promise<void> {
  await tx
    .delete(loveLikes)
    .where(and(eq(loveLikes.tenantId, tenantId), eq(loveLikes.userId, userId), eq(loveLikes.targetId, targetId)))
}

export async function likes(db: Queryable, tenantId: number, userId: number, targetId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: loveLikes.userId })
    .from(loveLikes)
    .where(and(eq(loveLikes.tenantId, tenantId), eq(loveLikes.userId, userId), eq(loveLikes.targetId, targetId)))
  return row !== undefined
}

/** True when this call created the match. */
export async function insertMatch(tx: Tx, tenantId: number, a: number, b: number): Promise<boolean> {
  const { userLow, userHigh } = pairOf(a, b)
  const rows = await tx
    .insert(loveMatches)
    .values({ tenantId, userLow, userHigh })
    .onConflictDoNothing()
    .returning({ userLow: loveMatches.userLow })
  return rows.length > 0
}

export async function deleteMatch(tx: Tx, tenantId: number, a: number, b: number): Promise<void> {
  const { userLow, userHigh } = pairOf(a, b)
  await tx
    .delete(loveMatches)
    .where(
      and(eq(loveMatches.tenantId, tenantId), eq(loveMatches.userLow, userLow), eq(loveMatches.userHigh, userHigh))
    )
}

export async function matched(db: Queryable, tenantId: number, a: number, b: number): Promise<boolean> {
  const { userLow, userHigh } = pairOf(a, b)
  const [row] = await db
    .select({ userLow: loveMatches.userLow })
    .from(loveMatches)
    .where(
      and(eq(loveMatches.tenantId, tenantId), eq(loveMatches.userLow, userLow), eq(loveMatches.userHigh, userHigh))
    )
  return row !== undefined
}

export type ListKind = 'mine' | 'likedMe' | 'matches'

/** Where a list's rows come from: the table, its time column, the other member, and my rows. */
function sourceOf(
  kind: ListKind,
  tenantId: number,
  me: number
): { table: typeof loveLikes | typeof loveMatches; at: AnyPgColumn; other: SQL<number>; mine: SQL | undefined } {
  switch (kind) {
    case 'mine':
      return {
        table: loveLikes,
        at: loveLikes.createdAt,
        other: sql<number>`${loveLikes.targetId}`,
        mine: and(eq(loveLikes.tenantId, tenantId), eq(loveLikes.userId, me))
      }
    case 'likedMe':
      return {
        table: loveLikes,
        at: loveLikes.createdAt,
        other: sql<number>`${loveLikes.userId}`,
        mine: and(eq(loveLikes.tenantId, tenantId), eq(loveLikes.targetId, me))
      }
    case 'matches': {
      // The other member of a pair row: whichever side is not me.
      const other = sql<number>`(case when ${loveMatches.userLow} = ${me} then ${loveMatches.userHigh} else ${loveMatches.userLow} end)`
      return {
        table: loveMatches,
        at: loveMatches.createdAt,
        other,
        mine: and(eq(loveMatches.tenantId, tenantId), or(eq(loveMatches.userLow, me), eq(loveMatches.userHigh, me)))
      }
    }
  }
}

/**
 * The lists show only members the feed could show: active, not hidden by staff, not blocked either
 * way. A member hidden from the feed stays in 相互喜欢 (the two already know each other) and
 * leaves the like lists, as she leaves every people list.
 */
function listWhere(kind: ListKind, tenantId: number, me: number, blocked: number[]) {
  const s = sourceOf(kind, tenantId, me)
  const where: (SQL | undefined)[] = [
    s.mine,
    eq(users.status, 'active'),
    eq(loveProfiles.staffHidden, false),
    blocked.length ? notInArray(s.other, blocked) : undefined
  ]
  if (kind !== 'matches') where.push(eq(loveProfiles.hideFromFeed, false))
  const profile = and(eq(loveProfiles.tenantId, tenantId), eq(loveProfiles.userId, s.other))
  const user = and(eq(users.tenantId, tenantId), eq(users.id, s.other))
  return { s, where, profile, user }
}

export interface ListedRow {
  at: Date
  atText: string
  other: number
  p: ProfileRow
  u: UserRow
}

export async function listRows(
  db: Queryable,
  kind: ListKind,
  who: { tenantId: number; userId: number },
  opts: { blocked: number[]; after: TimeCursor | null; limit: number }
): Promise<ListedRow[]> {
  const { s, where, profile, user } = listWhere(kind, who.tenantId, who.userId, opts.blocked)
  if (opts.after) where.push(sql`(${s.at}, ${s.other}) < (${opts.after.at}::timestamptz, ${opts.after.id})`)
  return db
    .select({
      at: s.at,
      // The cursor's time: PostgreSQL's own text keeps the microseconds a JS Date would round away.
      atText: sql<string>`${s.at}::text`,
      other: s.other,
      p: loveProfiles,
      u: users
    })
    .from(s.table)
    .innerJoin(loveProfiles, profile)
    .innerJoin(users, user)
    .where(and(...where))
    .orderBy(desc(s.at), desc(s.other))
    .limit(opts.limit)
}

export async function countListed(
  db: Queryable,
  kind: ListKind,
  who: { tenantId: number; userId: number },
  blocked: number[]
): Promise<number> {
  const { s, where, profile, user } = listWhere(kind, who.tenantId, who.userId, blocked)
  const [row] = await db
    .select({ n: count() })
    .from(s.table)
    .innerJoin(loveProfiles, profile)
    .innerJoin(users, user)
    .where(and(...where))
  return row.n
}

/** The newest few members of a list, for the blurred faces of 喜欢我的. */
export async function newestOthers(
  db: Queryable,
  kind: ListKind,
  who: { tenantId: number; userId: number },
  blocked: number[],
  limit: number
): Promise<number[]> {
  return (await listRows(db, kind, who, { blocked, after: null, limit })).map((r) => r.other)
}

/**
 * Takes the member's day under its row lock, creating it the first time: requests racing for the
 * day's first picks wait here, and each finds what the one before it drew.
 */
export async function claimDay(tx: Tx, tenantId: number, userId: number, day: string): Promise<void> {
  await tx.insert(loveDailyPickDays).values({ tenantId, userId, day }).onConflictDoNothing()
  await tx
    .select({ day: loveDailyPickDays.day })
    .from(loveDailyPickDays)
    .where(
      and(
        eq(loveDailyPickDays.tenantId, tenantId),
        eq(loveDailyPickDays.userId, userId),
        eq(loveDailyPickDays.day, day)
      )
    )
    .for('update')
}

/** Picks of these days (the day itself, or a week of them), in the order they were shown. */
export async function picksSince(
  db: Queryable,
  tenantId: number,
  userId: number,
  since: string
): Promise<{ day: string; pickedId: number; position: number }[]> {
  return db
    .select({ day: loveDailyPicks.day, pickedId: loveDailyPicks.pickedId, position: loveDailyPicks.position })
    .from(loveDailyPicks)
    .where(
      and(eq(loveDailyPicks.tenantId, tenantId), eq(loveDailyPicks.userId, userId), gte(loveDailyPicks.day, since))
    )
    .orderBy(asc(loveDailyPicks.day), asc(loveDailyPicks.position))
}

export async function insertPicks(
  tx: Tx,
  tenantId: number,
  userId: number,
  day: string,
  picks: { pickedId: number; position: number }[]
): Promise<void> {
  if (!picks.length) return
  await tx
    .insert(loveDailyPicks)
    .values(picks.map((p) => ({ tenantId, userId, day, pickedId: p.pickedId, position: p.position })))
    .onConflictDoNothing()
}
