import { and, eq } from 'drizzle-orm'
import { ErrorCode } from '@contract/envelope'
import type { Tx } from '../../db/client'
import { contracts } from '../../db/schema'
import { emit } from '../../lib/events'
import { BizError } from '../../lib/errors'
import type { Fulfiller, OrderRow } from '../finance/kernel'
import type { Posting } from '../finance/ledger'

/**
 * The money side of a contract: its fee's fulfiller, which the finance kernel runs while it settles
 * an order and when the order is refunded in full, and the row lock and closing the contract service
 * shares with it.
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

/** Ends a contract (the caller holds its lock); contract.closed ends its protection of the customer. */
export async function closeContract(
  tx: Tx,
  c: ContractRow,
  status: 'completed' | 'refunded' | 'cancelled',
  reason: string,
  now: Date
): Promise<ContractRow> {
  const [row] = await tx
    .update(contracts)
    .set({ status, closedAt: now, closeReason: reason.trim(), updatedAt: now })
    .where(and(eq(contracts.tenantId, c.tenantId), eq(contracts.id, c.id)))
    .returning()
  await emit(tx, 'contract.closed', { tenantId: c.tenantId, contractId: c.id, status, at: now })
  return row
}

export const FEE_REFUNDED_REASON = '合同费用已全额退款'

/**
 * A contract's fee order was refunded in full from the finance desk (the kernel holds the order's
 * lock: lock order order, then contract, as a payment): a contract still paid or being served ends
 * as refunded. The contract's own refund closes it first, and a completed one was delivered, so
 * then there is nothing to undo.
 */
export async function undoContractFee(tx: Tx, order: OrderRow, now: Date): Promise<Posting[]> {
  const [row] = await tx
    .select()
    .from(contracts)
    .where(and(eq(contracts.tenantId, order.tenantId), eq(contracts.orderId, order.id)))
    .for('update')
  if (row && (row.status === 'paid' || row.status === 'signed')) {
    await closeContract(tx, row, 'refunded', FEE_REFUNDED_REASON, now)
  }
  return []
}

export const contractFeeFulfiller: Fulfiller = { deliver: payContractFee, undo: undoContractFee }
