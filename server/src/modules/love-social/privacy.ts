import { and, eq, or } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { loveFavourites } from '../../db/schema'

/** 注销账号: her favourites and everyone's favourite of her. */
export async function eraseFavouritesOf(db: Queryable, tenantId: number, userId: number): Promise<void> {
  await db
    .delete(loveFavourites)
    .where(
      and(
        eq(loveFavourites.tenantId, tenantId),
        or(eq(loveFavourites.userId, userId), eq(loveFavourites.targetId, userId))
      )
    )
}
