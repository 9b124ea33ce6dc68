import { CERT_BADGES, CERT_KINDS } from '@contract/certification'
import type { Queryable } from '../../db/client'
import { approvedOf } from './repository'

/**
 * Badges earned by approved certifications, for cards and details: 实名, 学历, 房产 in that
 * order, then an approved "other" certification's own title (staff read it before approving).
 * Every requested member gets an entry, empty when nothing is approved.
 */
export async function certificationBadges(
  db: Queryable,
  tenantId: number,
  userIds: number[]
): Promise<Map<number, string[]>> {
  const result = new Map<number, string[]>(userIds.map((id) => [id, []]))
  if (userIds.length === 0) return result
  const rows = await approvedOf(db, tenantId, userIds)
  rows.sort((a, b) => CERT_KINDS.indexOf(a.kind) - CERT_KINDS.indexOf(b.kind))
  for (const row of rows) {
    const badge = row.data.kind === 'other' ? row.data.title : CERT_BADGES[row.data.kind]
    result.get(row.userId)?.push(badge)
  }
  return result
}
