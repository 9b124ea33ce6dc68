import { and, eq } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { promoPartners } from '../../db/schema'

/** 注销账号: her applications to be a partner (her reasons, in her words). */
export async function erasePromotionDataOf(db: Queryable, tenantId: number, userId: number): Promise<void> {
  await db.delete(promoPartners).where(and(eq(promoPartners.tenantId, tenantId), eq(promoPartners.userId, userId)))
}
