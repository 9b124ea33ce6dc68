import { and, eq, or, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'
import type { MemberDetail } from '@contract/love'
import { loveFavourites, lovePlacements, loveViews } from '../../db/schema'
import { forbidden, notFound } from '../../lib/errors'
import { emit } from '../../lib/events'
import type { AuthedUser } from '../../lib/route'
import { findProfile, type ProfileRow } from '../love-profile/service'
import { currentUser } from '../member/service'
import { findUserById, isVip } from '../user/service'
import { badgesFor } from './badges'
import { toCard } from './cards'
import { placementLiveNow } from './placements'
import { blockedEitherWay } from '../block/service'

/**
 * Records that `who` looked at `targetId`: one row per pair, counting visits. The viewed member
 * is told who came (love-feed.viewed), unless the viewer is not `listed` in the viewers list.
 */
async function recordView(
  db: Db,
  who: AuthedUser,
  targetId: number,
  viewer: { name: string; listed: boolean }
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(loveViews)
      .values({ tenantId: who.tenantId, viewerId: who.userId, viewedId: targetId })
      .onConflictDoUpdate({
        target: [loveViews.tenantId, loveViews.viewerId, loveViews.viewedId],
        set: { times: sql`${loveViews.times} + 1`, lastAt: new Date() }
      })
    await emit(tx, 'love-feed.viewed', {
      tenantId: who.tenantId,
      viewedId: targetId,
      viewerId: who.userId,
      viewerName: viewer.name,
      listed: viewer.listed,
      at: new Date()
    })
  })
}

async function activeKinds(db: Db, tenantId: number, userId: number) {
  const rows = await db
    .select({ kind: lovePlacements.kind })
    .from(lovePlacements)
    .where(and(eq(lovePlacements.tenantId, tenantId), eq(lovePlacements.userId, userId), placementLiveNow()))
  return new Set(rows.map((r) => r.kind))
}

/** Either of two members towards the other, for a pair of columns like (viewer, viewed). */
function between(a: AnyPgColumn, b: AnyPgColumn, x: number, y: number): SQL | undefined {
  return or(and(eq(a, x), eq(b, y)), and(eq(a, y), eq(b, x)))
}

/** A favourite or a view between the two members, either way. */
async function knowEachOther(db: Db, who: AuthedUser, otherId: number): Promise<boolean> {
  const [favs, views] = await Promise.all([
    db
      .select({ userId: loveFavourites.userId })
      .from(loveFavourites)
      .where(
        and(
          eq(loveFavourites.tenantId, who.tenantId),
          between(loveFavourites.userId, loveFavourites.targetId, who.userId, otherId)
        )
      )
      .limit(1),
    db
      .select({ viewerId: loveViews.viewerId })
      .from(loveViews)
      .where(
        and(eq(loveViews.tenantId, who.tenantId), between(loveViews.viewerId, loveViews.viewedId, who.userId, otherId))
      )
      .limit(1)
  ])
  return favs.length > 0 || views.length > 0
}

/**
 * A profile its member hid from the feed opens only for that member and for members the two
 * already know each other through (a favourite or a view, either way); to anyone else it looks
 * missing. A stranger can't make that tie alone: a view is recorded only when a detail opens,
 * and favouriting asks hiddenProfileFrom first.
 */
async function hiddenFrom(db: Db, who: AuthedUser, profile: ProfileRow): Promise<boolean> {
  // Hidden by staff after a report (report module): missing for everyone but its member, ties or not.
  if (profile.staffHidden) return profile.userId !== who.userId
  if (!profile.hideFromFeed || profile.userId === who.userId) return false
  return !(await knowEachOther(db, who, profile.userId))
}

/** Whether `targetId` has a profile hidden from `who`, for actions that would tie the two together. */
export async function hiddenProfileFrom(db: Db, who: AuthedUser, targetId: number): Promise<boolean> {
  const profile = await findProfile(db, who.tenantId, targetId)
  return profile !== undefined && hiddenFrom(db, who, profile)
}

/** What /pages/love/noreg promises: only members with a dating profile see others' details. */
export const DETAIL_NEEDS_PROFILE = '完善交友资料后即可查看会员详情'

/**
 * A member's page as the viewer may see it; opening it counts as a view. A viewer without a
 * dating profile is refused before anything about the target is read, so they learn nothing
 * (not even whether the member exists) and leave no view behind.
 */
export async function memberDetail(db: Db, who: AuthedUser, targetId: number, timeZone: string): Promise<MemberDetail> {
  const viewer = await findProfile(db, who.tenantId, who.userId)
  if (!viewer) throw forbidden(DETAIL_NEEDS_PROFILE)
  const [profile, user, blocked] = await Promise.all([
    findProfile(db, who.tenantId, targetId),
    findUserById(db, who.tenantId, targetId),
    blockedEitherWay(db, who.tenantId, who.userId)
  ])
  // A block either way, or a profile hidden from this viewer, reads like a missing member: nobody
  // learns they were blocked, and walking through ids finds nobody who hid.
  if (
    !profile ||
    !user ||
    user.status !== 'active' ||
    blocked.includes(targetId) ||
    (await hiddenFrom(db, who, profile))
  ) {
    throw notFound('该会员不存在或已隐藏资料')
  }
  const [viewerUser, badges, kinds, fav] = await Promise.all([
    currentUser(db, who),
    badgesFor(db, who.tenantId, [targetId]),
    activeKinds(db, who.tenantId, targetId),
    db
      .select()
      .from(loveFavourites)
      .where(
        and(
          eq(loveFavourites.tenantId, who.tenantId),
          eq(loveFavourites.userId, who.userId),
          eq(loveFavourites.targetId, targetId)
        )
      )
  ])
  // The viewers list shows only members with a profile the feed may show; the notice follows it.
  if (targetId !== who.userId)
    await recordView(db, who, targetId, { name: viewerUser.nickname, listed: !viewer.hideFromFeed })
  const self = targetId === who.userId
  const photosLocked = profile.photosVipOnly && !isVip(viewerUser) && !self
  const card = toCard(viewer, profile, user, {
    isTop: kinds.has('top'),
    isBoosted: kinds.has('boost'),
    badges: badges.get(targetId) ?? [],
    timeZone
  })
  return {
    ...card,
    weight: profile.weight,
    income: profile.hideIncome && !self ? null : profile.income,
    marital: profile.marital,
    hometown: `${profile.hometownProvince}${profile.hometownCity}`,
    house: profile.house,
    car: profile.car,
    ethnicity: profile.ethnicity,
    children: profile.children,
    aboutMe: profile.aboutMe,
    mate: profile.mate,
    album: photosLocked ? [] : profile.album,
    photosLocked,
    isFav: fav.length > 0
  }
}
