import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { lovePlacements, loveProfiles, users, zoneMembers, zones } from '../../db/schema'
import type { Zone } from '@contract/content'
import type { ProfileRow } from '../love-profile/service'
import type { UserRow } from '../user/service'
import { visibleDespiteBlocks } from '../love-social/blocks'
import { placementLiveNow } from '../love-feed/placements'
import { offsetOf } from '../../lib/paging'

export type ZoneRow = typeof zones.$inferSelect
type PlacementKind = (typeof lovePlacements.$inferSelect)['kind']

/** Members shown in a zone are the ones the feed would show: active, with a profile not hidden. */
const memberUser = and(eq(users.tenantId, zoneMembers.tenantId), eq(users.id, zoneMembers.userId))
const memberProfile = and(eq(loveProfiles.tenantId, zoneMembers.tenantId), eq(loveProfiles.userId, zoneMembers.userId))
const visible = [eq(users.status, 'active'), eq(loveProfiles.hideFromFeed, false)]

export async function listZones(db: Queryable, tenantId: number): Promise<Zone[]> {
  // Written out in SQL: drizzle leaves the outer "zones" unqualified, which the subquery would make ambiguous.
  const memberCount = sql<number>`(select count(*) from zone_members zm
    join users u on u.tenant_id = zm.tenant_id and u.id = zm.user_id
    join love_profiles lp on lp.tenant_id = zm.tenant_id and lp.user_id = zm.user_id
    where zm.tenant_id = zones.tenant_id and zm.zone_id = zones.id and u.status = 'active' and not lp.hide_from_feed)::int`
  return db
    .select({ id: zones.id, title: zones.title, cover: zones.cover, description: zones.description, memberCount })
    .from(zones)
    .where(eq(zones.tenantId, tenantId))
    .orderBy(asc(zones.sort), asc(zones.id))
}

export async function findZone(db: Queryable, tenantId: number, id: number): Promise<ZoneRow | undefined> {
  const [row] = await db
    .select()
    .from(zones)
    .where(and(eq(zones.tenantId, tenantId), eq(zones.id, id)))
  return row
}

/** One page of a zone's visible members, latest added first, leaving out the `blocked` ones. */
export async function zoneMemberPage(
  db: Queryable,
  tenantId: number,
  zoneId: number,
  page: { pageNum: number; pageSize: number; blocked: number[] }
): Promise<{ rows: { p: ProfileRow; u: UserRow }[]; total: number }> {
  const where = and(
    eq(zoneMembers.tenantId, tenantId),
    eq(zoneMembers.zoneId, zoneId),
    ...visible,
    visibleDespiteBlocks(zoneMembers.userId, page.blocked)
  )
  const rows = await db
    .select({ p: loveProfiles, u: users })
    .from(zoneMembers)
    .innerJoin(users, memberUser)
    .innerJoin(loveProfiles, memberProfile)
    .where(where)
    .orderBy(desc(zoneMembers.createdAt), desc(zoneMembers.userId))
    .limit(page.pageSize)
    .offset(offsetOf(page))
  const [{ total }] = await db
    .select({ total: count() })
    .from(zoneMembers)
    .innerJoin(users, memberUser)
    .innerJoin(loveProfiles, memberProfile)
    .where(where)
  return { rows, total }
}

/** Which placements (top, boost) are running now, per member. */
export async function activePlacements(
  db: Queryable,
  tenantId: number,
  userIds: number[]
): Promise<Map<number, Set<PlacementKind>>> {
  const result = new Map<number, Set<PlacementKind>>()
  if (userIds.length === 0) return result
  const rows = await db
    .select({ userId: lovePlacements.userId, kind: lovePlacements.kind })
    .from(lovePlacements)
    .where(and(eq(lovePlacements.tenantId, tenantId), inArray(lovePlacements.userId, userIds), placementLiveNow()))
  for (const row of rows) result.set(row.userId, (result.get(row.userId) ?? new Set()).add(row.kind))
  return result
}

export async function addMember(db: Queryable, tenantId: number, zoneId: number, userId: number): Promise<void> {
  await db.insert(zoneMembers).values({ tenantId, zoneId, userId }).onConflictDoNothing()
}

export async function removeMember(db: Queryable, tenantId: number, zoneId: number, userId: number): Promise<void> {
  await db
    .delete(zoneMembers)
    .where(and(eq(zoneMembers.tenantId, tenantId), eq(zoneMembers.zoneId, zoneId), eq(zoneMembers.userId, userId)))
}
