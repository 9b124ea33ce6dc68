import type { FinOrder, StaffRefundOrderReq } from '@contract/finance'
import type { FinanceConfig } from '@contract/models'
import type { Db } from '../../db/client'
import { BizError, conflict, notFound } from '../../lib/errors'
import type { AuthedUser } from '../../lib/route'
import { notify, type NoticeInput } from '../notice/service'
import { refundOrder, type OrderRow } from './kernel'
import { findOrder, orderView } from './orders'

/**
 * The finance desk's refunds: a finance admin gives part or all of a paid order back. The kernel
 * does the money (and the shares, and ending what the order bought once all of it is back); this
 * says so to the member. The wording is finance's own.
 */

/** What the member reads about one refund of their order; (bizType, bizId) is unique per refund. */
export function orderRefundedNotice(
  order: OrderRow,
  part: number,
  reason: string,
  config: Pick<FinanceConfig, 'balanceName' | 'creditName'>
): NoticeInput {
  const back =
    order.payMethod === 'credit'
      ? `${part}${config.creditName}已退回`
      : `${(part / 100).toFixed(2)}元已退回${config.balanceName}`
  return {
    userId: order.userId,
    kind: 'system',
    title: order.status === 'refunded' ? '订单已退款' : '订单部分退款',
    body: `「${order.title}」${back}。原因：${reason}`,
    link: '',
    bizType: 'order_refund',
    bizId: `${order.orderNo}:${order.refundedAmount}`
  }
}

/**
 * Refunds `amount` of a paid order of the staff member's tenant (all that is left when omitted), in
 * one transaction with the member's notice. Another tenant's order number reads as not found.
 */
export async function staffRefundOrder(
  db: Db,
  who: AuthedUser,
  req: StaffRefundOrderReq,
  config: FinanceConfig,
  now = new Date()
): Promise<FinOrder> {
  const reason = req.reason.trim()
  if (!reason) throw new BizError('请填写退款原因')
  return db.transaction(async (tx) => {
    const order = await findOrder(tx, who.tenantId, { orderNo: req.orderNo })
    if (!order) throw notFound('订单不存在')
    const part = await refundOrder(
      tx,
      order,
      {
        bizType: 'order_refund',
        bizId: order.orderNo,
        title: `订单退款：${order.title}`,
        creditName: config.creditName
      },
      now,
      req.amount
    )
    if (part === 0) throw conflict('该订单已全额退款')
    const after = (await findOrder(tx, who.tenantId, { id: order.id }))!
    await notify(tx, who.tenantId, orderRefundedNotice(after, part, reason, config))
    return orderView(after)
  })
}
