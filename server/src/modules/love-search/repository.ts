import { and, asc, eq } from 'drizzle-orm'
import type { Db, Queryable } from '../../db/client'
import { loveSavedSearches } from '../../db/schema'
import type { SearchCriteria } from '@contract/love-search'

export type SavedSearchRow = typeof loveSavedSearches.$inferSelect

const mine = (tenantId: number, userId: number) =>
  and(eq(loveSavedSearches.tenantId, tenantId), eq(loveSavedSearches.userId, userId))

export function savedSearchesOf(db: Queryable, tenantId: number, userId: number): Promise<SavedSearchRow[]> {
  return db.select().from(loveSavedSearches).where(mine(tenantId, userId)).orderBy(asc(loveSavedSearches.id))
}

/** Takes `slot`, or nothing when another save took it first. */
export async function insertIntoSlot(
  db: Db,
  row: { tenantId: number; userId: number; slot: number; name: string; criteria: SearchCriteria }
): Promise<SavedSearchRow | undefined> {
  const [saved] = await db
    .insert(loveSavedSearches)
    .values({
      tenantId: row.tenantId,
      userId: row.userId,
      slot: row.slot,
      name: row.name,
      criteria: row.criteria
    })
    .onConflictDoNothing({ target: [loveSavedSearches.tenantId, loveSavedSearches.userId, loveSavedSearches.slot] })
    .returning()
  return saved
}

export async function deleteSavedSearch(db: Db, tenantId: number, userId: number, id: number): Promise<boolean> {
  const gone = await db
    .delete(loveSavedSearches)
    .where(and(mine(tenantId, userId), eq(loveSavedSearches.id, id)))
    .returning({ id: loveSavedSearches.id })
  return gone.length > 0
}
