import { and, eq } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { loveCustomServices, loveLineRequests } from '../../db/schema'

/**
 * 注销账号: what she and her matchmaker wrote on her line requests and private services. The rows
 * stay, nameless, because the orders that paid for them are trade records.
 */
export async function eraseLineNotesOf(db: Queryable, tenantId: number, userId: number): Promise<void> {
  await db
    .update(loveLineRequests)
    .set({ remark: '', note: '' })
    .where(and(eq(loveLineRequests.tenantId, tenantId), eq(loveLineRequests.userId, userId)))
  await db
    .update(loveCustomServices)
    .set({ remark: '', note: '' })
    .where(and(eq(loveCustomServices.tenantId, tenantId), eq(loveCustomServices.userId, userId)))
}
