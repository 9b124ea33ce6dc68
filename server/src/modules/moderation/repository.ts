import { and, asc, desc, eq, gt, inArray, isNotNull, max, sql } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import type { TimeCursor } from '../../lib/cursor'
import { contentReviews, loveProfiles, tenants, users, type ReviewValue } from '../../db/schema'
import type { ModerationConfig, ReviewKind, ReviewStatus } from '@contract/moderation'

export type ReviewRow = typeof contentReviews.$inferSelect

export async function pendingReview(
  db: Queryable,
  tenantId: number,
  userId: number,
  kind: ReviewKind
): Promise<ReviewRow | undefined> {
  const [row] = await db
    .select()
    .from(contentReviews)
    .where(
      and(
        eq(contentReviews.tenantId, tenantId),
        eq(contentReviews.userId, userId),
        eq(contentReviews.kind, kind),
        eq(contentReviews.status, 'pending')
      )
    )
  return row
}

/**
 * Files a submission as the member's one pending review of this kind, in one statement: a newer
 * submission replaces the waiting one (keeping the approved value it would fall back to).
 */
export async function upsertPending(
  db: Queryable,
  tenantId: number,
  userId: number,
  kind: ReviewKind,
  proposed: ReviewValue,
  previous: ReviewValue
): Promise<void> {
  await db
    .insert(contentReviews)
    .values({ tenantId, userId, kind, proposed, previous, status: 'pending' })
    .onConflictDoUpdate({
      target: [contentReviews.tenantId, contentReviews.userId, contentReviews.kind],
      targetWhere: sql`${contentReviews.status} = 'pending'`,
      set: { proposed: sql`excluded.proposed`, createdAt: sql`now()` }
    })
}

/** The member settled it themselves (a change that needs no review): the waiting one is dropped. */
export async function withdrawPending(
  db: Queryable,
  tenantId: number,
  userId: number,
  kind: ReviewKind
): Promise<void> {
  await db
    .update(contentReviews)
    .set({ status: 'withdrawn', decidedAt: sql`now()` })
    .where(
      and(
        eq(contentReviews.tenantId, tenantId),
        eq(contentReviews.userId, userId),
        eq(contentReviews.kind, kind),
        eq(contentReviews.status, 'pending')
      )
    )
}

/**
 * Decides a pending review: one conditional update, so of two staff deciding at once exactly one
 * wins; undefined when it was not (or no longer) pending.
 */
export async function decidePending(
  db: Queryable,
  tenantId: number,
  id: number,
  decision: { status: Extract<ReviewStatus, 'approved' | 'rejected'>; reason: string; reviewerId: number }
): Promise<ReviewRow | undefined> {
  const [row] = await db
    .update(contentReviews)
    .set({ status: decision.status, reason: decision.reason, reviewerId: decision.reviewerId, decidedAt: sql`now()` })
    .where(and(eq(contentReviews.tenantId, tenantId), eq(contentReviews.id, id), eq(contentReviews.status, 'pending')))
    .returning()
  return row
}

export async function findReview(db: Queryable, tenantId: number, id: number): Promise<ReviewRow | undefined> {
  const [row] = await db
    .select()
    .from(contentReviews)
    .where(and(eq(contentReviews.tenantId, tenantId), eq(contentReviews.id, id)))
  return row
}

/** The review, locked until the transaction ends: who takes a decision back waits for whoever is at it. */
export async function lockReview(tx: Queryable, tenantId: number, id: number): Promise<ReviewRow | undefined> {
  const [row] = await tx
    .select()
    .from(contentReviews)
    .where(and(eq(contentReviews.tenantId, tenantId), eq(contentReviews.id, id)))
    .for('update')
  return row
}

/**
 * Puts a decided review back to pending, if it is still the member's latest of its kind (nothing
 * was submitted since), has one of these statuses and, with `withinMinutes`, was decided that
 * recently. One conditional update: of two staff taking it back (or one taking it back while
 * another re-opens it) exactly one wins; undefined for the other.
 */
