import { and, desc, eq, gt, gte, inArray, lte, ne, not, notInArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { FeedCard, FeedFilters, FeedPage, Placement } from '@contract/love'
import type { Db, Queryable } from '../../db/client'
import { certifications, lovePlacements, loveProfiles, users } from '../../db/schema'
import { cursorPage, pageLimit } from '../../lib/cursor'
import type { ServerDeps } from '../../lib/deps'
import { BizError } from '../../lib/errors'
import type { AuthedUser } from '../../lib/route'
import { dayText } from '../../lib/tenant-time'
import { findProfile, markActive, type ProfileRow } from '../love-profile/service'
import { ageOf, educationRank, yearsAgo } from '../love-profile/rules'
import { vipActiveNow } from '../user/service'
import { badgesFor } from './badges'
import { ACTIVE_DAYS, NEAR_KM, toCard } from './cards'
import { blockedEitherWay } from '../block/service'
import { BAD_CURSOR, openCursor, sealCursor } from './cursor'
import { isPlacementLive, placementLiveNow, placementPauseOf } from './placements'

/** The feed's explanation of a match (同城, 年龄相符…), for other modules that rank as the feed does. */
export { reasonsFor } from './cards'

/** Placement outranks any fit score, and top outranks boost. */
const TOP_WEIGHT = 100_000
const BOOST_WEIGHT = 50_000
/** The ranking's weights; the tiers below derive their best possible scores from them. */
const CITY_WEIGHT = 20
const AGE_WEIGHT = 15
const MUTUAL_AGE_WEIGHT = 15
const EDUCATION_WEIGHT = 10
const HEIGHT_WEIGHT = 10
const ACTIVE_WEIGHT = 10
/**
 * Nearness and certification are tie-breakers between members who fit equally well. Kept
 * small, they also keep the tiers' score ranges apart, which is what lets a page stop early.
 */
const NEAR_WEIGHT = 5
const CERTIFIED_WEIGHT = 5
/** VIP's promised 推荐靠前: ahead of members who fit as well, never ahead of a clearly better fit. */
const VIP_WEIGHT = 10
/** completeness / 10, completeness being 0-100. */
const COMPLETENESS_MAX = 10
const STATIC_MAX = COMPLETENESS_MAX + ACTIVE_WEIGHT + CERTIFIED_WEIGHT + VIP_WEIGHT
const FIT_MAX = CITY_WEIGHT + AGE_WEIGHT + MUTUAL_AGE_WEIGHT + EDUCATION_WEIGHT + HEIGHT_WEIGHT + NEAR_WEIGHT
/**
 * A city named in the viewer's mate requirements is a requirement, not one preference among
 * many: it outweighs everything else a member outside it could score, so once placement is set
 * aside everyone in the asked city comes first.
 */
const ASKED_CITY_WEIGHT = FIT_MAX + STATIC_MAX + 1
const KM_PER_DEGREE = 111.32

interface ActivePlacements {
  top: number[]
  boost: number[]
  /** Members whose VIP has not expired. */
  vip: number[]
}

/**
 * Placements live now, read once per page: there are few of them, and a membership test is
 * far cheaper than a correlated lookup for every candidate profile.
 */
async function activePlacements(db: Queryable, tenantId: number): Promise<ActivePlacements> {
  const [rows, vips] = await Promise.all([
    db
      .select({ userId: lovePlacements.userId, kind: lovePlacements.kind })
      .from(lovePlacements)
      .where(and(eq(lovePlacements.tenantId, tenantId), placementLiveNow())),
    db
      .select({ userId: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), vipActiveNow()))
  ])
  return {
    top: rows.filter((r) => r.kind === 'top').map((r) => r.userId),
    boost: rows.filter((r) => r.kind === 'boost').map((r) => r.userId),
    vip: vips.map((r) => r.userId)
  }
}

function memberOf(ids: number[]): SQL<boolean> {
  return ids.length ? sql<boolean>`${inArray(loveProfiles.userId, ids)}` : sql<boolean>`false`
}

/** `weight` when the condition holds, else 0 (also when it is unknown). */
const when = (condition: SQL, weight: number) => sql`${weight} * coalesce(${condition}, false)::int`

/**
 * Members holding an approved certification. PostgreSQL hashes this small set once per query,
 * as it does for suspended accounts, instead of probing certifications for every candidate.
 */
