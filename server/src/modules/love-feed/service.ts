import { and, desc, eq, gt, gte, lte, ne, sql, type SQL } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { FeedFilters, FeedPage, Placement } from '../../../../types/love'
import { lovePlacements, loveProfiles, users } from '../../db/schema'
import { BizError } from '../../lib/errors'
import type { AuthedUser } from '../../lib/route'
import { findProfile, type ProfileRow } from '../love-profile/repository'
import { ageOf, educationRank } from '../love-profile/rules'
import { badgesFor } from './badges'
import { toCard } from './cards'

/** Placement outranks any fit score, and top outranks boost. */
const TOP_WEIGHT = 100_000
const BOOST_WEIGHT = 50_000

function activePlacement(kind: 'top' | 'boost'): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${lovePlacements} pl where pl.tenant_id = ${loveProfiles.tenantId}
    and pl.user_id = ${loveProfiles.userId} and pl.kind = ${kind} and now() between pl.starts_at and pl.ends_at)`
}

const ageYears = sql<number>`date_part('year', age(${loveProfiles.birthDate}))`

/**
 * The ranking, explained: placement first; then the fit of both members' requirements
 * (same city 20, age 15 each way, education 10, height 10), profile completeness (up to 10)
 * and activity in the last 7 days (10). Without a viewer profile only the last two count.
 */
function scoreOf(viewer: ProfileRow | undefined): SQL<number> {
  const base = sql`(case when ${activePlacement('top')} then ${TOP_WEIGHT} else 0 end)
    + (case when ${activePlacement('boost')} then ${BOOST_WEIGHT} else 0 end)
    + (${loveProfiles.completeness} / 10)
    + (case when ${users.lastLoginAt} > now() - interval '7 days' then 10 else 0 end)`
  if (!viewer) return sql<number>`(${base})::int`
  const m = viewer.mate
  const viewerAge = ageOf(viewer.birthDate)
  return sql<number>`(${base}
    + (case when ${loveProfiles.residenceCity} = ${viewer.residenceCity} then 20 else 0 end)
    + (case when ${ageYears} between ${m.ageMin} and ${m.ageMax} then 15 else 0 end)
    + (case when ${viewerAge} between (${loveProfiles.mate} ->> 'ageMin')::int and (${loveProfiles.mate} ->> 'ageMax')::int then 15 else 0 end)
    + (case when ${loveProfiles.educationRank} >= ${educationRank(m.educationMin)} then 10 else 0 end)
    + (case when ${loveProfiles.height} between ${m.heightMin} and ${m.heightMax} then 10 else 0 end))::int`
}

interface Cursor {
  score: number
  userId: number
}

function encodeCursor(c: Cursor): string {
  return Buffer.from(`${c.score}:${c.userId}`).toString('base64url')
}

function decodeCursor(raw: string): Cursor | null {
  if (!raw) return null
  const [score, userId] = Buffer.from(raw, 'base64url').toString('utf8').split(':').map(Number)
  if (!Number.isInteger(score) || !Number.isInteger(userId)) throw new BizError('分页参数不正确')
  return { score, userId }
}

function yearsAgo(years: number): string {
  const d = new Date()
  d.setFullYear(d.getFullYear() - years)
  return d.toISOString().slice(0, 10)
}

/** Filters the member chose; hidden profiles, inactive accounts and the viewer never appear. */
function filtersOf(tenantId: number, me: number, viewer: ProfileRow | undefined, f: FeedFilters): SQL[] {
  const gender = f.gender ?? (viewer ? (viewer.gender === 'male' ? 'female' : 'male') : undefined)
  const where: SQL[] = [
    eq(loveProfiles.tenantId, tenantId),
    ne(loveProfiles.userId, me),
    eq(loveProfiles.hideFromFeed, false),
    eq(users.status, 'active')
  ]
  if (gender) where.push(eq(loveProfiles.gender, gender))
  if (f.ageMin !== undefined) where.push(lte(loveProfiles.birthDate, yearsAgo(f.ageMin)))
  if (f.ageMax !== undefined) where.push(gt(loveProfiles.birthDate, yearsAgo(f.ageMax + 1)))
  if (f.heightMin !== undefined) where.push(gte(loveProfiles.height, f.heightMin))
  if (f.heightMax !== undefined) where.push(lte(loveProfiles.height, f.heightMax))
  if (f.educationMin) where.push(gte(loveProfiles.educationRank, educationRank(f.educationMin)))
  if (f.city) where.push(eq(loveProfiles.residenceCity, f.city))
  return where
}

export async function recommendPage(
  app: FastifyInstance,
  who: AuthedUser,
  filters: FeedFilters,
  page: { cursor: string; pageSize: number }
): Promise<FeedPage> {
  const viewer = await findProfile(app.db, who.tenantId, who.userId)
  const score = scoreOf(viewer)
  const where = filtersOf(who.tenantId, who.userId, viewer, filters)
  const after = decodeCursor(page.cursor)
  if (after) where.push(sql`(${score}, ${loveProfiles.userId}) < (${after.score}, ${after.userId})`)
  const rows = await app.db
    .select({ p: loveProfiles, u: users, score, isTop: activePlacement('top'), isBoosted: activePlacement('boost') })
    .from(loveProfiles)
    .innerJoin(users, and(eq(users.tenantId, loveProfiles.tenantId), eq(users.id, loveProfiles.userId)))
    .where(and(...where))
    .orderBy(desc(score), desc(loveProfiles.userId))
    .limit(page.pageSize + 1)
  const shown = rows.slice(0, page.pageSize)
  const badges = await badgesFor(app.db, who.tenantId, shown.map((r) => r.p.userId))
  const last = shown[shown.length - 1]
  return {
    list: shown.map((r) => toCard(viewer, r.p, r.u, { isTop: r.isTop, isBoosted: r.isBoosted, badges: badges.get(r.p.userId) ?? [] })),
    nextCursor: rows.length > page.pageSize && last ? encodeCursor({ score: Number(last.score), userId: last.p.userId }) : ''
  }
}

export async function myPlacements(app: FastifyInstance, who: AuthedUser): Promise<Placement[]> {
  const rows = await app.db
    .select()
    .from(lovePlacements)
    .where(and(eq(lovePlacements.tenantId, who.tenantId), eq(lovePlacements.userId, who.userId)))
    .orderBy(desc(lovePlacements.endsAt))
  const now = Date.now()
  return rows.map((r) => ({
    kind: r.kind,
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt.toISOString(),
    active: r.startsAt.getTime() <= now && now <= r.endsAt.getTime()
  }))
}
