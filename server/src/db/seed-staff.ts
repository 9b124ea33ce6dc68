import { and, eq } from 'drizzle-orm'
import type { StaffRole } from '../../../types/cert'
import type { Db } from './client'
import { staffRoles, users } from './schema'

/** Demo members who also work for the tenant, so the staff screens (认证审核) can be tried out. */
const DEMO_STAFF: { phone: string; roles: StaffRole[] }[] = [{ phone: '13800000001', roles: ['admin', 'auditor'] }]

/** Grants the demo staff roles in a tenant; roles already held stay as they are, so a second run changes nothing. */
export async function seedDemoStaff(db: Db, tenantId: number): Promise<void> {
  for (const staff of DEMO_STAFF) {
    const [member] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.phone, staff.phone)))
    if (!member) throw new Error(`demo staff member ${staff.phone} is missing in tenant ${tenantId}`)
    await db
      .insert(staffRoles)
      .values(staff.roles.map((role) => ({ tenantId, userId: member.id, role })))
      .onConflictDoNothing()
  }
}
