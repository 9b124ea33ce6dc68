import { NOTICE_PAGES } from '@contract/notice'
import type { DomainEvents } from '../../lib/events'
import type { NoticeInput } from '../notice/service'

/** The applicant hears whether they now work as a matchmaker; the office opens from 我的. */
export function matchmakerApplicationNotice(application: DomainEvents['matchmaker.applicationReviewed']): NoticeInput {
  return {
    userId: application.userId,
    kind: 'system',
    title: application.approved ? '红娘入驻申请已通过' : '红娘入驻申请未通过',
    body: application.approved
      ? '恭喜你成为红娘！在「我的」页面进入红娘工作台，开始服务会员吧'
      : `原因：${application.reason}。你可以完善资料后重新申请`,
    link: NOTICE_PAGES.memberIndex,
    bizType: 'matchmaker_application',
    bizId: String(application.applicationId)
  }
}
