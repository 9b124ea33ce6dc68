import { and, eq, isNull } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { messages } from '../../db/schema'

/**
 * 注销账号: what she wrote and sent in chats is gone; her partners' conversations keep the place of
 * each message, shown as recalled. Answers the pictures she sent, whose files go after the commit.
 */
export async function eraseMessagesOf(db: Queryable, tenantId: number, userId: number, now: Date): Promise<string[]> {
  const where = and(eq(messages.tenantId, tenantId), eq(messages.senderId, userId))
  const sent = await db.select({ image: messages.image }).from(messages).where(where)
  await db.update(messages).set({ text: '', image: '' }).where(where)
  await db
    .update(messages)
    .set({ recalledAt: now })
    .where(and(where, isNull(messages.recalledAt)))
  return sent.map((m) => m.image).filter(Boolean)
}
