import { and, count, desc, eq, gt, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'
import type { CursorPage, FavItem, ReportReq, ViewItem } from '@contract/love'
import { loveBlocks, loveFavourites, loveProfiles, loveViews, users } from '../../db/schema'
import { assertNoContactInfo } from '../../lib/contact-guard'
import { cursorPage, decodeTimeCursor, encodeTimeCursor, pageLimit } from '../../lib/cursor'
import { BizError, forbidden, notFound } from '../../lib/errors'
import { emit } from '../../lib/events'
import type { AuthedUser } from '../../lib/route'
import { badgesFor } from '../love-feed/badges'
import { toCard } from '../love-feed/cards'
import { findProfile, markSocialNoticesSeen, NO_PROFILE, type ProfileRow } from '../love-profile/service'
import { fileReport } from '../report/service'
import { findUserById, isVip, type UserRow } from '../user/service'
import { addBlock, blockedEitherWay, removeBlock, visibleDespiteBlocks } from '../block/service'

const NO_MEMBER = '该会员不存在'

/**
 * The other member must be an active love member of the tenant. With `unlessBlocked`, a block
 * either way reads as "no such member", so nobody learns they were blocked.
 */
async function assertMember(db: Db, who: AuthedUser, targetId: number, unlessBlocked: boolean): Promise<void> {
  if (targetId === who.userId) throw new BizError('不能对自己操作')
  const [target, profile, blocked] = await Promise.all([
    findUserById(db, who.tenantId, targetId),
    findProfile(db, who.tenantId, targetId),
    unlessBlocked ? blockedEitherWay(db, who.tenantId, who.userId) : Promise.resolve([])
  ])
  if (!target || target.status !== 'active' || !profile || blocked.includes(targetId)) throw notFound(NO_MEMBER)
}

/** The member favourited is told, once per admirer, unless the admirer hides from the feed (and so from that list). */
export async function fav(db: Db, who: AuthedUser, targetId: number) {
  await assertMember(db, who, targetId, true)
  await db.transaction(async (tx) => {
    await tx
      .insert(loveFavourites)
      .values({ tenantId: who.tenantId, userId: who.userId, targetId })
      .onConflictDoNothing()
    const me = await findProfile(tx, who.tenantId, who.userId)
    await emit(tx, 'love-social.faved', {
      tenantId: who.tenantId,
      targetId,
      admirerId: who.userId,
      listed: me !== undefined && !me.hideFromFeed
    })
  })
  return { ok: true }
}

export async function unfav(db: Db, who: AuthedUser, targetId: number) {
  await db
    .delete(loveFavourites)
    .where(
      and(
        eq(loveFavourites.tenantId, who.tenantId),
        eq(loveFavourites.userId, who.userId),
        eq(loveFavourites.targetId, targetId)
      )
    )
  return { ok: true }
}

export async function block(db: Db, who: AuthedUser, targetId: number) {
  await assertMember(db, who, targetId, false)
  await addBlock(db, who.tenantId, who.userId, targetId)
  return { ok: true }
}

export async function unblock(db: Db, who: AuthedUser, targetId: number) {
  await removeBlock(db, who.tenantId, who.userId, targetId)
  return { ok: true }
}

/**
 * Reporting stays possible after a block: blocking first is the usual reaction to a fake profile.
 * The description is checked for contact details like any text another member may read: staff
 * relay it, and the reported member's history is to show it, so a "report" must not carry a
 * number to its target. A number a scammer sent still counts as evidence in a screenshot.
 */
export async function report(db: Db, who: AuthedUser, input: ReportReq) {
  assertNoContactInfo(input.description)
  await assertMember(db, who, input.userId, false)
  await fileReport(db, {
    tenantId: who.tenantId,
    reporterId: who.userId,
    targetId: input.userId,
    reason: input.reason,
    description: input.description,
    images: input.images
  })
  return { ok: true }
}

/** Every member sees how many favourited them (love centre); only a VIP sees who (getFavedMePage). */
type ListKind = 'fav' | 'favedMe' | 'viewed' | 'viewers' | 'blocked'

/** Where a list's rows come from: the table, its time column, and the column naming the other member. */
function sourceOf(kind: ListKind, who: AuthedUser) {
  const t = who.tenantId
  const me = who.userId
  switch (kind) {
    case 'fav':
      return {
        table: loveFavourites,
        at: loveFavourites.createdAt,
        other: loveFavourites.targetId,
        mine: and(eq(loveFavourites.tenantId, t), eq(loveFavourites.userId, me))
      }
    case 'favedMe':
      return {
        table: loveFavourites,
        at: loveFavourites.createdAt,
        other: loveFavourites.userId,
        mine: and(eq(loveFavourites.tenantId, t), eq(loveFavourites.targetId, me))
      }
    case 'blocked':
      return {
        table: loveBlocks,
        at: loveBlocks.createdAt,
        other: loveBlocks.targetId,
        mine: and(eq(loveBlocks.tenantId, t), eq(loveBlocks.userId, me))
      }
    case 'viewed':
      return {
        table: loveViews,
        at: loveViews.lastAt,
        other: loveViews.viewedId,
        mine: and(eq(loveViews.tenantId, t), eq(loveViews.viewerId, me))
      }
    case 'viewers':
      return {
        table: loveViews,
        at: loveViews.lastAt,
        other: loveViews.viewerId,
        mine: and(eq(loveViews.tenantId, t), eq(loveViews.viewedId, me))
      }
  }
}

/**
 * Lists about other members show only those the feed could show: active, not hidden, not
 * blocked either way. The blocked list is the exception: it is how a member finds whom to unblock.
 */
function visibility(kind: ListKind, other: AnyPgColumn, blocked: number[]): (SQL | undefined)[] {
  if (kind === 'blocked') return []
  return [
    eq(users.status, 'active'),
    eq(loveProfiles.hideFromFeed, false),
    eq(loveProfiles.staffHidden, false),
    visibleDespiteBlocks(other, blocked)
  ]
}

function joinOther(kind: ListKind, who: AuthedUser) {
  const s = sourceOf(kind, who)
  const profile = and(eq(loveProfiles.tenantId, who.tenantId), eq(loveProfiles.userId, s.other))
  const user = and(eq(users.tenantId, who.tenantId), eq(users.id, s.other))
  return { s, profile, user }
}

interface ListedRow {
  at: Date
  atText: string
  other: number
  firstAt: Date | null
  times: number
  p: ProfileRow
  u: UserRow
}

async function listRows(
  db: Db,
  who: AuthedUser,
  kind: ListKind,
  page: { cursor: string; pageSize: number }
): Promise<ListedRow[]> {
  const { s, profile, user } = joinOther(kind, who)
  const blocked = await blockedEitherWay(db, who.tenantId, who.userId)
  const where: (SQL | undefined)[] = [s.mine, ...visibility(kind, s.other, blocked)]
  const after = decodeTimeCursor(page.cursor)
  if (after) where.push(sql`(${s.at}, ${s.other}) < (${after.at}::timestamptz, ${after.id})`)
  const views = kind === 'viewed' || kind === 'viewers'
  return db
    .select({
      at: s.at,
      // The cursor's time: PostgreSQL's own text keeps the microseconds a JS Date would round away.
      atText: sql<string>`${s.at}::text`,
      other: s.other,
      firstAt: views ? loveViews.firstAt : sql<Date | null>`null`,
      times: views ? loveViews.times : sql<number>`1`,
      p: loveProfiles,
      u: users
    })
    .from(s.table)
    .innerJoin(loveProfiles, profile)
    .innerJoin(users, user)
    .where(and(...where))
    .orderBy(desc(s.at), desc(s.other))
    .limit(pageLimit(page.pageSize))
}

/** Shared by every people list: cards as the feed draws them, newest first, keyset paged. */
async function cardPage<T>(
  db: Db,
  who: AuthedUser,
  kind: ListKind,
  page: { cursor: string; pageSize: number },
  timeZone: string,
  item: (row: ListedRow, card: FavItem) => T
): Promise<CursorPage<T>> {
  const listed = cursorPage(await listRows(db, who, kind, page), page.pageSize, (last) =>
    encodeTimeCursor({ at: last.atText, id: last.other })
  )
  const [viewer, badges] = await Promise.all([
    findProfile(db, who.tenantId, who.userId),
    badgesFor(
      db,
      who.tenantId,
      listed.list.map((r) => r.other)
    )
  ])
  return {
    ...listed,
    list: listed.list.map((r) =>
      item(r, {
        card: toCard(viewer, r.p, r.u, {
          isTop: false,
          isBoosted: false,
          badges: badges.get(r.other) ?? [],
          timeZone
        }),
        at: r.at.toISOString()
      })
    )
  }
}

export function favPage(
  db: Db,
  who: AuthedUser,
  kind: 'fav' | 'blocked',
  page: { cursor: string; pageSize: number },
  timeZone: string
) {
  return cardPage(db, who, kind, page, timeZone, (_row, item): FavItem => item)
}

export const FAVED_ME_VIP_ONLY = '开通VIP后可查看谁收藏了你'

/** Who favourited me: a VIP benefit, checked against the live expiry rather than the login's flags. */
export async function favedMePage(
  db: Db,
  who: AuthedUser,
  page: { cursor: string; pageSize: number },
  timeZone: string
) {
  const me = await findUserById(db, who.tenantId, who.userId)
  if (!me || !isVip(me)) throw forbidden(FAVED_ME_VIP_ONLY)
  return cardPage(db, who, 'favedMe', page, timeZone, (_row, item): FavItem => item)
}

export function viewPage(
  db: Db,
  who: AuthedUser,
  kind: 'viewed' | 'viewers',
  page: { cursor: string; pageSize: number },
  timeZone: string
) {
  return cardPage(db, who, kind, page, timeZone, (row, item): ViewItem => ({
    ...item,
    firstAt: (row.firstAt ?? row.at).toISOString(),
    times: Number(row.times)
  }))
}

/** How many members each list holds, counted with the lists' own visibility rules so the numbers match. */
export async function listCounts(db: Db, who: AuthedUser) {
  const blocked = await blockedEitherWay(db, who.tenantId, who.userId)
  const countOf = (kind: ListKind) => countListed(db, who, kind, blocked)
  const [viewedMe, iViewed, fav, favedMe] = await Promise.all([
    countOf('viewers'),
    countOf('viewed'),
    countOf('fav'),
    countOf('favedMe')
  ])
  return { viewedMe, iViewed, fav, favedMe }
}

async function countListed(
  db: Db,
  who: AuthedUser,
  kind: ListKind,
  blocked: number[],
  since?: Date | null
): Promise<number> {
  const { s, profile, user } = joinOther(kind, who)
  const where: (SQL | undefined)[] = [s.mine, ...visibility(kind, s.other, blocked)]
  if (since) where.push(gt(s.at, since))
  const [row] = await db
    .select({ n: count() })
    .from(s.table)
    .innerJoin(loveProfiles, profile)
    .innerJoin(users, user)
    .where(and(...where))
  return row.n
}

/**
 * Who viewed or favourited me since I last looked (a repeat view counts again: it is news that
 * someone came back). The same visibility rules as the lists, so the badge never counts someone
 * the list would not show.
 */
export async function newNotices(db: Db, who: AuthedUser): Promise<{ viewedMe: number; favedMe: number }> {
  const [me, blocked] = await Promise.all([
    db
      .select({ seenAt: loveProfiles.noticesSeenAt })
      .from(loveProfiles)
      .where(and(eq(loveProfiles.tenantId, who.tenantId), eq(loveProfiles.userId, who.userId))),
    blockedEitherWay(db, who.tenantId, who.userId)
  ])
  if (!me.length) return { viewedMe: 0, favedMe: 0 }
  const since = me[0].seenAt
  const [viewedMe, favedMe] = await Promise.all([
    countListed(db, who, 'viewers', blocked, since),
    countListed(db, who, 'favedMe', blocked, since)
  ])
  return { viewedMe, favedMe }
}

export async function markNoticesSeen(db: Db, who: AuthedUser): Promise<{ ok: boolean }> {
  if (!(await markSocialNoticesSeen(db, who.tenantId, who.userId))) throw notFound(NO_PROFILE)
  return { ok: true }
}
