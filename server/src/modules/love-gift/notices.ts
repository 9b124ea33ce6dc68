import { NOTICE_PAGES } from '@contract/notice'
import type { DomainEvents } from '../../lib/events'
import { yuan } from '../../lib/money'
import type { NoticeInput } from '../notice/service'

const MY_GIFTS_LINK = NOTICE_PAGES.loveMyGift

/** How a share reads to a member: '25积分' or '余额2.50元' (in the tenant's own names). */
function shareText(sent: DomainEvents['love-gift.sent']): string {
  if (sent.shareAccount === 'credit') return `${sent.shareAmount}${sent.creditName}`
  return `${sent.balanceName}${yuan(sent.shareAmount)}元`
}

export function giftReceivedNotice(sent: DomainEvents['love-gift.sent']): NoticeInput {
  const got = sent.shareAmount > 0 ? `，${shareText(sent)}已到账` : ''
  return {
    userId: sent.toUserId,
    kind: 'gift',
    title: '收到礼物',
    body: `${sent.senderName}送给你「${sent.giftName}」${got}`,
    link: MY_GIFTS_LINK,
    bizType: 'loveGift',
    bizId: String(sent.sendId)
  }
}

export function giftDeclinedNotice(declined: DomainEvents['love-gift.declined']): NoticeInput {
  return {
    userId: declined.senderId,
    kind: 'gift',
    title: '礼物被退回',
    body: `${declined.receiverName}退回了你送的「${declined.giftName}」，${declined.points}${declined.creditName}已退还给你`,
    link: `${MY_GIFTS_LINK}?tab=sent`,
    bizType: 'loveGiftDecline',
    bizId: String(declined.sendId)
  }
}