function certifiedMembers(db: Queryable, tenantId: number) {
  return db
    .select({ userId: certifications.userId })
    .from(certifications)
    .where(and(eq(certifications.tenantId, tenantId), eq(certifications.status, 'approved')))
}

/**
 * Whether a candidate lives within NEAR_KM of the viewer. A flat-earth distance is exact enough
 * at city scale and needs no trigonometry per row; unknown coordinates never count as near.
 */
function nearViewer(viewer: ProfileRow): SQL | null {
  if (viewer.lat === null || viewer.lng === null) return null
  const kmPerLngDegree = KM_PER_DEGREE * Math.cos((viewer.lat * Math.PI) / 180)
  return sql`power((${loveProfiles.lat} - ${viewer.lat}) * ${KM_PER_DEGREE}, 2)
    + power((${loveProfiles.lng} - ${viewer.lng}) * ${kmPerLngDegree}, 2) <= ${NEAR_KM * NEAR_KM}`
}

/**
 * Whether a candidate shows an age within the viewer's wished range on `today` (the day in the
 * tenant's city). A hidden age never fits: otherwise the viewer could move their range and watch
 * the member's rank move.
 */
const ageFits = (viewer: ProfileRow, today: string) =>
  sql`(not ${loveProfiles.hideAge} and ${loveProfiles.birthDate} <= ${yearsAgo(viewer.mate.ageMin, today)} and ${loveProfiles.birthDate} > ${yearsAgo(viewer.mate.ageMax + 1, today)})`

/**
 * The ranking, explained: placement first (top, then boost); then the city the viewer asked for
 * in their mate requirements (ASKED_CITY_WEIGHT, more than any other member can reach); then the
 * fit of both members' requirements (same city 20, age 15 each way — the candidate's only when shown, education 10,
 * height 10, within 10 km 5),
 * profile completeness (up to 10), feed activity in the last 7 days (10), an approved
 * certification (5) and a live VIP (10). Without a viewer profile only the last four count. Every profile term
 * reads columns of love_profiles_rank_idx, so ranking never leaves the index.
 */
function scoreOf(
  viewer: ProfileRow | undefined,
  placed: ActivePlacements,
  withPlacement: boolean,
  certified: SQLWrapper,
  today: string
): SQL<number> {
  const terms = [
    sql`${loveProfiles.completeness} / 10`,
    when(sql`${loveProfiles.activeAt} > now() - interval '${sql.raw(String(ACTIVE_DAYS))} days'`, ACTIVE_WEIGHT),
    when(inArray(loveProfiles.userId, certified), CERTIFIED_WEIGHT),
    when(memberOf(placed.vip), VIP_WEIGHT)
  ]
  if (withPlacement) {
    terms.push(
      sql`(case when ${memberOf(placed.top)} then ${TOP_WEIGHT} when ${memberOf(placed.boost)} then ${BOOST_WEIGHT} else 0 end)`
    )
  }
  if (viewer) {
    const m = viewer.mate
    if (m.city) terms.push(when(eq(loveProfiles.residenceCity, m.city), ASKED_CITY_WEIGHT))
    terms.push(
      when(eq(loveProfiles.residenceCity, viewer.residenceCity), CITY_WEIGHT),
      when(ageFits(viewer, today), AGE_WEIGHT),
      when(
        sql`${ageOf(viewer.birthDate, today)} between ${loveProfiles.mateAgeMin} and ${loveProfiles.mateAgeMax}`,
        MUTUAL_AGE_WEIGHT
      ),
      when(gte(loveProfiles.educationRank, educationRank(m.educationMin)), EDUCATION_WEIGHT),
      when(sql`${loveProfiles.height} between ${m.heightMin} and ${m.heightMax}`, HEIGHT_WEIGHT)
    )
    const near = nearViewer(viewer)
    if (near) terms.push(when(near, NEAR_WEIGHT))
  }
  return sql<number>`(${sql.join(terms, sql` + `)})::int`
}

/**
 * The feed's fit score of love_profiles rows for a viewer, placement aside, as a column: a
 * matchmaker proposing a match (appointment module) sees the numbers a member's feed ranks by.
 */
export async function fitScoreFor(
  db: Db,
  tenantId: number,
  viewer: ProfileRow | undefined,
  today: string
): Promise<SQL<number>> {
  return scoreOf(viewer, await activePlacements(db, tenantId), false, certifiedMembers(db, tenantId), today)
}

