import { and, eq, notInArray, or, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Queryable } from '../../db/client'
import { loveBlocks } from '../../db/schema'

/**
 * Everyone `me` blocked or was blocked by. Read once per request: a member blocks few people,
 * and a short NOT IN list is cheaper than a correlated lookup for every candidate row.
 */
export async function blockedEitherWay(db: Queryable, tenantId: number, me: number): Promise<number[]> {
  const rows = await db
    .select({ userId: loveBlocks.userId, targetId: loveBlocks.targetId })
    .from(loveBlocks)
    .where(and(eq(loveBlocks.tenantId, tenantId), or(eq(loveBlocks.userId, me), eq(loveBlocks.targetId, me))))
  return [...new Set(rows.map((r) => (r.userId === me ? r.targetId : r.userId)))]
}

/** The condition keeping `blocked` members out of a list whose other member is `column`. */
export function visibleDespiteBlocks(column: AnyPgColumn, blocked: number[]): SQL | undefined {
  return blocked.length ? notInArray(column, blocked) : undefined
}
