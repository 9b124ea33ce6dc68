import { NOTICE_PAGES } from '@contract/notice'
import type { DomainEvents } from '../../lib/events'
import { yuan } from '../../lib/money'
import type { NoticeInput } from '../notice/service'

export function cashoutPaidNotice(cashout: DomainEvents['finance.cashoutPaid']): NoticeInput {
  const fee = cashout.amount - cashout.actualAmount
  return {
    userId: cashout.userId,
    kind: 'cashout',
    title: '提现已到账',
    body: `你申请提现的${yuan(cashout.amount)}元已打款，实到${yuan(cashout.actualAmount)}元${fee > 0 ? `（手续费${yuan(fee)}元）` : ''}`,
    link: NOTICE_PAGES.memberMakeCash,
    bizType: 'cashout',
    bizId: String(cashout.cashoutId)
  }
}

export function cashoutRefusedNotice(cashout: DomainEvents['finance.cashoutRefused']): NoticeInput {
  return {
    userId: cashout.userId,
    kind: 'cashout',
    title: '提现未通过',
    body: `原因：${cashout.reason}。${yuan(cashout.amount)}元已退回余额`,
    link: NOTICE_PAGES.memberMakeCash,
    bizType: 'cashout',
    bizId: String(cashout.cashoutId)
  }
}

/** What the member reads about one refund of their order; (bizType, bizId) is unique per refund. */
export function orderRefundedNotice(refund: DomainEvents['finance.orderRefunded']): NoticeInput {
  const back = refund.paidInPoints
    ? `${refund.part}${refund.creditName}已退回`
    : `${yuan(refund.part)}元已退回${refund.balanceName}`
  return {
    userId: refund.userId,
    kind: 'system',
    title: refund.fullyRefunded ? '订单已退款' : '订单部分退款',
    body: `「${refund.title}」${back}。原因：${refund.reason}`,
    link: '',
    bizType: 'order_refund',
    bizId: `${refund.orderNo}:${refund.refundedAmount}`
  }
}
