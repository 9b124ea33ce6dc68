import { NOTICE_PAGES } from '@contract/notice'
import type { DomainEvents } from '../../lib/events'
import type { NoticeInput } from '../notice/service'

export function lineHandledNotice(line: DomainEvents['love-line.handled']): NoticeInput {
  return {
    userId: line.userId,
    kind: 'line',
    title: line.arranged ? '红娘已为你牵线' : '牵线申请已取消',
    body: line.arranged
      ? line.note || '红娘已安排好你申请的牵线，请留意红娘的联系'
      : `原因：${line.note}。牵线次数已退回`,
    link: NOTICE_PAGES.loveLine,
    bizType: 'line',
    bizId: String(line.lineId)
  }
}
