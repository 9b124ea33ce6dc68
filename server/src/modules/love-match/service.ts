import type { CursorPage } from '@contract/love'
import type { DailyPicks, LikeItem, LikeState, LikeSummary } from '@contract/love-match'
import type { Db } from '../../db/client'
import type { MatchConfig } from '../../db/schema'
import { dayText, shiftDay } from '../../lib/tenant-time'
import { cursorPage, decodeTimeCursor, encodeTimeCursor, pageLimit } from '../../lib/cursor'
import type { ServerDeps } from '../../lib/deps'
import { BizError, forbidden, notFound } from '../../lib/errors'
import { emit } from '../../lib/events'
import type { AuthedUser } from '../../lib/route'
import type { TenantContext } from '../../plugins/tenant'
import { blockedEitherWay } from '../block/service'
import { badgesFor } from '../love-feed/badges'
import { toCard } from '../love-feed/cards'
import { hiddenProfileFrom } from '../love-feed/detail'
import { blurredFacesOf } from '../love-feed/preview'
import { bestMembersFor, feedCardsOf } from '../love-feed/service'
import { findProfile } from '../love-profile/service'
import { openMatchConversation } from '../message/service'
import { findUserById, isVip } from '../user/service'
import {
  claimDay,
  countListed,
  deleteLike,
  deleteMatch,
  insertLike,
  insertMatch,
  insertPicks,
  likes,
  listRows,
  lockPair,
  matched,
  newestOthers,
  picksSince,
  type ListKind
} from './repository'

const NO_MEMBER = '该会员不存在'
export const LIKE_NEEDS_PROFILE = '完善交友资料后才能喜欢对方'
export const PICKS_NEED_PROFILE = '完善交友资料后即可查看每日推荐'
export const LIKED_ME_VIP_ONLY = '开通VIP后可查看谁喜欢了你'
/** 喜欢我的 without VIP: this many blurred faces beside the count. */
const BLURRED_FACES = 6
/** A member picked on a day is not picked again for this many days, that day included. */
export const PICK_REPEAT_DAYS = 7

/**
 * The target must be an active love member of the tenant the liker may see: a block either way, a
 * profile hidden from the liker or a suspended account read as "no such member".
 */
async function assertLikeable(db: Db, who: AuthedUser, targetId: number) {
  if (targetId === who.userId) throw new BizError('不能喜欢自己')
  const mine = await findProfile(db, who.tenantId, who.userId)
  if (!mine) throw forbidden(LIKE_NEEDS_PROFILE)
  const [me, target, profile, blocked, hidden] = await Promise.all([
    findUserById(db, who.tenantId, who.userId),
    findUserById(db, who.tenantId, targetId),
    findProfile(db, who.tenantId, targetId),
    blockedEitherWay(db, who.tenantId, who.userId),
    hiddenProfileFrom(db, who, targetId)
  ])
  if (!me || !target || target.status !== 'active' || !profile || blocked.includes(targetId) || hidden) {
    throw notFound(NO_MEMBER)
  }
  return { mine, me, target }
}

/**
 * Likes a member. Under the pair's lock, so the second of two likes, however close, sees the first:
 * that one makes the match, exactly once, opens the pair's conversation (no new-chat allowance is
 * spent: they chose each other) and tells both. A like that stays one-sided tells the target only
 * that someone likes them.
 */
export async function like(db: Db, who: AuthedUser, targetId: number): Promise<LikeState> {
  const { mine, me, target } = await assertLikeable(db, who, targetId)
  const { tenantId, userId } = who
  return db.transaction(async (tx) => {
    await lockPair(tx, tenantId, userId, targetId)
    const fresh = await insertLike(tx, tenantId, userId, targetId)
    const mutual = await likes(tx, tenantId, targetId, userId)
    if (fresh && !mutual) {
      await emit(tx, 'love-match.liked', { tenantId, likerId: userId, targetId, listed: !mine.hideFromFeed })
    }
    if (mutual && (await insertMatch(tx, tenantId, userId, targetId))) {
      await openMatchConversation(tx, tenantId, userId, targetId)
      await emit(tx, 'love-match.matched', {
        tenantId,
        userId,
        peerId: targetId,
        nicknames: { [userId]: me.nickname, [targetId]: target.nickname }
      })
    }
    return { liked: true, matched: mutual }
  })
}

/** Takes my like back; a match between us ends with it. The conversation and its history stay. */
export async function unlike(db: Db, who: AuthedUser, targetId: number): Promise<LikeState> {
  if (targetId === who.userId) throw new BizError('不能对自己操作')
  await db.transaction(async (tx) => {
    await lockPair(tx, who.tenantId, who.userId, targetId)
    await deleteLike(tx, who.tenantId, who.userId, targetId)
    await deleteMatch(tx, who.tenantId, who.userId, targetId)
  })
  return { liked: false, matched: false }
}