interface Cursor {
  score: number
  userId: number
}

/** The score is sealed, not shown: it sums fit terms, and a readable one would tell how a member fits. */
function encodeCursor(secret: string, who: AuthedUser, c: Cursor): string {
  return sealCursor(secret, who, `${c.score}:${c.userId}`)
}

function decodeCursor(secret: string, who: AuthedUser, raw: string): Cursor | null {
  if (!raw) return null
  const [score, userId] = openCursor(secret, who, raw).split(':').map(Number)
  if (!Number.isInteger(score) || !Number.isInteger(userId)) throw new BizError(BAD_CURSOR)
  return { score, userId }
}

/** A slice of the candidates with its own score expression and the range of scores it can reach. */
interface Tier {
  where: SQL | undefined
  score: SQL<number>
  min: number
  max: number
}

/**
 * Candidates split into tiers whose best possible score is known, so a page stops reading as
 * soon as it holds enough members no lower tier can beat (a threshold top-k): placed members;
 * the city the viewer asked for when it is not their own; the viewer's city showing an age
 * within their range (a range of love_profiles_rank_idx); the rest of that city, hidden ages
 * included; other cities. Early pages come from the first tiers without ranking everyone.
 */
function tiersOf(
  viewer: ProfileRow | undefined,
  placed: ActivePlacements,
  certified: SQLWrapper,
  today: string
): Tier[] {
  const placedIds = [...placed.top, ...placed.boost]
  const unplaced = placedIds.length ? notInArray(loveProfiles.userId, placedIds) : undefined
  const tiers: Tier[] = []
  if (placedIds.length) {
    tiers.push({
      where: inArray(loveProfiles.userId, placedIds),
      score: scoreOf(viewer, placed, true, certified, today),
      min: BOOST_WEIGHT,
      max: Number.POSITIVE_INFINITY
    })
  }
  const score = scoreOf(viewer, placed, false, certified, today)
  if (!viewer) return [...tiers, { where: unplaced, score, min: 0, max: STATIC_MAX }]
  const own = viewer.residenceCity
  const asked = viewer.mate.city
  const sameCity = eq(loveProfiles.residenceCity, own)
  // The viewer's own city carries the asked-city weight too when it is the city they asked for.
  const ownBonus = asked === own ? ASKED_CITY_WEIGHT : 0
  if (asked && asked !== own) {
    tiers.push({
      where: and(unplaced, eq(loveProfiles.residenceCity, asked)),
      score,
      min: ASKED_CITY_WEIGHT,
      max: ASKED_CITY_WEIGHT + FIT_MAX - CITY_WEIGHT + STATIC_MAX
    })
  }
  const elsewhere =
    asked && asked !== own ? notInArray(loveProfiles.residenceCity, [own, asked]) : ne(loveProfiles.residenceCity, own)
  return [
    ...tiers,
    {
      where: and(unplaced, sameCity, ageFits(viewer, today)),
      score,
      min: ownBonus,
      max: ownBonus + FIT_MAX + STATIC_MAX
    },
    {
      where: and(unplaced, sameCity, not(ageFits(viewer, today))),
      score,
      min: ownBonus,
      max: ownBonus + FIT_MAX - AGE_WEIGHT + STATIC_MAX
    },
    { where: and(unplaced, elsewhere), score, min: 0, max: FIT_MAX - CITY_WEIGHT + STATIC_MAX }
  ]
}

interface Ranked {
  userId: number
  score: number
}

const byRank = (a: Ranked, b: Ranked) => b.score - a.score || b.userId - a.userId

/**
 * The next `n` candidates after the cursor, best first, reading tiers only while they can
 * still matter. A tier wholly before the cursor is skipped, and one wholly after it needs no
 * cursor test, which would compute every score a second time.
 */
async function rankedAfter(
  db: Queryable,
  where: SQL[],
  tiers: Tier[],
  after: Cursor | null,
  n: number
): Promise<Ranked[]> {
  let best: Ranked[] = []
  for (const tier of tiers) {
    if (best.length >= n && best[n - 1].score > tier.max) break
    if (after && after.score < tier.min) continue
    const conditions = [...where, tier.where]
    if (after && after.score <= tier.max)
      conditions.push(sql`(${tier.score}, ${loveProfiles.userId}) < (${after.score}, ${after.userId})`)
    // Ordering by the output column computes each score once; repeating the expression would compute it again.
    const rows = await db
      .select({ userId: loveProfiles.userId, score: tier.score.as('score') })
      .from(loveProfiles)
      .where(and(...conditions))
      .orderBy(desc(sql.identifier('score')), desc(loveProfiles.userId))
      .limit(n)
    best = [...best, ...rows.map((r) => ({ userId: r.userId, score: Number(r.score) }))].sort(byRank).slice(0, n)
  }
  return best
}

