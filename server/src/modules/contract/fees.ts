import { and, eq } from 'drizzle-orm'
import { ErrorCode } from '@contract/envelope'
import type { Tx } from '../../db/client'
import { contracts } from '../../db/schema'
import { BizError } from '../../lib/errors'
import type { Fulfiller, OrderRow } from '../finance/kernel'
import type { Posting } from '../finance/ledger'

/**
 * The money side of a contract: its fee's fulfiller, which the finance kernel runs while it settles
 * an order, and the row lock the contract service shares with it.
 */

export type ContractRow = typeof contracts.$inferSelect

export const CONTRACT_NOT_PAYABLE = '合同已取消或已支付，无需再付款'

export async function lockContract(tx: Tx, tenantId: number, id: number): Promise<ContractRow | undefined> {
  const [row] = await tx
    .select()
    .from(contracts)
    .where(and(eq(contracts.tenantId, tenantId), eq(contracts.id, id)))
    .for('update')
  return row
}

/**
 * A contract's fee order was just marked paid, its row locked by the payer (lock order: order, then
 * contract). An unpaid contract whose current order this is becomes paid and waits for the
 * signature. Otherwise (cancelled meanwhile, or paid through a newer order) a balance or points
 * payment is refused before anything moves; money from a gateway has already arrived, so it goes
 * back to the member's balance in the same ledger transaction.
 */
export async function payContractFee(tx: Tx, order: OrderRow, now: Date): Promise<Posting[]> {
  const [row] = await tx
    .select()
    .from(contracts)
    .where(and(eq(contracts.tenantId, order.tenantId), eq(contracts.orderId, order.id)))
    .for('update')
  if (row && row.status === 'unpaid') {
    await tx
      .update(contracts)
      .set({ status: 'paid', paidAt: now, updatedAt: now })
      .where(and(eq(contracts.tenantId, row.tenantId), eq(contracts.id, row.id)))
    return []
  }
  if (order.payMethod === 'wallet' || order.payMethod === 'credit') {
    throw new BizError(CONTRACT_NOT_PAYABLE, ErrorCode.OrderNotPayable)
  }
  return [
    { system: 'revenue', amount: -order.amount },
    { userId: order.userId, account: 'balance', amount: order.amount, title: `服务合同退款：${order.title}` }
  ]
}

export const contractFeeFulfiller: Fulfiller = { deliver: payContractFee }
