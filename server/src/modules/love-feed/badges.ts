import { and, eq, inArray } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { loveProfiles, users } from '../../db/schema'
import { COMMITMENT_BADGE } from '@contract/commitment'
import { certificationBadges } from '../certification/badges'
import { signedAmong } from '../commitment/service'
import { isVip } from '../user/service'

/**
 * Badges shown on cards and details, per member: approved certifications first (实名, 学历,
 * 房产…), a signed pledge (承诺) beside them, then VIP and a complete profile.
 */
export async function badgesFor(db: Queryable, tenantId: number, userIds: number[]): Promise<Map<number, string[]>> {
  const result = new Map<number, string[]>()
  if (userIds.length === 0) return result
  const [rows, certified, pledged] = await Promise.all([
    db
      .select({ user: users, completeness: loveProfiles.completeness })
      .from(users)
      .leftJoin(loveProfiles, and(eq(loveProfiles.tenantId, users.tenantId), eq(loveProfiles.userId, users.id)))
      .where(and(eq(users.tenantId, tenantId), inArray(users.id, userIds))),
    certificationBadges(db, tenantId, userIds),
    signedAmong(db, tenantId, userIds)
  ])
  for (const row of rows) {
    const badges = [...(certified.get(row.user.id) ?? [])]
    if (pledged.has(row.user.id)) badges.push(COMMITMENT_BADGE)
    if (isVip(row.user)) badges.push('VIP')
    if ((row.completeness ?? 0) >= 90) badges.push('资料完善')
    result.set(row.user.id, badges)
  }
  return result
}
