import type { MessageReportItem } from '@contract/message'
import type { Queryable, Tx } from '../../db/client'
import { emit } from '../../lib/events'
import type { AuthedUser } from '../../lib/route'
import {
  decidePendingAgainst,
  findMessage,
  peersOf,
  reportsAgainst,
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

/** Recalls an upheld report's message and tells of the decision, in the deciding transaction. */
async function settleDecided(tx: Tx, report: ReportRow, upheld: boolean): Promise<MessageRow | undefined> {
  const message = (await findMessage(tx, report.tenantId, report.messageId))!
  const recalled = upheld ? await recallInTx(tx, report.tenantId, message, true) : undefined
  await emit(tx, 'message.reportDecided', {
    tenantId: report.tenantId,
    reportId: report.id,
    messageId: message.id,
    reporterId: report.reporterId,
    reportedId: report.reportedId,
    reason: report.reason,
    upheld
  })
  return recalled
}

/** What the reports desk reads of reported messages, besides the reports themselves. */
export {
  pendingReportCounts as pendingMessageReportCounts,
  reportedMembers as membersWithMessageReports
} from './repository'

/** Reports on these members' messages for the reports desk, with each message as it was sent. */
export async function messageReportsAgainst(
  db: Queryable,
  tenantId: number,
  reportedIds: number[],
  pending: boolean
): Promise<MessageReportItem[]> {
  return toItems(db, tenantId, await reportsAgainst(db, tenantId, reportedIds, pending))
}

/**
 * The reports desk's decision on a member, for their messages: every report waiting on them is
 * upheld (each message recalled, its sender and reporter told) or dismissed, in the desk's
 * transaction. What was recalled is pushed by `publishRecalled` once that has committed.
 */
export async function decideMessageReportsAgainst(
  tx: Tx,
  staff: AuthedUser,
  reportedId: number,
  decision: { upheld: boolean; resolution: string }
): Promise<{ decided: ReportRow[]; recalled: MessageRow[] }> {
  const decided = await decidePendingAgainst(tx, staff.tenantId, reportedId, {
    status: decision.upheld ? 'upheld' : 'dismissed',
    resolution: decision.resolution,
    handledBy: staff.userId
  })
  const recalled: MessageRow[] = []
  for (const report of decided) {
    const settled = await settleDecided(tx, report, decision.upheld)
    if (settled) recalled.push(settled)
  }
  return { decided, recalled }
}

/** Shows both members of each conversation the recall, and every member told a new unread count. */
export async function publishRecalled(
  deps: DeliveryDeps,
  tenantId: number,
  decided: ReportRow[],
  recalled: MessageRow[]
): Promise<void> {
  for (const message of recalled) {
    const report = decided.find((r) => r.messageId === message.id)
    if (!report) continue
    await deps.realtime.publish(tenantId, [report.reporterId, report.reportedId], {
      type: 'message',
      message: toChatMessage(message)
    })
  }
  const told = new Set(decided.flatMap((r) => (r.status === 'upheld' ? [r.reporterId, r.reportedId] : [r.reporterId])))
  if (told.size) await pushUnread(deps, tenantId, [...told])
}
