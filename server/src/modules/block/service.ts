/*
 * Who blocked whom: beneath the feed, the social lists, messages, events and dates, which all keep
 * blocked members apart, so it is a module of its own that depends on none of them.
 */
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

/** Blocking keeps favourites and views: they reappear if the member is unblocked. */
export async function addBlock(db: Queryable, tenantId: number, userId: number, targetId: number): Promise<void> {
  await db.insert(loveBlocks).values({ tenantId, userId, targetId }).onConflictDoNothing()
}

export async function removeBlock(db: Queryable, tenantId: number, userId: number, targetId: number): Promise<void> {
  await db
    .delete(loveBlocks)
    .where(and(eq(loveBlocks.tenantId, tenantId), eq(loveBlocks.userId, userId), eq(loveBlocks.targetId, targetId)))
}
