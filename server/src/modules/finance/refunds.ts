import type { FinOrder, StaffRefundOrderReq } from '@contract/finance'
import type { FinanceConfig } from '@contract/models'
import type { Db } from '../../db/client'
import { BizError, conflict, notFound } from '../../lib/errors'
import type { AuthedUser } from '../../lib/route'
import { emit } from '../../lib/events'
import { refundOrder } from './kernel'
import { findOrder, orderView } from './orders'

/**
 * The finance desk's refunds: a finance admin gives part or all of a paid order back. The kernel
 * does the money (and the shares, and ending what the order bought once all of it is back); this
 * says so to the member. The wording is finance's own.
 */

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
    await emit(tx, 'finance.orderRefunded', {
      tenantId: who.tenantId,
      orderNo: after.orderNo,
      userId: after.userId,
      title: after.title,
      paidInPoints: after.payMethod === 'credit',
      part,
      refundedAmount: after.refundedAmount,
      fullyRefunded: after.status === 'refunded',
      reason,
      creditName: config.creditName,
      balanceName: config.balanceName
    })
    return orderView(after)
  })
}