/** Whether I like them and whether we match; never whether they like me alone. */
export async function likeState(db: Db, who: AuthedUser, targetId: number): Promise<LikeState> {
  const [liked, mutual] = await Promise.all([
    likes(db, who.tenantId, who.userId, targetId),
    matched(db, who.tenantId, who.userId, targetId)
  ])
  return { liked, matched: mutual }
}

export async function likeSummary(
  deps: Pick<ServerDeps, 'db' | 'storage' | 'kv'>,
  tenant: TenantContext,
  who: AuthedUser
): Promise<LikeSummary> {
  const me = await findUserById(deps.db, who.tenantId, who.userId)
  if (!me) throw notFound(NO_MEMBER)
  const blocked = await blockedEitherWay(deps.db, who.tenantId, who.userId)
  const vip = isVip(me)
  const [likedCount, likedMeCount, matchCount, faces] = await Promise.all([
    countListed(deps.db, 'mine', who, blocked),
    countListed(deps.db, 'likedMe', who, blocked),
    countListed(deps.db, 'matches', who, blocked),
    vip ? Promise.resolve([]) : newestOthers(deps.db, 'likedMe', who, blocked, BLURRED_FACES)
  ])
  return {
    isVip: vip,
    likedCount,
    likedMeCount,
    matchCount,
    likedMeFaces: await blurredFacesOf(deps, tenant, faces)
  }
}

/** A list as cards, newest first, keyset paged like every people list. */
export async function likePage(
  db: Db,
  who: AuthedUser,
  kind: ListKind,
  page: { cursor: string; pageSize: number },
  timeZone: string
): Promise<CursorPage<LikeItem>> {
  if (kind === 'likedMe') {
    const me = await findUserById(db, who.tenantId, who.userId)
    if (!me || !isVip(me)) throw forbidden(LIKED_ME_VIP_ONLY)
  }
  const blocked = await blockedEitherWay(db, who.tenantId, who.userId)
  const rows = await listRows(db, kind, who, {
    blocked,
    after: decodeTimeCursor(page.cursor),
    limit: pageLimit(page.pageSize)
  })
  const listed = cursorPage(rows, page.pageSize, (last) => encodeTimeCursor({ at: last.atText, id: last.other }))
  const [viewer, badges] = await Promise.all([
    findProfile(db, who.tenantId, who.userId),
    badgesFor(
      db,
      who.tenantId,
      listed.list.map((r) => r.other)
    )
  ])
  return {
    nextCursor: listed.nextCursor,
    list: listed.list.map((r) => ({
      card: toCard(viewer, r.p, r.u, {
        isTop: false,
        isBoosted: false,
        badges: badges.get(r.other) ?? [],
        timeZone
      }),
      at: r.at.toISOString()
    }))
  }
}

/**
 * 每日推荐: the day's picks, drawn on the day's first request by the feed's ranking from members
 * not picked in the week before, and stored, so every device sees the same cards in the same order
 * all day. Drawing happens under the day row's lock: racing first requests draw once. A member who
 * became VIP during the day gets the rest of the larger batch added after the first.
 */
export async function dailyPicks(db: Db, who: AuthedUser, config: MatchConfig, timeZone: string): Promise<DailyPicks> {
  const [me, profile] = await Promise.all([
    findUserById(db, who.tenantId, who.userId),
    findProfile(db, who.tenantId, who.userId)
  ])
  if (!me) throw notFound(NO_MEMBER)
  if (!profile) throw forbidden(PICKS_NEED_PROFILE)
  const day = dayText(new Date(), timeZone)
  const size = isVip(me) ? config.vipDailyPicks : config.dailyPicks
  let today = await picksSince(db, who.tenantId, who.userId, day)
  if (today.length < size) {
    today = await db.transaction(async (tx) => {
      await claimDay(tx, who.tenantId, who.userId, day)
      const week = await picksSince(tx, who.tenantId, who.userId, shiftDay(day, 1 - PICK_REPEAT_DAYS))
      const drawn = week.filter((p) => p.day === day)
      if (drawn.length >= size) return drawn
      const fresh = await bestMembersFor(
        tx,
        who,
        week.map((p) => p.pickedId),
        size - drawn.length,
        day
      )
      const added = fresh.map((pickedId, i) => ({ day, pickedId, position: drawn.length + i }))
      await insertPicks(tx, who.tenantId, who.userId, day, added)
      return [...drawn, ...added]
    })
  }
  return {
    day,
    cards: await feedCardsOf(
      db,
      who,
      today.map((p) => p.pickedId),
      timeZone
    )
  }
}
