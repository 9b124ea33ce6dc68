import { and, eq } from 'drizzle-orm'
import { ErrorCode } from '@contract/envelope'
import { DAY_MS } from '@contract/time'
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
export const UNSIGNED_NOT_PAYABLE = '请先签署合同，签署后再付款'

export async function lockContract(tx: Tx, tenantId: number, id: number): Promise<ContractRow | undefined> {
  const [row] = await tx
    .select()
    .from(contracts)
    .where(and(eq(contracts.tenantId, tenantId), eq(contracts.id, id)))
    .for('update')
  return row
}

/**
 * Signed and paid (the caller holds the row): the contract takes effect, its term starts now, and
 * contract.signed lets the crm protect the customer's lead for that term.
 */
export async function takeEffect(tx: Tx, c: ContractRow, now: Date): Promise<ContractRow> {
  const endsAt = new Date(now.getTime() + c.termDays * DAY_MS)
  const [row] = await tx
    .update(contracts)
    .set({ status: 'signed', startsAt: now, endsAt, updatedAt: now })
    .where(and(eq(contracts.tenantId, c.tenantId), eq(contracts.id, c.id)))
    .returning()
  await emit(tx, 'contract.signed', {
    tenantId: row.tenantId,
    contractId: row.id,
    customerId: row.customerId,
    matchmakerId: row.matchmakerId,
    endsAt,
    at: now
  })
  return row
}

/**
 * A contract's fee order was just marked paid, its row locked by the payer (lock order: order, then
 * contract). A signed contract whose current order this is takes effect. An unsigned one is not
 * paid from the balance or points (sign first); money from a gateway has already arrived, so the
 * contract is kept as paid and takes effect when she signs. Otherwise (cancelled meanwhile, or paid
 * through a newer order) a balance or points payment is refused before anything moves, and a
 * gateway's money goes back to the member's balance in the same ledger transaction.
 */
export async function payContractFee(tx: Tx, order: OrderRow, now: Date): Promise<Posting[]> {
  const [row] = await tx
    .select()
    .from(contracts)
    .where(and(eq(contracts.tenantId, order.tenantId), eq(contracts.orderId, order.id)))
    .for('update')
  const byBalance = order.payMethod === 'wallet' || order.payMethod === 'credit'
  if (row && row.status === 'unpaid' && row.signedAt) {
    const [paid] = await tx
      .update(contracts)
      .set({ paidAt: now, updatedAt: now })
      .where(and(eq(contracts.tenantId, row.tenantId), eq(contracts.id, row.id)))
      .returning()
    await takeEffect(tx, paid, now)
    return []
  }
  if (row && (row.status === 'unsigned' || row.status === 'unpaid')) {
    if (byBalance) throw new BizError(UNSIGNED_NOT_PAYABLE, ErrorCode.OrderNotPayable)
    await tx
      .update(contracts)
      .set({ status: 'paid', paidAt: now, updatedAt: now })
      .where(and(eq(contracts.tenantId, row.tenantId), eq(contracts.id, row.id)))
    return []
  }
  if (byBalance) throw new BizError(CONTRACT_NOT_PAYABLE, ErrorCode.OrderNotPayable)
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
