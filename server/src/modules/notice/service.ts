import { and, count, eq, isNull } from 'drizzle-orm'
import type { NoticeKind } from '@contract/notice'
import type { Queryable } from '../../db/client'
import { memberNotices } from '../../db/schema'

export interface NoticeInput {
  userId: number
  kind: NoticeKind
  title: string
  body: string
  /** An app route the notice opens ('' for none). */
  link: string
  /** The business event: (bizType, bizId) notifies a member once, however often the event repeats. */
  bizType: string
  bizId: string
}

/**
 * Writes a notice in the caller's transaction, so it exists exactly when the change it reports
 * committed. The mini-program push is sent later by the dispatcher, never from inside the
 * business transaction.
 */
export async function notify(tx: Queryable, tenantId: number, input: NoticeInput): Promise<void> {
  await tx
    .insert(memberNotices)
    .values({
      tenantId,
      userId: input.userId,
      kind: input.kind,
      title: input.title,
      body: input.body,
      link: input.link,
      bizType: input.bizType,
      bizId: input.bizId
    })
    .onConflictDoNothing({
      target: [memberNotices.tenantId, memberNotices.userId, memberNotices.bizType, memberNotices.bizId]
    })
}

export async function unreadNoticeCount(db: Queryable, tenantId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(memberNotices)
    .where(and(eq(memberNotices.tenantId, tenantId), eq(memberNotices.userId, userId), isNull(memberNotices.readAt)))
  return row?.n ?? 0
}
