import type { Db } from '../../db/client'
import type { ZoneMemberPageReq } from '@contract/content'
import type { FeedCard } from '@contract/love'
import type { Paged } from '@contract/models'
import { BizError, notFound } from '../../lib/errors'
import type { AuthedUser } from '../../lib/route'
import { badgesFor } from '../love-feed/badges'
import { toCard } from '../love-feed/cards'
import { findProfile } from '../love-profile/service'
import { blockedEitherWay } from '../love-social/blocks'
import { activePlacements, addMember, findZone, removeMember, zoneMemberPage } from './repository'

async function assertZone(db: Db, tenantId: number, zoneId: number): Promise<void> {
  if (!(await findZone(db, tenantId, zoneId))) throw notFound('专区不存在')
}

/** A zone's members as the same cards the feed shows (so the client draws them alike), minus anyone blocked either way. */
export async function zoneMembersPage(db: Db, who: AuthedUser, req: ZoneMemberPageReq): Promise<Paged<FeedCard>> {
  await assertZone(db, who.tenantId, req.zoneId)
  const blocked = await blockedEitherWay(db, who.tenantId, who.userId)
  const { rows, total } = await zoneMemberPage(db, who.tenantId, req.zoneId, { ...req, blocked })
  const ids = rows.map((r) => r.p.userId)
  const [viewer, badges, placements] = await Promise.all([
    findProfile(db, who.tenantId, who.userId),
    badgesFor(db, who.tenantId, ids),
    activePlacements(db, who.tenantId, ids)
  ])
  return {
    list: rows.map((r) => {
      const kinds = placements.get(r.p.userId)
      return toCard(viewer, r.p, r.u, {
        isTop: kinds?.has('top') ?? false,
        isBoosted: kinds?.has('boost') ?? false,
        badges: badges.get(r.p.userId) ?? []
      })
    }),
    total,
    pageNum: req.pageNum,
    pageSize: req.pageSize
  }
}

/** Staff put a love member (one with a dating profile) into a zone; adding twice is harmless. */
export async function putInZone(db: Db, tenantId: number, zoneId: number, userId: number) {
  await assertZone(db, tenantId, zoneId)
  if (!(await findProfile(db, tenantId, userId))) throw new BizError('该会员尚未填写交友资料')
  await addMember(db, tenantId, zoneId, userId)
  return { ok: true }
}

export async function takeOutOfZone(db: Db, tenantId: number, zoneId: number, userId: number) {
  await assertZone(db, tenantId, zoneId)
  await removeMember(db, tenantId, zoneId, userId)
  return { ok: true }
}
