import { REPORT_REASON_LABELS } from '@contract/love'
import type { DomainEvents } from '../../lib/events'
import type { NoticeInput } from '../notice/service'

/** The sender of an upheld message learns why it went; the reporter learns the outcome either way. */
export function messageReportNotices(decided: DomainEvents['message.reportDecided']): NoticeInput[] {
  const reason = REPORT_REASON_LABELS[decided.reason]
  const toReporter: NoticeInput = {
    userId: decided.reporterId,
    kind: 'report',
    title: '举报处理结果',
    body: decided.upheld
      ? `你举报的消息（${reason}）经核实属实，已对该消息作撤回处理，感谢你的反馈。`
      : `你举报的消息（${reason}）经核实暂未发现违规，感谢你的反馈。`,
    link: '',
    bizType: 'message_report',
    bizId: String(decided.reportId)
  }
  if (!decided.upheld) return [toReporter]
  return [
    {
      userId: decided.reportedId,
      kind: 'report',
      title: '你的消息被举报并已撤回',
      body: `你发送的一条消息被举报「${reason}」，经核实已撤回。请文明交流，多次违规将被限制使用。`,
      link: '',
      bizType: 'message_report_upheld',
      bizId: String(decided.messageId)
    },
    toReporter
  ]
}
