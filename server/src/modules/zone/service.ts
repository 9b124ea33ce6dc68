import type { Db } from '../../db/client'
import type { SetZoneRuleReq, Zone, ZoneMemberPageReq, ZoneRule } from '@contract/content'
import type { FeedCard } from '@contract/love'
import type { Paged } from '@contract/models'
import { BizError, notFound } from '../../lib/errors'
import type { AuthedUser } from '../../lib/route'
import { badgesFor } from '../love-feed/badges'
import { toCard } from '../love-feed/cards'
import { findProfile } from '../love-profile/service'
import { blockedEitherWay } from '../block/service'
import {
  activePlacements,
  addMember,
  findZone,
  removeMember,
  saveRule,
  zoneMemberPage,
  zoneWithCount,
  type ZoneRow
} from './repository'

async function assertZone(db: Db, tenantId: number, zoneId: number): Promise<ZoneRow> {
  const zone = await findZone(db, tenantId, zoneId)
  if (!zone) throw notFound('专区不存在')
  return zone
}

/** A zone's members as the same cards the feed shows (so the client draws them alike), minus anyone blocked either way. */
export async function zoneMembersPage(
  db: Db,
  who: AuthedUser,
  req: ZoneMemberPageReq,
  timeZone: string
): Promise<Paged<FeedCard>> {
  const zone = await assertZone(db, who.tenantId, req.zoneId)
  const blocked = await blockedEitherWay(db, who.tenantId, who.userId)
  const { rows, total } = await zoneMemberPage(db, zone, {
    pageNum: req.pageNum,
    pageSize: req.pageSize,
    blocked,
    timeZone
  })
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
        badges: badges.get(r.p.userId) ?? [],
        timeZone
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

/**
 * The rule as stored: only the conditions given, each named, a city trimmed. A rule without
 * any condition would take in every member, so it is refused; null clears the rule instead.
 */
function cleanRule(rule: ZoneRule): ZoneRule {
  const city = rule.city?.trim()
  const clean: ZoneRule = {
    ...(rule.vip ? { vip: true as const } : {}),
    ...(rule.certified ? { certified: rule.certified } : {}),
    ...(rule.ageMin !== undefined ? { ageMin: rule.ageMin } : {}),
    ...(rule.ageMax !== undefined ? { ageMax: rule.ageMax } : {}),
    ...(city ? { city } : {}),
    ...(rule.gender ? { gender: rule.gender } : {}),
    ...(rule.educationMin ? { educationMin: rule.educationMin } : {})
  }
  if (Object.keys(clean).length === 0) throw new BizError('专区规则至少需要一个条件')
  if (clean.ageMin !== undefined && clean.ageMax !== undefined && clean.ageMin > clean.ageMax)
    throw new BizError('最小年龄不能大于最大年龄')
  return clean
}

/** Staff set (or clear, with null) who a zone takes in on its own; hand-picked members stay. */
export async function setZoneRule(db: Db, tenantId: number, req: SetZoneRuleReq, timeZone: string): Promise<Zone> {
  const rule = req.rule ? cleanRule(req.rule) : null
  const zone = await saveRule(db, tenantId, req.zoneId, rule)
  if (!zone) throw notFound('专区不存在')
  return zoneWithCount(db, zone, timeZone)
}
