import type { CursorPage } from '@contract/love'
import type { HandleReportReq, MessageReportItem, MessageReportPageReq } from '@contract/message'
import type { Db, Queryable } from '../../db/client'
import { cursorPage, decodeIdCursor, encodeIdCursor, pageLimit } from '../../lib/cursor'
import { BizError, conflict, notFound } from '../../lib/errors'
import { emit } from '../../lib/events'
import type { AuthedUser } from '../../lib/route'
import {
  decideReport,
  findMessage,
  lockReport,
  peersOf,
  reportPage,
  toChatMessage,
  type MessageRow,
  type ReportRow
} from './repository'
import { pushUnread, recallInTx, type DeliveryDeps } from './service'

async function toItems(
  db: Queryable,
  tenantId: number,
  rows: { report: ReportRow; message: MessageRow }[]
): Promise<MessageReportItem[]> {
  const peers = await peersOf(
    db,
    tenantId,
    rows.flatMap((r) => [r.report.reporterId, r.report.reportedId])
  )
  const peer = (id: number) => peers.get(id) ?? { userId: id, nickname: '会员', avatar: '' }
  return rows.map(({ report, message }) => ({
    id: report.id,
    reporter: peer(report.reporterId),
    reported: peer(report.reportedId),
    message: { ...toChatMessage(message), originalText: message.text, originalImage: message.image },
    reason: report.reason,
    description: report.description,
    status: report.status,
    resolution: report.resolution,
    createdAt: report.createdAt.toISOString(),
    handledAt: report.handledAt?.toISOString() ?? ''
  }))
}

/** Reports with their message as it was sent: pending ones oldest first, handled ones newest first. */
export async function getReportPage(
  db: Db,
  tenantId: number,
  req: MessageReportPageReq
): Promise<CursorPage<MessageReportItem>> {
  const rows = await reportPage(db, tenantId, {
    status: req.status,
    afterId: decodeIdCursor(req.cursor),
    limit: pageLimit(req.pageSize)
  })
  const page = cursorPage(rows, req.pageSize, (last) => encodeIdCursor(last.report.id))
  return { ...page, list: await toItems(db, tenantId, page.list) }
}

/**
 * Decides a pending report once. Upholding recalls the message for both members (kept for the
 * record) and tells its sender why; the reporter learns the outcome either way. Notices are
 * written in the same transaction, the recall is pushed after it.
 */
export async function handleReport(
  deps: DeliveryDeps,
  staff: AuthedUser,
  req: HandleReportReq
): Promise<MessageReportItem> {
  const { tenantId } = staff
  const outcome = await deps.db.transaction(async (tx) => {
    const report = await lockReport(tx, tenantId, req.reportId)
    if (!report) throw notFound('举报不存在')
    if (report.reporterId === staff.userId || report.reportedId === staff.userId) {
      throw new BizError('不能处理与自己有关的举报')
    }
    if (report.status !== 'pending') throw conflict('该举报已处理，请勿重复操作')
    const upheld = req.action === 'uphold'
    const decided = await decideReport(tx, tenantId, report.id, {
      status: upheld ? 'upheld' : 'dismissed',
      resolution: req.resolution.trim(),
      handledBy: staff.userId
    })
    const message = (await findMessage(tx, tenantId, report.messageId))!
    const recalled = upheld ? await recallInTx(tx, tenantId, message, true) : undefined
    await emit(tx, 'message.reportDecided', {
      tenantId,
      reportId: report.id,
      messageId: message.id,
      reporterId: report.reporterId,
      reportedId: report.reportedId,
      reason: report.reason,
      upheld
    })
    return { report: decided, message: recalled ?? message, recalled }
  })
  const { report, recalled } = outcome
  if (recalled) {
    await deps.realtime.publish(tenantId, [report.reporterId, report.reportedId], {
      type: 'message',
      message: toChatMessage(recalled)
    })
  }
  // Both got a notice when it was upheld (and the reporter may have one unread message fewer).
  await pushUnread(
    deps,
    tenantId,
    report.status === 'upheld' ? [report.reporterId, report.reportedId] : [report.reporterId]
  )
  const [item] = await toItems(deps.db, tenantId, [{ report: outcome.report, message: outcome.message }])
  return item
}
