import { and, eq } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { staffRoles } from '../../db/schema'

/** 注销账号: a deleted account holds no back-office role. */
export async function eraseStaffRolesOf(db: Queryable, tenantId: number, userId: number): Promise<void> {
  await db.delete(staffRoles).where(and(eq(staffRoles.tenantId, tenantId), eq(staffRoles.userId, userId)))
}
