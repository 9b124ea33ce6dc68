import { NOTICE_PAGES } from '@contract/notice'
import type { DomainEvents } from '../../lib/events'
import type { NoticeInput } from '../notice/service'

/**
 * Who favourited me is a VIP benefit: the notice says someone did, the list (VIP) says who. Once
 * per admirer, and none for an admirer the list leaves out.
 */
export function favedNotices(faved: DomainEvents['love-social.faved']): NoticeInput[] {
  if (!faved.listed) return []
  return [
    {
      userId: faved.targetId,
      kind: 'faved',
      title: '有人收藏了你',
      body: '有会员对你心动了，去看看是谁收藏了你',
      link: `${NOTICE_PAGES.loveFav}?tab=favedMe`,
      bizType: 'faved',
      bizId: String(faved.admirerId)
    }
  ]
}
