import { and, asc, count, desc, eq, gte, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { certifications, lovePlacements, loveProfiles, users, zoneMembers, zones } from '../../db/schema'
import type { Zone, ZoneRule } from '@contract/content'
import type { ProfileRow } from '../love-profile/service'
import { educationRank } from '../love-profile/rules'
import type { UserRow } from '../user/service'
import { vipActiveNow } from '../user/service'
import { visibleDespiteBlocks } from '../block/service'
import { placementLiveNow } from '../love-feed/placements'
import { offsetOf } from '../../lib/paging'

export type ZoneRow = typeof zones.$inferSelect
type PlacementKind = (typeof lovePlacements.$inferSelect)['kind']

/**
 * A zone's rule as a condition on love_profiles joined with users. Evaluated at read time, so
 * a lapsed VIP or a new certification moves a member out or in at once. An age condition
 * leaves out members hiding their age: otherwise zones of 25-25, 26-26… would reveal it.
 */
function ruleMatches(db: Queryable, tenantId: number, rule: ZoneRule | null, timeZone: string): SQL {
  if (!rule) return sql`false`
  const terms: (SQL | undefined)[] = []
  if (rule.vip) terms.push(vipActiveNow())
  if (rule.certified) {
    const certified = db
      .select({ userId: certifications.userId })
      .from(certifications)
      .where(
        and(
          eq(certifications.tenantId, tenantId),
          eq(certifications.kind, rule.certified),
          eq(certifications.status, 'approved')
        )
      )
    terms.push(inArray(loveProfiles.userId, certified))
  }
  if (rule.ageMin !== undefined || rule.ageMax !== undefined) terms.push(eq(loveProfiles.hideAge, false))
  // Ages turn over at midnight in the tenant's city, not in the database's zone.
  const today = sql`(now() at time zone ${timeZone})::date`
  if (rule.ageMin !== undefined)
    terms.push(sql`${loveProfiles.birthDate} <= ${today} - make_interval(years => ${rule.ageMin}::int)`)
  if (rule.ageMax !== undefined)
    terms.push(sql`${loveProfiles.birthDate} > ${today} - make_interval(years => ${rule.ageMax + 1}::int)`)
  if (rule.city) terms.push(eq(loveProfiles.residenceCity, rule.city))
  if (rule.gender) terms.push(eq(loveProfiles.gender, rule.gender))
  if (rule.educationMin) terms.push(gte(loveProfiles.educationRank, educationRank(rule.educationMin)))
  // The route refuses a rule without conditions; one stored anyway must not take in everyone.
  return terms.length ? (and(...terms) as SQL) : sql`false`
}

/** The zone's hand-picked row for this profile, if any: its time orders the picked members first. */
const pickedInZone = (zoneId: number) =>
  and(
    eq(zoneMembers.tenantId, loveProfiles.tenantId),
    eq(zoneMembers.zoneId, zoneId),
    eq(zoneMembers.userId, loveProfiles.userId)
  )
const profileUser = and(eq(users.tenantId, loveProfiles.tenantId), eq(users.id, loveProfiles.userId))

/**
 * Who is in a zone, as any member may see it: the hand-picked members and those the rule takes
 * in, leaving out what the feed leaves out (profiles hidden by their member or by staff,
 * accounts not active).
 */
function zoneWhere(db: Queryable, zone: ZoneRow, timeZone: string): SQL {
  return and(
    eq(loveProfiles.tenantId, zone.tenantId),
    eq(users.status, 'active'),
    eq(loveProfiles.hideFromFeed, false),
    eq(loveProfiles.staffHidden, false),
    or(isNotNull(zoneMembers.userId), ruleMatches(db, zone.tenantId, zone.rule, timeZone))
  ) as SQL
}

async function countMembers(db: Queryable, zone: ZoneRow, timeZone: string): Promise<number> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(loveProfiles)
    .innerJoin(users, profileUser)
    .leftJoin(zoneMembers, pickedInZone(zone.id))
    .where(zoneWhere(db, zone, timeZone))
  return total
}

export const zoneView = (zone: ZoneRow, memberCount: number): Zone => ({
  id: zone.id,
  title: zone.title,
  cover: zone.cover,
  description: zone.description,
  memberCount,
  rule: zone.rule
})

/** The zones in their order, each counted by the same rule its member list uses (a few zones: one count each). */
export async function listZones(db: Queryable, tenantId: number, timeZone: string): Promise<Zone[]> {
  const rows = await db.select().from(zones).where(eq(zones.tenantId, tenantId)).orderBy(asc(zones.sort), asc(zones.id))
  const counts = await Promise.all(rows.map((zone) => countMembers(db, zone, timeZone)))
  return rows.map((zone, i) => zoneView(zone, counts[i]))
}

export async function findZone(db: Queryable, tenantId: number, id: number): Promise<ZoneRow | undefined> {
  const [row] = await db
    .select()
    .from(zones)
    .where(and(eq(zones.tenantId, tenantId), eq(zones.id, id)))
  return row
}

export async function zoneWithCount(db: Queryable, zone: ZoneRow, timeZone: string): Promise<Zone> {
  return zoneView(zone, await countMembers(db, zone, timeZone))
}

/**
 * One page of a zone's visible members, leaving out the `blocked` ones: hand-picked members
 * first, latest added first, then the rule's members, most recently active first.
 */
export async function zoneMemberPage(
  db: Queryable,
  zone: ZoneRow,
  page: { pageNum: number; pageSize: number; blocked: number[]; timeZone: string }
): Promise<{ rows: { p: ProfileRow; u: UserRow }[]; total: number }> {
  const where = and(zoneWhere(db, zone, page.timeZone), visibleDespiteBlocks(loveProfiles.userId, page.blocked))
  const rows = await db
    .select({ p: loveProfiles, u: users })
    .from(loveProfiles)
    .innerJoin(users, profileUser)
    .leftJoin(zoneMembers, pickedInZone(zone.id))
    .where(where)
    .orderBy(sql`${zoneMembers.createdAt} desc nulls last`, desc(loveProfiles.activeAt), desc(loveProfiles.userId))
    .limit(page.pageSize)
    .offset(offsetOf(page))
  const [{ total }] = await db
    .select({ total: count() })
    .from(loveProfiles)
    .innerJoin(users, profileUser)
    .leftJoin(zoneMembers, pickedInZone(zone.id))
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

export async function saveRule(
  db: Queryable,
  tenantId: number,
  zoneId: number,
  rule: ZoneRule | null
): Promise<ZoneRow | undefined> {
  const [row] = await db
    .update(zones)
    .set({ rule })
    .where(and(eq(zones.tenantId, tenantId), eq(zones.id, zoneId)))
    .returning()
  return row
}
