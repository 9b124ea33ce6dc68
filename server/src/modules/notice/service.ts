import { and, count, eq, isNull } from 'drizzle-orm'
import type { CursorPage, CursorReq } from '@contract/love'
import type { GrantSubscribeRes, MemberNotice, NoticeKind, SubscribeTemplatesRes } from '@contract/notice'
import type { Queryable } from '../../db/client'
import { memberNotices } from '../../db/schema'
import { cursorPage, decodeIdCursor, encodeIdCursor, pageLimit } from '../../lib/cursor'
import { BizError, notFound } from '../../lib/errors'
import type { AuthedUser } from '../../lib/route'
import type { SubscribeTemplates } from '../../providers/subscribe'
import { addBudget, findNotice, markNoticesRead, noticeRows, type NoticeRow } from './repository'

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

/** Several notices a business event writes, in order, each once as notify does. */
export async function notifyAll(tx: Queryable, tenantId: number, inputs: readonly NoticeInput[]): Promise<void> {
  for (const input of inputs) await notify(tx, tenantId, input)
}

export async function unreadNoticeCount(db: Queryable, tenantId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(memberNotices)
    .where(and(eq(memberNotices.tenantId, tenantId), eq(memberNotices.userId, userId), isNull(memberNotices.readAt)))
  return row?.n ?? 0
}

function toNotice(row: NoticeRow): MemberNotice {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString()
  }
}

export async function noticePage(db: Queryable, who: AuthedUser, req: CursorReq): Promise<CursorPage<MemberNotice>> {
  const rows = await noticeRows(db, who.tenantId, who.userId, decodeIdCursor(req.cursor), pageLimit(req.pageSize))
  // The cursor is the id of the last notice shown: ids only grow, so paging never skips a new one.
  const page = cursorPage(rows, req.pageSize, (last) => encodeIdCursor(last.id))
  return { ...page, list: page.list.map(toNotice) }
}

export async function readNotice(db: Queryable, who: AuthedUser, noticeId: number): Promise<{ unread: number }> {
  if (!(await findNotice(db, who.tenantId, who.userId, noticeId))) throw notFound('该通知不存在')
  await markNoticesRead(db, who.tenantId, who.userId, noticeId)
  return { unread: await unreadNoticeCount(db, who.tenantId, who.userId) }
}

export async function readAllNotices(db: Queryable, who: AuthedUser): Promise<{ unread: number }> {
  await markNoticesRead(db, who.tenantId, who.userId)
  return { unread: await unreadNoticeCount(db, who.tenantId, who.userId) }
}

export function subscribeTemplates(templates: SubscribeTemplates): SubscribeTemplatesRes {
  return { list: [...templates].map(([kind, spec]) => ({ kind, templateId: spec.templateId })) }
}

/**
 * The templates the member accepted in the mini-program's subscribe dialog: each allows one more
 * push (WeChat's rule), up to the cap. Only this site's templates count.
 */
export async function grantSubscribe(
  db: Queryable,
  who: AuthedUser,
  templates: SubscribeTemplates,
  templateIds: string[]
): Promise<GrantSubscribeRes> {
  const known = new Set([...templates.values()].map((t) => t.templateId))
  const accepted = [...new Set(templateIds)]
  if (accepted.some((id) => !known.has(id))) throw new BizError('订阅消息模板不正确')
  const rows = await addBudget(db, who.tenantId, who.userId, accepted)
  return { list: rows.map((r) => ({ templateId: r.templateId, remaining: r.remaining })) }
}
