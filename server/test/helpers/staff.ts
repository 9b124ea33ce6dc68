import type { StaffRole } from '@contract/staff'
import { staffRoles } from '../../src/db/schema'
import type { TestApp } from './app'

/** Staff roles have no endpoint to grant them (that is the back office's job); tests write the row. */
export async function grantRole(t: TestApp, tenantId: number, userId: number, role: StaffRole): Promise<void> {
  await t.app.db.insert(staffRoles).values({ tenantId, userId, role })
}
