import { and, eq, or } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { loveStories, pennants } from '../../db/schema'

/**
 * 注销账号: every success story she wrote or appears in is withdrawn (a couple's story without her
 * is no longer theirs), and the pennants she gave. Answers the story photos, whose files go once
 * the deletion has committed.
 */
export async function eraseStoriesOf(db: Queryable, tenantId: number, userId: number): Promise<string[]> {
  const stories = await db
    .delete(loveStories)
    .where(
      and(eq(loveStories.tenantId, tenantId), or(eq(loveStories.authorId, userId), eq(loveStories.partnerId, userId)))
    )
    .returning({ photos: loveStories.photos })
  await db.delete(pennants).where(and(eq(pennants.tenantId, tenantId), eq(pennants.fromUserId, userId)))
  return stories.flatMap((s) => s.photos)
}
