import { and, asc, count, desc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm'
import type { ReportStatus } from '@contract/report'
import type { Queryable } from '../../db/client'
import { loveProfiles, loveReports, users } from '../../db/schema'

export type ReportRow = typeof loveReports.$inferSelect

export async function findReport(db: Queryable, tenantId: number, id: number): Promise<ReportRow | undefined> {
  const [row] = await db
    .select()
    .from(loveReports)
    .where(and(eq(loveReports.tenantId, tenantId), eq(loveReports.id, id)))
  return row
}

/** Pending: oldest first (first come, first judged); decided: newest first. Keyset on the id. */
export async function queuePage(
  db: Queryable,
  tenantId: number,
  opts: { pending: boolean; afterId: number; limit: number }
): Promise<ReportRow[]> {
  const { pending, afterId, limit } = opts
  return db
    .select()
    .from(loveReports)
    .where(
      and(
        eq(loveReports.tenantId, tenantId),
        pending ? eq(loveReports.status, 'pending') : ne(loveReports.status, 'pending'),
        afterId ? (pending ? gt(loveReports.id, afterId) : lt(loveReports.id, afterId)) : undefined
      )
    )
    .orderBy(pending ? asc(loveReports.id) : desc(loveReports.id))
    .limit(limit)
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
