import { and, eq, or } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { loveDailyPickDays, loveDailyPicks, loveLikes, loveMatches } from '../../db/schema'

/** 注销账号: her likes and matches either way, her daily picks, and her place in others' picks. */
export async function eraseLikesOf(db: Queryable, tenantId: number, userId: number): Promise<void> {
  await db
    .delete(loveLikes)
    .where(and(eq(loveLikes.tenantId, tenantId), or(eq(loveLikes.userId, userId), eq(loveLikes.targetId, userId))))
  await db
    .delete(loveMatches)
    .where(
      and(eq(loveMatches.tenantId, tenantId), or(eq(loveMatches.userLow, userId), eq(loveMatches.userHigh, userId)))
    )
  await db
    .delete(loveDailyPicks)
    .where(
      and(
        eq(loveDailyPicks.tenantId, tenantId),
        or(eq(loveDailyPicks.userId, userId), eq(loveDailyPicks.pickedId, userId))
      )
    )
  await db
    .delete(loveDailyPickDays)
    .where(and(eq(loveDailyPickDays.tenantId, tenantId), eq(loveDailyPickDays.userId, userId)))
}
