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