/**
 * Whom the feed may show a viewer at all: hidden profiles, suspended accounts, blocks either way
 * and the viewer never appear. Suspended accounts are few, so PostgreSQL checks them as a hashed
 * set instead of joining every user.
 */
function shownTo(db: Queryable, who: AuthedUser, blocked: number[]): SQL[] {
  const suspended = db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, who.tenantId), ne(users.status, 'active')))
  const where: SQL[] = [
    eq(loveProfiles.tenantId, who.tenantId),
    ne(loveProfiles.userId, who.userId),
    eq(loveProfiles.hideFromFeed, false),
    // Hidden by staff after a report (report module): out of the feed and search for everyone.
    eq(loveProfiles.staffHidden, false),
    notInArray(loveProfiles.userId, suspended)
  ]
  if (blocked.length) where.push(notInArray(loveProfiles.userId, blocked))
  return where
}

/**
 * The filters the member chose, on top of whom the feed may show them at all, ages counted on
 * `today` (the day in the tenant's city). Without a chosen gender the feed shows the other one,
 * unless `anyGender` (a look-up by name or number).
 */
function filtersOf(
  db: Queryable,
  who: AuthedUser,
  viewer: ProfileRow | undefined,
  f: FeedFilters,
  blocked: number[],
  today: string,
  anyGender = false
): SQL[] {
  const opposite = viewer && !anyGender ? (viewer.gender === 'male' ? 'female' : 'male') : undefined
  const gender = f.gender ?? opposite
  const where = shownTo(db, who, blocked)
  if (gender) where.push(eq(loveProfiles.gender, gender))
  // An age filter would reveal a hidden age (search 30-30, 31-31…), so it leaves those members out.
  if (f.ageMin !== undefined || f.ageMax !== undefined) where.push(eq(loveProfiles.hideAge, false))
  if (f.ageMin !== undefined) where.push(lte(loveProfiles.birthDate, yearsAgo(f.ageMin, today)))
  if (f.ageMax !== undefined) where.push(gt(loveProfiles.birthDate, yearsAgo(f.ageMax + 1, today)))
  if (f.heightMin !== undefined) where.push(gte(loveProfiles.height, f.heightMin))
  if (f.heightMax !== undefined) where.push(lte(loveProfiles.height, f.heightMax))
  if (f.educationMin) where.push(gte(loveProfiles.educationRank, educationRank(f.educationMin)))
  if (f.city) where.push(eq(loveProfiles.residenceCity, f.city))
  return where
}

export function recommendPage(
  deps: Pick<ServerDeps, 'db' | 'config'>,
  who: AuthedUser,
  filters: FeedFilters,
  page: { cursor: string; pageSize: number },
  timeZone: string
): Promise<FeedPage> {
  return rankedPage(deps, who, { filters, extra: [], anyGender: false, timeZone }, page)
}

/**
 * What a search adds to the feed's filters: more conditions on love_profiles, and whether the
 * viewer's own gender may come back too (looking a member up by name or number finds anyone).
 */
export interface RankedQuery {
  filters: FeedFilters
  extra: SQL[]
  anyGender: boolean
  /** The tenant's, whose calendar says 今天活跃 or N天前活跃 and on whose day ages are counted. */
  timeZone: string
}

/**
 * A page of members ranked and explained exactly as the feed ranks them, among those the query
 * keeps: 找对象 (love-search) orders its results this way. The feed's exclusions always hold.
 */
