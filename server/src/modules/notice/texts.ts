import { NOTICE_PAGES } from '@contract/notice'
import type { NoticeInput } from './service'

/**
 * What each domain's notices say, in one place so the wording stays consistent; the domains
 * pass the facts and call notify with the result in their own transaction.
 */

const yuan = (fen: number) => (fen / 100).toFixed(2)

const roomLink = (eventId: number) => `${NOTICE_PAGES.activeRoom}?id=${eventId}`

/** One per member and pair: both members of a mutual pick hear whom they matched. */
export function eventMatchNotice(
  event: { id: number; title: string },
  userId: number,
  peer: { id: number; nickname: string }
): NoticeInput {
  return {
    userId,
    kind: 'event',
    title: '互选成功',
    body: `「${event.title}」互选成功：你和${peer.nickname || '一位嘉宾'}互相心动，去看看TA吧`,
    link: roomLink(event.id),
    bizType: 'event_match',
    bizId: `${event.id}:${peer.id}`
  }
}

/** A guest without a match still hears the results are out; nobody learns who picked them. */
export function eventRevealedNotice(event: { id: number; title: string }, userId: number): NoticeInput {
  return {
    userId,
    kind: 'event',
    title: '互选结果已揭晓',
    body: `「${event.title}」的互选结果已揭晓，这次没有互相心动的嘉宾，期待你在下次活动遇见TA`,
    link: roomLink(event.id),
    bizType: 'event_reveal',
    bizId: String(event.id)
  }
}

const mySignupsLink = NOTICE_PAGES.activeMySignup

/** What came back after a paid sign-up closed: money to the balance, or points. */
export function signupRefundText(refunded: number, byPoints: boolean, creditName: string): string {
  if (refunded <= 0) return ''
  return byPoints ? `${refunded}${creditName}已退回` : `报名费${yuan(refunded)}元已退回余额`
}

/** The sign-up is in (paid, or free): admitted with a sign-in code, or waiting for the organiser's audit. */
export function signupPlacedNotice(
  signup: { id: number; userId: number; status: 'pending_audit' | 'approved' },
  eventTitle: string
): NoticeInput {
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
    bizId: `${signup.id}:placed`
  }
}

export function signupAuditedNotice(
  signup: { id: number; userId: number },
  eventTitle: string,
  approved: boolean,
  reason: string,
  refundText: string
): NoticeInput {
  return {
    userId: signup.userId,
    kind: 'event',
    title: approved ? '报名审核通过' : '报名未通过审核',
    body: approved
      ? `「${eventTitle}」报名已通过审核，签到码可在「我的报名」中查看`
      : `「${eventTitle}」原因：${reason}。${refundText ? `${refundText}。` : ''}`,
    link: mySignupsLink,
    bizType: 'event_signup',
    bizId: `${signup.id}:audited`
  }
}

/** A gateway payment arrived for a sign-up that was cancelled or lost its seat meanwhile. */
export function signupPaymentReturnedNotice(
  signup: { id: number; userId: number },
  eventTitle: string,
  fen: number
): NoticeInput {
  return {
    userId: signup.userId,
    kind: 'event',
    title: '报名未成功，款项已退回',
    body: `「${eventTitle}」的报名已取消或名额已满，你支付的${yuan(fen)}元已退回余额，可在余额中查看`,
    link: mySignupsLink,
    bizType: 'event_signup',
    bizId: `${signup.id}:returned`
  }
}

/** Every member with a live sign-up hears the event was called off, why, and what came back. */
export function eventCancelledNotice(
  signup: { id: number; userId: number },
  eventTitle: string,
  reason: string,
  refundText: string
): NoticeInput {
  return {
    userId: signup.userId,
    kind: 'event',
    title: '活动已取消',
    body: `「${eventTitle}」已取消，原因：${reason}。${refundText ? `${refundText}。` : ''}`,
    link: mySignupsLink,
    bizType: 'event_signup',
    bizId: `${signup.id}:event_cancelled`
  }
}
