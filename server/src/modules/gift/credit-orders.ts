import type { Fulfiller } from '../finance/kernel'

/** Bought points land on the member's credit account in the payment's own ledger transaction. */
export const creditFulfiller: Fulfiller = {
  async deliver(_tx, order) {
    return [
      { system: 'credit_issued', amount: -order.quantity },
      { userId: order.userId, account: 'credit', amount: order.quantity, title: `充值${order.title}` }
    ]
  }
}
