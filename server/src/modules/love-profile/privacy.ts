import { and, eq } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { loveProfiles } from '../../db/schema'

/** 注销账号: her dating profile goes whole (docs/data-map.md). */
export async function eraseProfileOf(db: Queryable, tenantId: number, userId: number): Promise<void> {
  await db.delete(loveProfiles).where(and(eq(loveProfiles.tenantId, tenantId), eq(loveProfiles.userId, userId)))
}
