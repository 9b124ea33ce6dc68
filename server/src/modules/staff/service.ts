import type { Queryable } from '../../db/client'
import type { StaffRole } from '@contract/staff'
import type { AuthedUser } from '../../lib/route'
import { rolesOf } from './repository'

/** The back-office roles the member holds in this tenant; none for ordinary members. */
export function myStaffRoles(db: Queryable, who: AuthedUser): Promise<StaffRole[]> {
  return rolesOf(db, who.tenantId, who.userId)
}
