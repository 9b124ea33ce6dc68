import { and, eq } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { matchmakerApplications, matchmakers } from '../../db/schema'

/** 注销账号: her applications to be a matchmaker and her matchmaker card (name, photo, phone, QR code). */
export async function eraseMatchmakerDataOf(db: Queryable, tenantId: number, userId: number): Promise<void> {
  await db
    .delete(matchmakerApplications)
    .where(and(eq(matchmakerApplications.tenantId, tenantId), eq(matchmakerApplications.userId, userId)))
  await db.delete(matchmakers).where(and(eq(matchmakers.tenantId, tenantId), eq(matchmakers.userId, userId)))
}
