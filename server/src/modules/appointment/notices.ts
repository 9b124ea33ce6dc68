import { NOTICE_PAGES } from '@contract/notice'
import type { NoticeInput } from '../notice/service'
import type { DateFacts } from './events'
import { momentText } from '../../lib/tenant-time'

type DateChange = 'scheduled' | 'reminded' | 'cancelled'

/** Both members of a date hear when and where it is, when it is near, and when it is called off. */
function dateNotice(
  date: DateFacts,
  userId: number,
  otherName: string,
  event: DateChange,
  reason: string,
  timeZone: string
): NoticeInput {
  const when = momentText(date.startsAt, timeZone)
  const titles = { scheduled: '红娘为你安排了约会', reminded: '约会提醒', cancelled: '约会已取消' }
  const bodies = {
    scheduled: `你与${otherName}的约会定在${when}，地点：${date.place}`,
    reminded: `别忘了你与${otherName}的约会：${when}，${date.place}`,
    cancelled: `你与${otherName}在${when}的约会已取消${reason ? `，原因：${reason}` : ''}`
  }
  return {
    userId,
    kind: 'system',
    title: titles[event],
    body: bodies[event],
    link: NOTICE_PAGES.myDates,
    bizType: 'date',
    bizId: `${date.dateId}:${event}`
  }
}

/**
 * The customer's notice, then the partner's: each told who the other is ('对方' when unknown),
 * and when, by the clock of the tenant's city.
 */
export function dateNotices(date: DateFacts, event: DateChange, timeZone: string, reason = ''): NoticeInput[] {
  const { customer, partner } = date
  return [
    dateNotice(date, customer.id, partner.nickname || '对方', event, reason, timeZone),
    dateNotice(date, partner.id, customer.nickname || '对方', event, reason, timeZone)
  ]
}

/** The invited member is asked to accept: nothing is arranged until she (or her matchmaker) does. */
export function dateProposedNotice(date: DateFacts, timeZone: string): NoticeInput {
  const by = date.matchmakerName ? `红娘${date.matchmakerName}` : '红娘'
  return {
    userId: date.partner.id,
    kind: 'system',
    title: '有人想约你见面',
    body: `${by}想安排你与${date.customer.nickname || '一位会员'}于${momentText(date.startsAt, timeZone)}在${date.place}见面，请在「我的约会」中接受或婉拒`,
    link: NOTICE_PAGES.myDates,
    bizType: 'date',
    bizId: `${date.dateId}:proposed`
  }
}

/** The customer hears that the other side said no, without her reason, which is for the office. */
export function dateDeclinedNotice(date: DateFacts): NoticeInput {
  return {
    userId: date.customer.id,
    kind: 'system',
    title: '约会未能安排',
    body: `${date.partner.nickname || '对方'}暂时无法赴约，红娘会继续为你留意合适的人`,
    link: NOTICE_PAGES.myDates,
    bizType: 'date',
    bizId: `${date.dateId}:declined`
  }
}
