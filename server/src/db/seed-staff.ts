import { and, eq } from 'drizzle-orm'
import type { StaffRole } from '@contract/staff'
import type { Db } from './client'
import { staffRoles, users } from './schema'

/** Demo members who also work for the tenant, so the staff screens (认证审核) can be tried out. */
const DEMO_STAFF: { phone: string; roles: StaffRole[] }[] = [{ phone: '13800000001', roles: ['admin', 'auditor'] }]

/**
 * Gives the member with this phone the roles in a tenant (the operator's way to appoint staff:
 * `npm run staff:grant`). Roles already held stay as they are, so running it again changes nothing.
 */
export async function grantStaffRoles(db: Db, tenantId: number, phone: string, roles: StaffRole[]): Promise<void> {
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.phone, phone)))
  if (!member) throw new Error(`no member with phone ${phone} in tenant ${tenantId}: they must register first`)
  await db
    .insert(staffRoles)
    .values(roles.map((role) => ({ tenantId, userId: member.id, role })))
    .onConflictDoNothing()
}

/** Grants the demo staff roles in a tenant. */
export async function seedDemoStaff(db: Db, tenantId: number): Promise<void> {
  for (const staff of DEMO_STAFF) await grantStaffRoles(db, tenantId, staff.phone, staff.roles)
}
