import { and, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { MemberDetail } from '../../../../types/love'
import { loveFavourites, lovePlacements, loveViews } from '../../db/schema'
import { notFound } from '../../lib/errors'
import type { AuthedUser } from '../../lib/route'
import { findProfile } from '../love-profile/repository'
import { currentUser } from '../member/service'
import { findUserById, isVip } from '../user/repository'
import { badgesFor } from './badges'
import { toCard } from './cards'
import { blockedEitherWay } from '../love-social/blocks'

/** Records that `who` looked at `targetId`: one row per pair, counting visits. */
async function recordView(app: FastifyInstance, who: AuthedUser, targetId: number): Promise<void> {
  await app.db
    .insert(loveViews)
    .values({ tenantId: who.tenantId, viewerId: who.userId, viewedId: targetId })
    .onConflictDoUpdate({
      target: [loveViews.tenantId, loveViews.viewerId, loveViews.viewedId],
      set: { times: sql`${loveViews.times} + 1`, lastAt: new Date() }
    })
}

async function activeKinds(app: FastifyInstance, tenantId: number, userId: number) {
  const rows = await app.db
    .select({ kind: lovePlacements.kind })
    .from(lovePlacements)
    .where(
      and(
        eq(lovePlacements.tenantId, tenantId),
        eq(lovePlacements.userId, userId),
        sql`now() between ${lovePlacements.startsAt} and ${lovePlacements.endsAt}`
      )
    )
  return new Set(rows.map((r) => r.kind))
}

/** A member's page as the viewer may see it; opening it counts as a view. */
export async function memberDetail(app: FastifyInstance, who: AuthedUser, targetId: number): Promise<MemberDetail> {
  const [profile, user, blocked] = await Promise.all([
    findProfile(app.db, who.tenantId, targetId),
    findUserById(app.db, who.tenantId, targetId),
    blockedEitherWay(app.db, who.tenantId, who.userId)
  ])
  // A block either way reads like a missing member, so nobody learns they were blocked.
  if (!profile || !user || user.status !== 'active' || blocked.includes(targetId)) throw notFound('该会员不存在或已隐藏资料')
  const [viewer, viewerUser, badges, kinds, fav] = await Promise.all([
    findProfile(app.db, who.tenantId, who.userId),
    currentUser(app, who),
    badgesFor(app.db, who.tenantId, [targetId]),
    activeKinds(app, who.tenantId, targetId),
    app.db
      .select()
      .from(loveFavourites)
      .where(and(eq(loveFavourites.tenantId, who.tenantId), eq(loveFavourites.userId, who.userId), eq(loveFavourites.targetId, targetId)))
  ])
  if (targetId !== who.userId) await recordView(app, who, targetId)
  const self = targetId === who.userId
  const photosLocked = profile.photosVipOnly && !isVip(viewerUser) && !self
  const card = toCard(viewer, profile, user, { isTop: kinds.has('top'), isBoosted: kinds.has('boost'), badges: badges.get(targetId) ?? [] })
  return {
    ...card,
    weight: profile.weight,
    income: profile.hideIncome && !self ? null : profile.income,
    marital: profile.marital,
    hometown: `${profile.hometownProvince}${profile.hometownCity}`,
    house: profile.house,
    car: profile.car,
    aboutMe: profile.aboutMe,
    mate: profile.mate,
    album: photosLocked ? [] : profile.album,
    photosLocked,
    isFav: fav.length > 0
  }
}
