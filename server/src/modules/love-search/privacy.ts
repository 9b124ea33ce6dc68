import { and, eq } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { loveSavedSearches } from '../../db/schema'

/** 注销账号: her saved search conditions go with her. */
export async function eraseSavedSearchesOf(db: Queryable, tenantId: number, userId: number): Promise<void> {
  await db
    .delete(loveSavedSearches)
    .where(and(eq(loveSavedSearches.tenantId, tenantId), eq(loveSavedSearches.userId, userId)))
}
