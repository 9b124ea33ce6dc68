import { NOTICE_PAGES } from '@contract/notice'
import type { DomainEvents } from '../../lib/events'
import { dayText } from '../../lib/tenant-time'
import type { NoticeInput } from '../notice/service'

/**
 * At most one notice per viewer per day of the tenant's city, however often they come back; none
 * for a viewer the viewers list leaves out.
 */
export function viewedNotices(view: DomainEvents['love-feed.viewed'], timeZone: string): NoticeInput[] {
  if (!view.listed) return []
  return [
    {
      userId: view.viewedId,
      kind: 'viewed',
      title: `${view.viewerName || '有位会员'}看了你的资料`,
      body: '看看TA是谁，说不定正是你在等的人',
      link: `${NOTICE_PAGES.loveDetail}?id=${view.viewerId}`,
      bizType: 'viewed',
      bizId: `${view.viewerId}:${dayText(view.at, timeZone)}`
    }
  ]
}
