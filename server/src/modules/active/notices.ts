import { NOTICE_PAGES } from '@contract/notice'
import type { DomainEvents } from '../../lib/events'
import { yuan } from '../../lib/money'
import type { NoticeInput } from '../notice/service'
import type { RevealedGuest } from './domain-events'

const roomLink = (eventId: number) => `${NOTICE_PAGES.activeRoom}?id=${eventId}`

type Revealed = DomainEvents['active.picksRevealed']

/** One per member and pair: both members of a mutual pick hear whom they matched. */
function eventMatchNotice(event: Revealed, userId: number, peer: RevealedGuest): NoticeInput {
  return {
    userId,
    kind: 'event',
    title: '互选成功',
    body: `「${event.eventTitle}」互选成功：你和${peer.nickname || '一位嘉宾'}互相心动，去看看TA吧`,
    link: roomLink(event.eventId),
    bizType: 'event_match',
    bizId: `${event.eventId}:${peer.userId}`
  }
}

/** A guest without a match still hears the results are out; nobody learns who picked them. */
function eventRevealedNotice(event: Revealed, userId: number): NoticeInput {
  return {
    userId,
    kind: 'event',
    title: '互选结果已揭晓',
    body: `「${event.eventTitle}」的互选结果已揭晓，这次没有互相心动的嘉宾，期待你在下次活动遇见TA`,
    link: roomLink(event.eventId),
    bizType: 'event_reveal',
    bizId: String(event.eventId)
  }
}

/** Each pair's two members in turn, then every guest without a match. */
export function picksRevealedNotices(event: Revealed): NoticeInput[] {
  return [
    ...event.pairs.flatMap(({ low, high }) => [
      eventMatchNotice(event, low.userId, high),
      eventMatchNotice(event, high.userId, low)
    ]),
    ...event.unmatched.map((userId) => eventRevealedNotice(event, userId))
  ]
}

const mySignupsLink = NOTICE_PAGES.activeMySignup

/** What came back after a paid sign-up closed: money to the balance, or points. */
function signupRefundText(refunded: number, byPoints: boolean, creditName: string): string {
  if (refunded <= 0) return ''
  return byPoints ? `${refunded}${creditName}已退回` : `报名费${yuan(refunded)}元已退回余额`
}

/** The sign-up is in (paid, or free): admitted with a sign-in code, or waiting for the organiser's audit. */
export function signupPlacedNotice(signup: DomainEvents['active.signupPlaced']): NoticeInput {
  const { eventTitle } = signup
  const approved = signup.status === 'approved'
  return {
    userId: signup.userId,
    kind: 'event',
    title: approved ? '报名成功' : '报名已提交，等待审核',
    body: approved
      ? `「${eventTitle}」报名成功，签到码在「我的报名」里，活动当天出示签到码或二维码即可签到`
      : `「${eventTitle}」报名已提交，工作人员审核后会通知你`,
    link: mySignupsLink,
    bizType: 'event_signup',
    bizId: `${signup.signupId}:placed`
  }
}

export function signupAuditedNotice(signup: DomainEvents['active.signupAudited']): NoticeInput {
  const { eventTitle, approved, reason } = signup
  const refundText = approved ? '' : signupRefundText(signup.refunded, signup.byPoints, signup.creditName)
  return {
    userId: signup.userId,
    kind: 'event',
    title: approved ? '报名审核通过' : '报名未通过审核',
    body: approved
      ? `「${eventTitle}」报名已通过审核，签到码可在「我的报名」中查看`
      : `「${eventTitle}」原因：${reason}。${refundText ? `${refundText}。` : ''}`,
    link: mySignupsLink,
    bizType: 'event_signup',
    bizId: `${signup.signupId}:audited`
  }
}

/** A gateway payment arrived for a sign-up that was cancelled or lost its seat meanwhile. */
export function signupPaymentReturnedNotice(signup: DomainEvents['active.signupPaymentReturned']): NoticeInput {
  return {
    userId: signup.userId,
    kind: 'event',
    title: '报名未成功，款项已退回',
    body: `「${signup.eventTitle}」的报名已取消或名额已满，你支付的${yuan(signup.amount)}元已退回余额，可在余额中查看`,
    link: mySignupsLink,
    bizType: 'event_signup',
    bizId: `${signup.signupId}:returned`
  }
}

/** Every member with a live sign-up hears the event was called off, why, and what came back. */
export function eventCancelledNotices(event: DomainEvents['active.eventCancelled']): NoticeInput[] {
  return event.signups.map((signup) => {
    const refundText = signupRefundText(signup.refunded, signup.byPoints, event.creditName)
    return {
      userId: signup.userId,
      kind: 'event',
      title: '活动已取消',
      body: `「${event.eventTitle}」已取消，原因：${event.reason}。${refundText ? `${refundText}。` : ''}`,
      link: mySignupsLink,
      bizType: 'event_signup',
      bizId: `${signup.signupId}:event_cancelled`
    }
  })
}