export async function rankedPage(
  deps: Pick<ServerDeps, 'db' | 'config'>,
  who: AuthedUser,
  query: RankedQuery,
  page: { cursor: string; pageSize: number }
): Promise<FeedPage> {
  const [viewer, placed, blocked] = await Promise.all([
    findProfile(deps.db, who.tenantId, who.userId),
    activePlacements(deps.db, who.tenantId),
    blockedEitherWay(deps.db, who.tenantId, who.userId),
    markActive(deps.db, who.tenantId, who.userId)
  ])
  const today = dayText(new Date(), query.timeZone)
  const where = [...filtersOf(deps.db, who, viewer, query.filters, blocked, today, query.anyGender), ...query.extra]
  const ranked = await rankedAfter(
    deps.db,
    where,
    tiersOf(viewer, placed, certifiedMembers(deps.db, who.tenantId), today),
    decodeCursor(deps.config.CURSOR_SECRET, who, page.cursor),
    pageLimit(page.pageSize)
  )
  const shown = cursorPage(ranked, page.pageSize, (last) =>
    encodeCursor(deps.config.CURSOR_SECRET, who, { score: last.score, userId: last.userId })
  )
  return {
    nextCursor: shown.nextCursor,
    list: await cardsOf(
      deps.db,
      who,
      viewer,
      placed,
      shown.list.map((r) => r.userId),
      query.timeZone
    )
  }
}

/** Cards of these members in this order, drawn and explained as the feed draws them. */
async function cardsOf(
  db: Db,
  who: AuthedUser,
  viewer: ProfileRow | undefined,
  placed: ActivePlacements,
  ids: number[],
  timeZone: string,
  where: SQL[] = []
): Promise<FeedCard[]> {
  if (!ids.length) return []
  const [full, badges] = await Promise.all([
    db
      .select({ p: loveProfiles, u: users })
      .from(loveProfiles)
      .innerJoin(users, and(eq(users.tenantId, loveProfiles.tenantId), eq(users.id, loveProfiles.userId)))
      .where(and(eq(loveProfiles.tenantId, who.tenantId), inArray(loveProfiles.userId, ids), ...where)),
    badgesFor(db, who.tenantId, ids)
  ])
  const byId = new Map(full.map((r) => [r.p.userId, r]))
  return ids.flatMap((id) => {
    const r = byId.get(id)
    if (!r) return []
    return [
      toCard(viewer, r.p, r.u, {
        isTop: placed.top.includes(id),
        isBoosted: placed.boost.includes(id),
        badges: badges.get(id) ?? [],
        timeZone
      })
    ]
  })
}

/**
 * The feed's best `n` members for a member, by the feed's own ranking with its default filters on
 * `today` (the day in the tenant's city), leaving out `exclude` (每日推荐 leaves out the week's
 * earlier picks). Ids, best first.
 */
export async function bestMembersFor(
  db: Queryable,
  who: AuthedUser,
  exclude: number[],
  n: number,
  today: string
): Promise<number[]> {
  const [viewer, placed, blocked] = await Promise.all([
    findProfile(db, who.tenantId, who.userId),
    activePlacements(db, who.tenantId),
    blockedEitherWay(db, who.tenantId, who.userId)
  ])
  const where = filtersOf(db, who, viewer, {}, blocked, today)
  if (exclude.length) where.push(notInArray(loveProfiles.userId, exclude))
  const ranked = await rankedAfter(
    db,
    where,
    tiersOf(viewer, placed, certifiedMembers(db, who.tenantId), today),
    null,
    n
  )
  return ranked.map((r) => r.userId)
}

/**
 * Feed cards of members picked earlier, in the order given, for members the feed would still
 * show this viewer today: someone who since hid, was suspended or is blocked either way drops out.
 */
export async function feedCardsOf(db: Db, who: AuthedUser, ids: number[], timeZone: string): Promise<FeedCard[]> {
  if (!ids.length) return []
  const [viewer, placed, blocked] = await Promise.all([
    findProfile(db, who.tenantId, who.userId),
    activePlacements(db, who.tenantId),
    blockedEitherWay(db, who.tenantId, who.userId)
  ])
  return cardsOf(db, who, viewer, placed, ids, timeZone, shownTo(db, who, blocked))
}

export async function myPlacements(db: Db, who: AuthedUser): Promise<Placement[]> {
  const rows = await db
    .select()
    .from(lovePlacements)
    .where(and(eq(lovePlacements.tenantId, who.tenantId), eq(lovePlacements.userId, who.userId)))
    .orderBy(desc(lovePlacements.endsAt))
  const paused = await placementPauseOf(db, who.tenantId, who.userId)
  const now = new Date()
  return rows.map((r) => ({
    kind: r.kind,
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt.toISOString(),
    active: !paused && isPlacementLive(r, now)
  }))
}
