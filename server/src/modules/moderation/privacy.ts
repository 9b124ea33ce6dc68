import { and, eq } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { contentReviews } from '../../db/schema'

/** 注销账号: what she submitted for review, decided or not. */
export async function eraseReviewsOf(db: Queryable, tenantId: number, userId: number): Promise<void> {
  await db.delete(contentReviews).where(and(eq(contentReviews.tenantId, tenantId), eq(contentReviews.userId, userId)))
}
