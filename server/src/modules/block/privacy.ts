import { and, eq, or } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { loveBlocks } from '../../db/schema'

/** 注销账号: her blocks and others' blocks of her. */
export async function eraseBlocksOf(db: Queryable, tenantId: number, userId: number): Promise<void> {
  await db
    .delete(loveBlocks)
    .where(and(eq(loveBlocks.tenantId, tenantId), or(eq(loveBlocks.userId, userId), eq(loveBlocks.targetId, userId))))
}
