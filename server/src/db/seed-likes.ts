import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from './client'
import { loveLikes, loveMatches, users } from './schema'
import { feedMemberPhone } from './seed-love'
import { openMatchConversation } from '../modules/message/service'

/**
 * 喜欢 for the demo city: feed member 6 (a woman, log in with 186 0100 0006 by SMS code) and feed
 * member 7 like each other, so her 相互喜欢 has a match with its chat open; three men like her
 * (a count and blurred faces in 喜欢我的 until she is VIP), she likes one more, and member 8 likes
 * member 7. 每日推荐 needs no seed: each member's first visit of the day draws the picks.
 */
const LIKES: [liker: number, liked: number][] = [
  [6, 7],
  [7, 6],
  [9, 6],
  [11, 6],
  [13, 6],
  [6, 15],
  [8, 7]
]
const MATCH: [number, number] = [6, 7]

export async function seedDemoLikes(db: Db, tenantId: number): Promise<void> {
  const indexes = [...new Set(LIKES.flat())]
  const rows = await db
    .select({ id: users.id, phone: users.phone })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        inArray(
          users.phone,
          indexes.map((i) => feedMemberPhone(tenantId, i))
        )
      )
    )
  const idOf = new Map(rows.map((r) => [r.phone, r.id]))
  const id = (i: number) => idOf.get(feedMemberPhone(tenantId, i))
  const now = Date.now()
  await db.transaction(async (tx) => {
    const likes = LIKES.flatMap(([liker, liked], i) => {
      const [userId, targetId] = [id(liker), id(liked)]
      // Spread over the last days, so the lists read newest first like real ones.
      return userId && targetId
        ? [{ tenantId, userId, targetId, createdAt: new Date(now - (LIKES.length - i) * 3_600_000) }]
        : []
    })
    if (likes.length) await tx.insert(loveLikes).values(likes).onConflictDoNothing()
    const [a, b] = MATCH.map(id)
    if (!a || !b) return
    await tx
      .insert(loveMatches)
      .values({ tenantId, userLow: Math.min(a, b), userHigh: Math.max(a, b) })
      .onConflictDoNothing()
    await openMatchConversation(tx, tenantId, a, b)
  })
}
