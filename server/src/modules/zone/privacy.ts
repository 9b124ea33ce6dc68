import { and, eq } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { zoneMembers } from '../../db/schema'

/** 注销账号: the zones she joined. */
export async function eraseZoneMembershipOf(db: Queryable, tenantId: number, userId: number): Promise<void> {
  await db.delete(zoneMembers).where(and(eq(zoneMembers.tenantId, tenantId), eq(zoneMembers.userId, userId)))
}
