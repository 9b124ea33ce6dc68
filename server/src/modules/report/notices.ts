import { REPORT_REASON_LABELS } from '@contract/love'
import { NOTICE_PAGES } from '@contract/notice'
import type { DomainEvents } from '../../lib/events'
import type { NoticeInput } from '../notice/service'

type Decided = DomainEvents['report.decided']

/** What the reporter hears, per report row; the reported member is never named to them again. */
function reportOutcomeNotice(report: Decided['reports'][number], status: Decided['status']): NoticeInput {
  const done: Record<typeof status, string> = {
    dismissed: '经核实暂未发现违规，我们会继续留意该会员，感谢你的反馈。',
    warned: '经核实属实，已对该会员作警告处理，感谢你的反馈。',
    hidden: '经核实属实，已隐藏该会员的资料，感谢你的反馈。',
    suspended: '经核实属实，已封禁该会员的账号，感谢你的反馈。'
  }
  return {
    userId: report.reporterId,
    kind: 'report',
    title: '举报处理结果',
    body: `你提交的会员举报已处理：${done[status]}`,
    link: NOTICE_PAGES.memberReports,
    bizType: 'member_report',
    bizId: String(report.reportId)
  }
}

/** The reported member learns why, without learning who reported them. */
function reportWarnedNotice(targetId: number, reason: string, decisionId: string): NoticeInput {
  return {
    userId: targetId,
    kind: 'report',
    title: '违规警告',
    body: `你因「${reason}」被其他会员举报，经核实属实。请遵守社区规范，再次违规将隐藏资料或封禁账号。`,
    link: '',
    bizType: 'member_report_warned',
    bizId: decisionId
  }
}

function profileHiddenNotice(targetId: number, reason: string, decisionId: string): NoticeInput {
  return {
    userId: targetId,
    kind: 'report',
    title: '你的资料已被隐藏',
    body: `你因「${reason}」被其他会员举报，经核实属实，资料已暂停对其他会员展示。如有异议请联系客服。`,
    link: '',
    bizType: 'member_report_hidden',
    bizId: decisionId
  }
}

/** A warned or hidden member hears why, then each reporter hears the outcome of their report. */
export function reportDecidedNotices(decided: Decided): NoticeInput[] {
  const reason = REPORT_REASON_LABELS[decided.reason]
  // One decision per member at a time: its time tells it apart from the member's earlier ones.
  const decisionId = decided.at.toISOString()
  const toTarget =
    decided.status === 'warned'
      ? [reportWarnedNotice(decided.targetId, reason, decisionId)]
      : decided.status === 'hidden'
        ? [profileHiddenNotice(decided.targetId, reason, decisionId)]
        : []
  return [...toTarget, ...decided.reports.map((report) => reportOutcomeNotice(report, decided.status))]
}

export function profileUnhiddenNotice(unhidden: DomainEvents['report.unhidden']): NoticeInput {
  return {
    userId: unhidden.userId,
    kind: 'report',
    title: '你的资料已恢复展示',
    body: '工作人员已恢复你的资料展示，其他会员又能看到你了。',
    link: '',
    bizType: 'member_report_unhidden',
    bizId: unhidden.at.toISOString()
  }
}
