import { and, eq } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { salesLibraryEntries } from '../../db/schema'

/** 注销账号: the matchmakers' notes on her card in their libraries. */
export async function eraseLibraryNotesOn(db: Queryable, tenantId: number, userId: number): Promise<void> {
  await db
    .delete(salesLibraryEntries)
    .where(and(eq(salesLibraryEntries.tenantId, tenantId), eq(salesLibraryEntries.memberId, userId)))
}
