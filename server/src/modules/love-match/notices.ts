import { NOTICE_PAGES } from '@contract/notice'
import type { DomainEvents } from '../../lib/events'
import type { NoticeInput } from '../notice/service'

/**
 * A like stays private until it is mutual: the notice says someone likes you, never who (a VIP
 * sees who in 喜欢我的). Once per liker, and none for a liker that list leaves out.
 */
export function likedNotices(liked: DomainEvents['love-match.liked']): NoticeInput[] {
  if (!liked.listed) return []
  return [
    {
      userId: liked.targetId,
      kind: 'liked',
      title: '有人喜欢了你',
      body: '有会员悄悄喜欢了你，去看看有没有你心动的人',
      link: `${NOTICE_PAGES.loveLikes}?tab=likedMe`,
      bizType: 'liked',
      bizId: String(liked.likerId)
    }
  ]
}

/** Both members hear of a match, each naming the other, and the notice leads to their matches. */
export function matchedNotices(matched: DomainEvents['love-match.matched']): NoticeInput[] {
  const pair = [matched.userId, matched.peerId].sort((a, b) => a - b).join('-')
  const to = (userId: number, otherId: number): NoticeInput => ({
    userId,
    kind: 'matched',
    title: '你们互相喜欢了',
    body: `你和${matched.nicknames[otherId] || '对方'}互相喜欢了，聊天已为你们打开，去打个招呼吧`,
    link: `${NOTICE_PAGES.loveLikes}?tab=matches`,
    bizType: 'matched',
    bizId: pair
  })
  return [to(matched.userId, matched.peerId), to(matched.peerId, matched.userId)]
}
