import { and, eq } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { loveCommitments } from '../../db/schema'

/** 注销账号: her signed pledge and the name she signed it with. */
export async function erasePledgeOf(db: Queryable, tenantId: number, userId: number): Promise<void> {
  await db
    .delete(loveCommitments)
    .where(and(eq(loveCommitments.tenantId, tenantId), eq(loveCommitments.userId, userId)))
}
