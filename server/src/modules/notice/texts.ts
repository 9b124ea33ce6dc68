import type { CertKind } from '@contract/certification'
import { CERT_KIND_LABELS } from '@contract/certification'
import { NOTICE_PAGES } from '@contract/notice'
import type { NoticeInput } from './service'
import { beijingDate } from './service'

/**
 * What each domain's notices say, in one place so the wording stays consistent; the domains
 * pass the facts and call notify with the result in their own transaction.
 */

const yuan = (fen: number) => (fen / 100).toFixed(2)

/** At most one notice per viewer per Beijing day, however often they come back. */
export function viewedNotice(viewedId: number, viewer: { id: number; nickname: string }, at = new Date()): NoticeInput {
  return {
    userId: viewedId,
    kind: 'viewed',
    title: `${viewer.nickname || '有位会员'}看了你的资料`,
    body: '看看TA是谁，说不定正是你在等的人',
    link: `${NOTICE_PAGES.loveDetail}?id=${viewer.id}`,
    bizType: 'viewed',
    bizId: `${viewer.id}:${beijingDate(at)}`
  }
}

/** Who favourited me is a VIP benefit: the notice says someone did, the list (VIP) says who. */
export function favedNotice(targetId: number, favouriterId: number): NoticeInput {
  return {
    userId: targetId,
    kind: 'faved',
    title: '有人收藏了你',
    body: '有会员对你心动了，去看看是谁收藏了你',
    link: `${NOTICE_PAGES.loveFav}?tab=favedMe`,
    bizType: 'faved',
    bizId: String(favouriterId)
  }
}

const CERT_PAGES: Record<CertKind, string> = {
  realname: NOTICE_PAGES.certification,
  education: NOTICE_PAGES.loveEducationAuth,
  house: NOTICE_PAGES.loveHouseAuth,
  other: NOTICE_PAGES.loveOtherAuth
}

/** One notice per submission: a resubmitted certification is decided, and notified, anew. */
export function certDecidedNotice(cert: {
  id: number
  userId: number
  kind: CertKind
  approved: boolean
  rejectReason: string
  submittedAt: Date
}): NoticeInput {
  const label = CERT_KIND_LABELS[cert.kind]
  return {
    userId: cert.userId,
    kind: 'certification',
    title: cert.approved ? `${label}已通过` : `${label}未通过`,
    body: cert.approved ? '认证标识已点亮，你的资料更可信了' : `原因：${cert.rejectReason}。修改后可重新提交`,
    link: CERT_PAGES[cert.kind],
    bizType: 'certification',
    bizId: `${cert.id}:${cert.submittedAt.toISOString()}`
  }
}

export function cashoutPaidNotice(cashout: {
  id: number
  userId: number
  amount: number
  actualAmount: number
}): NoticeInput {
  const fee = cashout.amount - cashout.actualAmount
  return {
    userId: cashout.userId,
    kind: 'cashout',
    title: '提现已到账',
    body: `你申请提现的${yuan(cashout.amount)}元已打款，实到${yuan(cashout.actualAmount)}元${fee > 0 ? `（手续费${yuan(fee)}元）` : ''}`,
    link: NOTICE_PAGES.memberMakeCash,
    bizType: 'cashout',
    bizId: String(cashout.id)
  }
}

export function cashoutRefusedNotice(
  cashout: { id: number; userId: number; amount: number },
  reason: string
): NoticeInput {
  return {
    userId: cashout.userId,
    kind: 'cashout',
    title: '提现未通过',
    body: `原因：${reason}。${yuan(cashout.amount)}元已退回余额`,
    link: NOTICE_PAGES.memberMakeCash,
    bizType: 'cashout',
    bizId: String(cashout.id)
  }
}

export function lineHandledNotice(line: { id: number; userId: number }, arranged: boolean, note: string): NoticeInput {
  return {
    userId: line.userId,
    kind: 'line',
    title: arranged ? '红娘已为你牵线' : '牵线申请已取消',
    body: arranged ? note || '红娘已安排好你申请的牵线，请留意红娘的联系' : `原因：${note}。牵线次数已退回`,
    link: NOTICE_PAGES.loveLine,
    bizType: 'line',
    bizId: String(line.id)
  }
}
