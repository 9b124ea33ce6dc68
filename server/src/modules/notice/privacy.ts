import { and, eq } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { memberNotices, subscribeBudgets } from '../../db/schema'

/** 注销账号: her notices and the pushes she allowed. */
export async function eraseNoticesOf(db: Queryable, tenantId: number, userId: number): Promise<void> {
  await db.delete(memberNotices).where(and(eq(memberNotices.tenantId, tenantId), eq(memberNotices.userId, userId)))
  await db
    .delete(subscribeBudgets)
    .where(and(eq(subscribeBudgets.tenantId, tenantId), eq(subscribeBudgets.userId, userId)))
}
