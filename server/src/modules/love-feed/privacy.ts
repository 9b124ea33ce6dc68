import { and, eq, or } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { loveViews } from '../../db/schema'

/** 注销账号: whom she viewed and who viewed her. */
export async function eraseViewsOf(db: Queryable, tenantId: number, userId: number): Promise<void> {
  await db
    .delete(loveViews)
    .where(and(eq(loveViews.tenantId, tenantId), or(eq(loveViews.viewerId, userId), eq(loveViews.viewedId, userId))))
}
