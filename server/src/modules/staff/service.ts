import { and, eq } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { staffRoles } from '../../db/schema'
import type { StaffRole } from '@contract/staff'
import type { AuthedUser } from '../../lib/route'
import { forbidden } from '../../lib/errors'
import { rolesOf } from './repository'

/** The back-office roles the member holds in this tenant; none for ordinary members. */
export function myStaffRoles(db: Queryable, who: AuthedUser): Promise<StaffRole[]> {
  return rolesOf(db, who.tenantId, who.userId)
}

/** The back-office roles another member of the tenant holds (whom a staff action would reach). */
export function staffRolesOf(db: Queryable, tenantId: number, userId: number): Promise<StaffRole[]> {
  return rolesOf(db, tenantId, userId)
}

/**
 * Roles are a hierarchy when staff act on an account: nobody warns, hides or suspends an admin, and
 * only an admin acts on another staff account — so an auditor cannot have the admin reported and then
 * lock them out.
 */
export async function assertMayActOn(db: Queryable, staff: AuthedUser, targetId: number): Promise<void> {
  const target = await staffRolesOf(db, staff.tenantId, targetId)
  if (target.length === 0) return
  if (target.includes('admin')) throw forbidden('管理员账号不能被警告、隐藏或封禁')
  if (!(await myStaffRoles(db, staff)).includes('admin')) throw forbidden('工作人员账号须由管理员处理')
}

/** Gives a member a staff role (kept if held). */
export async function grantStaffRole(db: Queryable, tenantId: number, userId: number, role: StaffRole): Promise<void> {
  await db.insert(staffRoles).values({ tenantId, userId, role }).onConflictDoNothing()
}

export async function revokeStaffRole(db: Queryable, tenantId: number, userId: number, role: StaffRole): Promise<void> {
  await db
    .delete(staffRoles)
    .where(and(eq(staffRoles.tenantId, tenantId), eq(staffRoles.userId, userId), eq(staffRoles.role, role)))
}
