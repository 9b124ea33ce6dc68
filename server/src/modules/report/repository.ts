import { and, asc, count, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm'
import type { ReportStatus } from '@contract/report'
import type { Queryable } from '../../db/client'
import { loveProfiles, loveReports, users } from '../../db/schema'

export type ReportRow = typeof loveReports.$inferSelect

/**
 * Members with reports on their profile: those with reports waiting (and since when the oldest
 * waits), or those with decided ones (and when the latest was decided).
 */
export async function reportedMembers(
  db: Queryable,
  tenantId: number,
  pending: boolean
): Promise<{ userId: number; at: Date }[]> {
  const at = pending ? sql`min(${loveReports.createdAt})` : sql`max(${loveReports.handledAt})`
  const rows = await db
    .select({ userId: loveReports.targetId, at: sql<string>`${at}::text` })
    .from(loveReports)
    .where(
      and(
        eq(loveReports.tenantId, tenantId),
        pending ? eq(loveReports.status, 'pending') : ne(loveReports.status, 'pending')
      )
    )
    .groupBy(loveReports.targetId)
  return rows.map((r) => ({ userId: r.userId, at: new Date(r.at) }))
}

/** Reports on these members, waiting (oldest first) or decided (newest first). */
export async function reportsAgainst(
  db: Queryable,
  tenantId: number,
  targetIds: number[],
  pending: boolean
): Promise<ReportRow[]> {
  if (targetIds.length === 0) return []
  return db
    .select()
    .from(loveReports)
    .where(
      and(
        eq(loveReports.tenantId, tenantId),
        inArray(loveReports.targetId, [...new Set(targetIds)]),
        pending ? eq(loveReports.status, 'pending') : ne(loveReports.status, 'pending')
      )
    )
    .orderBy(pending ? asc(loveReports.id) : desc(loveReports.id))
}

export async function myReportsPage(
  db: Queryable,
  tenantId: number,
  reporterId: number,
  opts: { beforeId: number; limit: number }
): Promise<ReportRow[]> {
  return db
    .select()
    .from(loveReports)
    .where(
      and(
        eq(loveReports.tenantId, tenantId),
        eq(loveReports.reporterId, reporterId),
        opts.beforeId ? lt(loveReports.id, opts.beforeId) : undefined
      )
    )
    .orderBy(desc(loveReports.id))
    .limit(opts.limit)
}

/** Accounts and profiles of these members, for cards: name, avatar, album, about-me, standing. */
export async function membersOf(db: Queryable, tenantId: number, ids: number[]) {
  if (ids.length === 0) return []
  return db
    .select({
      userId: users.id,
      nickname: users.nickname,
      avatar: users.headPic,
      status: users.status,
      registeredAt: users.createdAt,
      album: loveProfiles.album,
      aboutMe: loveProfiles.aboutMe,
      staffHidden: loveProfiles.staffHidden
    })
    .from(users)
    .leftJoin(loveProfiles, and(eq(loveProfiles.tenantId, users.tenantId), eq(loveProfiles.userId, users.id)))
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, [...new Set(ids)])))
}

/** Earlier decisions on reports against these members, newest first. */
export async function decidedAgainst(db: Queryable, tenantId: number, targetIds: number[]) {
  if (targetIds.length === 0) return []
  return db
    .select()
    .from(loveReports)
    .where(
      and(
        eq(loveReports.tenantId, tenantId),
        inArray(loveReports.targetId, [...new Set(targetIds)]),
        ne(loveReports.status, 'pending')
      )
    )
    .orderBy(desc(loveReports.id))
}

export async function pendingCounts(db: Queryable, tenantId: number, targetIds: number[]) {
  if (targetIds.length === 0) return new Map<number, number>()
  const rows = await db
    .select({ targetId: loveReports.targetId, n: count() })
    .from(loveReports)
    .where(
      and(
        eq(loveReports.tenantId, tenantId),
        inArray(loveReports.targetId, [...new Set(targetIds)]),
        eq(loveReports.status, 'pending')
      )
    )
    .groupBy(loveReports.targetId)
  return new Map(rows.map((r) => [r.targetId, r.n]))
}

/**
 * Closes every pending report on the member in one statement: a concurrent decision on the same
 * member waits for these row locks and then finds nothing pending.
 */
export async function decidePending(
  db: Queryable,
  tenantId: number,
  targetId: number,
  decision: { status: Exclude<ReportStatus, 'pending'>; resolution: string; handledBy: number }
): Promise<ReportRow[]> {
  return db
    .update(loveReports)
    .set({
      status: decision.status,
      resolution: decision.resolution,
      handledBy: decision.handledBy,
      handledAt: sql`now()`
    })
    .where(
      and(eq(loveReports.tenantId, tenantId), eq(loveReports.targetId, targetId), eq(loveReports.status, 'pending'))
    )
    .returning()
}
