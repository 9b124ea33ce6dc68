import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { lovePlacementPauses, lovePlacements } from '../../db/schema'

/*
 * When a bought placement (top or boost) is live: from its start to its end, both included, and
 * not while its member's placements are paused. Queries and mapped rows ask the same question, so
 * both forms live here side by side.
 */

export function placementLiveNow(): SQL {
  return sql`(now() between ${lovePlacements.startsAt} and ${lovePlacements.endsAt} and not exists (
    select 1 from ${lovePlacementPauses}
    where ${lovePlacementPauses.tenantId} = ${lovePlacements.tenantId}
      and ${lovePlacementPauses.userId} = ${lovePlacements.userId}))`
}

export function isPlacementLive(p: { startsAt: Date; endsAt: Date }, now: Date = new Date()): boolean {
  return p.startsAt <= now && now <= p.endsAt
}

/** Since when the member's placements stand still; undefined when they run. */
export async function placementPauseOf(db: Queryable, tenantId: number, userId: number): Promise<Date | undefined> {
  const [row] = await db
    .select({ pausedAt: lovePlacementPauses.pausedAt })
    .from(lovePlacementPauses)
    .where(and(eq(lovePlacementPauses.tenantId, tenantId), eq(lovePlacementPauses.userId, userId)))
  return row?.pausedAt
}

/** Which of these members have their placements paused. */
export async function pausedAmong(db: Queryable, tenantId: number, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set()
  const rows = await db
    .select({ userId: lovePlacementPauses.userId })
    .from(lovePlacementPauses)
    .where(and(eq(lovePlacementPauses.tenantId, tenantId), inArray(lovePlacementPauses.userId, [...new Set(userIds)])))
  return new Set(rows.map((r) => r.userId))
}

/**
 * Stops the member's placements from showing (a fraud report on them waits). Pausing again keeps
 * the first time: the clock stopped then.
 */
export async function pausePlacements(db: Queryable, tenantId: number, userId: number): Promise<void> {
  await db
    .insert(lovePlacementPauses)
    .values({ tenantId, userId })
    .onConflictDoNothing({ target: [lovePlacementPauses.tenantId, lovePlacementPauses.userId] })
}

/**
 * Lets the member's placements run again, none of the paid time lost: every window that had not
 * ended when they were paused ends later by the paused time, and one that had not started yet
 * starts later by as much (so windows bought back to back stay back to back). Deleting the pause
 * is the lock: of two resumes at once, one moves the windows.
 */
export async function resumePlacements(db: Queryable, tenantId: number, userId: number): Promise<boolean> {
  const [pause] = await db
    .delete(lovePlacementPauses)
    .where(and(eq(lovePlacementPauses.tenantId, tenantId), eq(lovePlacementPauses.userId, userId)))
    .returning({ at: sql<string>`${lovePlacementPauses.pausedAt}::text` })
  if (!pause) return false
  const at = sql`${pause.at}::timestamptz`
  const stood = sql`(now() - ${at})`
  await db
    .update(lovePlacements)
    .set({
      startsAt: sql`case when ${lovePlacements.startsAt} > ${at} then ${lovePlacements.startsAt} + ${stood} else ${lovePlacements.startsAt} end`,
      endsAt: sql`${lovePlacements.endsAt} + ${stood}`
    })
    .where(
      and(
        eq(lovePlacements.tenantId, tenantId),
        eq(lovePlacements.userId, userId),
        sql`${lovePlacements.endsAt} > ${at}`
      )
    )
  return true
}