export async function reopenDecided(
  db: Queryable,
  tenantId: number,
  id: number,
  opts: { statuses: Extract<ReviewStatus, 'approved' | 'rejected'>[]; withinMinutes: number | null }
): Promise<ReviewRow | undefined> {
  const [row] = await db
    .update(contentReviews)
    .set({ status: 'pending', reason: '', reviewerId: null, decidedAt: null })
    .where(
      and(
        eq(contentReviews.tenantId, tenantId),
        eq(contentReviews.id, id),
        inArray(contentReviews.status, opts.statuses),
        opts.withinMinutes === null
          ? undefined
          : sql`${contentReviews.decidedAt} > now() - make_interval(mins => ${opts.withinMinutes}::int)`,
        sql`not exists (select 1 from ${contentReviews} as newer where newer.tenant_id = ${contentReviews.tenantId}
          and newer.user_id = ${contentReviews.userId} and newer.kind = ${contentReviews.kind}
          and newer.id > ${contentReviews.id})`
      )
    )
    .returning()
  return row
}

/** Decided reviews, the latest decision first; `decidedAtText` keeps the microseconds for the cursor. */
export async function decidedPage(db: Queryable, tenantId: number, after: TimeCursor | null, limit: number) {
  return db
    .select({ row: contentReviews, decidedAtText: sql<string>`${contentReviews.decidedAt}::text` })
    .from(contentReviews)
    .where(
      and(
        eq(contentReviews.tenantId, tenantId),
        inArray(contentReviews.status, ['approved', 'rejected']),
        isNotNull(contentReviews.reviewerId),
        after
          ? sql`(${contentReviews.decidedAt}, ${contentReviews.id}) < (${after.at}::timestamptz, ${after.id})`
          : undefined
      )
    )
    .orderBy(desc(contentReviews.decidedAt), desc(contentReviews.id))
    .limit(limit)
}

/** The newest review id of each kind, for these members: only that one may be taken back. */
export async function latestReviewIds(db: Queryable, tenantId: number, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set()
  const rows = await db
    .select({ id: max(contentReviews.id) })
    .from(contentReviews)
    .where(and(eq(contentReviews.tenantId, tenantId), inArray(contentReviews.userId, [...new Set(userIds)])))
    .groupBy(contentReviews.userId, contentReviews.kind)
  return new Set(rows.flatMap((r) => (r.id === null ? [] : [r.id])))
}

/** The newest review of each kind for one member. */
export async function latestReviews(db: Queryable, tenantId: number, userId: number): Promise<ReviewRow[]> {
  return db
    .selectDistinctOn([contentReviews.kind])
    .from(contentReviews)
    .where(and(eq(contentReviews.tenantId, tenantId), eq(contentReviews.userId, userId)))
    .orderBy(contentReviews.kind, desc(contentReviews.id))
}

/** Pending reviews, oldest first. */
export async function pendingPage(db: Queryable, tenantId: number, afterId: number, limit: number) {
  return db
    .select()
    .from(contentReviews)
    .where(
      and(eq(contentReviews.tenantId, tenantId), eq(contentReviews.status, 'pending'), gt(contentReviews.id, afterId))
    )
    .orderBy(asc(contentReviews.id))
    .limit(limit)
}

export interface PublicContent {
  userId: number
  nickname: string
  headPic: string
  aboutMe: string
  album: string[]
}

/** What other members see now of these members. */
export async function publicContentOf(
  db: Queryable,
  tenantId: number,
  userIds: number[]
): Promise<Map<number, PublicContent>> {
  if (!userIds.length) return new Map()
  const rows = await db
    .select({
      userId: users.id,
      nickname: users.nickname,
      headPic: users.headPic,
      aboutMe: loveProfiles.aboutMe,
      album: loveProfiles.album
    })
    .from(users)
    .leftJoin(loveProfiles, and(eq(loveProfiles.tenantId, users.tenantId), eq(loveProfiles.userId, users.id)))
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, [...new Set(userIds)])))
  return new Map(
    rows.map((r) => [
      r.userId,
      {
        userId: r.userId,
        nickname: r.nickname,
        headPic: r.headPic ?? '',
        aboutMe: r.aboutMe ?? '',
        album: r.album ?? []
      }
    ])
  )
}

export async function findModerationConfig(db: Queryable, tenantId: number): Promise<ModerationConfig | undefined> {
  const [row] = await db
    .select({ config: tenants.moderationConfig })
    .from(tenants)
    .where(eq(tenants.tenantId, tenantId))
  return row?.config
}
