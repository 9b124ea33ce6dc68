import { loveCustomServices } from '../../db/schema'
import { paidPeriodEnd, type Fulfiller } from '../finance/kernel'

/** Paid line credits land on the member's line account in the payment's own ledger transaction. */
export const lineFulfiller: Fulfiller = {
  async deliver(_tx, order) {
    return [
      { system: 'line_issued', amount: -order.quantity },
      { userId: order.userId, account: 'line', amount: order.quantity, title: `购买${order.title}` }
    ]
  }
}

/** A paid private customisation opens its service, waiting for a matchmaker to call. */
export const customFulfiller: Fulfiller = {
  async deliver(tx, order, now) {
    await tx.insert(loveCustomServices).values({
      tenantId: order.tenantId,
      userId: order.userId,
      orderId: order.id,
      title: order.title,
      remark: order.remark,
      startsAt: now,
      endsAt: paidPeriodEnd(order, now)
    })
    return []
  }
}
