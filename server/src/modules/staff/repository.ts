import { and, asc, eq } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { staffRoles } from '../../db/schema'
import type { StaffRole } from '@contract/staff'

export async function rolesOf(db: Queryable, tenantId: number, userId: number): Promise<StaffRole[]> {
  const rows = await db
    .select({ role: staffRoles.role })
    .from(staffRoles)
    .where(and(eq(staffRoles.tenantId, tenantId), eq(staffRoles.userId, userId)))
    .orderBy(asc(staffRoles.role))
  return rows.map((r) => r.role)
}
