import { randomBytes } from 'node:crypto'
import { and, eq, inArray } from 'drizzle-orm'
import { ErrorCode } from '@contract/envelope'
import {
  pointsMayPay,
  type CreateFinOrderReq,
  type FinOrder,
  type OrderKind,
  type ProductKind
} from '@contract/finance'
import type { FinanceConfig } from '@contract/models'
import type { Db, Queryable, Tx } from '../../db/client'
import { finOrders, ledgerTxns } from '../../db/schema'
import { BizError, notFound } from '../../lib/errors'
import type { PayChannel, PayNotification } from '../../providers/pay'
import { fulfilOrder, type OrderRow } from './kernel'
import { postTxn, type Posting } from './ledger'
import { findProduct } from './products'

/** An unpaid order can be paid for this long; prices may change after it. */
export const ORDER_TTL_MS = 30 * 60 * 1000
const REMARK_MAX = 500

export const notPayable = (msg: string) => new BizError(msg, ErrorCode.OrderNotPayable)

/** Points that pay for a kind, at creditBalanceRatio points per yuan; 0: points can't pay for it. */
export function creditPriceOf(kind: OrderKind, amount: number, config: FinanceConfig): number {
  return pointsMayPay(kind, config) ? Math.ceil((amount * config.creditBalanceRatio) / 100) : 0
}

/** Time-ordered and unguessable; unique per tenant by index. */
function newOrderNo(now: Date): string {
  const stamp = new Date(now.getTime() + 8 * 3600_000).toISOString().replace(/\D/g, '').slice(0, 14)
  return `${stamp}${randomBytes(5).toString('hex').toUpperCase()}`
}

export function orderView(r: OrderRow): FinOrder {
  return {
    orderNo: r.orderNo,
    kind: r.kind,
    title: r.title,
    amount: r.amount,
    creditPrice: r.creditPrice,
    status: r.status,
    payMethod: r.payMethod,
    refundedAmount: r.refundedAmount,
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
    paidAt: r.paidAt?.toISOString() ?? ''
  }
}

export async function createOrder(
  db: Queryable,
  who: { tenantId: number; userId: number },
  req: CreateFinOrderReq,
  config: FinanceConfig
): Promise<FinOrder> {
  const product = await findProduct(db, who.tenantId, req.productId)
  if (!product || !product.enabled) throw notFound('商品不存在或已下架')
  const remark = (req.remark ?? '').trim()
  if (product.kind === 'custom' && remark.length < 5) throw new BizError('请简单说说你的择偶要求（至少5个字）')
  if (remark.length > REMARK_MAX) throw new BizError(`要求最多${REMARK_MAX}字`)
  const now = new Date()
  const [row] = await db
    .insert(finOrders)
    .values({
      tenantId: who.tenantId,
      orderNo: newOrderNo(now),
      userId: who.userId,
      productId: product.id,
      kind: product.kind,
      title: product.name,
      amount: product.price,
      creditPrice: creditPriceOf(product.kind, product.price, config),
      days: product.days,
      quantity: product.quantity,
      vipType: product.vipType,
      remark: product.kind === 'custom' ? remark : '',
      createdAt: now,
      expiresAt: new Date(now.getTime() + ORDER_TTL_MS)
    })
    .returning()
  return orderView(row)
}

/**
 * An order for a fee no product stands behind (an event sign-up's), written in the caller's
 * transaction and payable until `expiresAt`, in the cashier like any other order.
 */
export async function createFeeOrder(
  db: Queryable,
  who: { tenantId: number; userId: number },
  fee: { kind: Exclude<OrderKind, ProductKind>; title: string; amount: number; expiresAt: Date },
  config: FinanceConfig,
  now: Date
): Promise<OrderRow> {
  const [row] = await db
    .insert(finOrders)
    .values({
      tenantId: who.tenantId,
      orderNo: newOrderNo(now),
      userId: who.userId,
      productId: null,
      kind: fee.kind,
      title: fee.title,
      amount: fee.amount,
      creditPrice: creditPriceOf(fee.kind, fee.amount, config),
      createdAt: now,
      expiresAt: fee.expiresAt
    })
    .returning()
  return row
}

export async function lockOrder(tx: Tx, tenantId: number, orderNo: string): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(finOrders)
    .where(and(eq(finOrders.tenantId, tenantId), eq(finOrders.orderNo, orderNo)))
    .for('update')
  return row
}

export async function lockOrderById(tx: Tx, tenantId: number, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(finOrders)
    .where(and(eq(finOrders.tenantId, tenantId), eq(finOrders.id, orderId)))
    .for('update')
  return row
}

/** The thing an unpaid order was for is gone (withdrawn, cancelled): the order can no longer be paid. */
export async function closeUnpaidOrder(tx: Tx, order: OrderRow): Promise<void> {
  if (order.status !== 'unpaid') return
  await tx
    .update(finOrders)
    .set({ status: 'closed' })
    .where(and(eq(finOrders.tenantId, order.tenantId), eq(finOrders.id, order.id), eq(finOrders.status, 'unpaid')))
}

/** Several orders locked at once, in id order, so two transactions locking some of the same never deadlock. */
export async function lockOrders(tx: Tx, tenantId: number, orderNos: string[]): Promise<void> {
  if (orderNos.length === 0) return
  await tx
    .select({ id: finOrders.id })
    .from(finOrders)
    .where(and(eq(finOrders.tenantId, tenantId), inArray(finOrders.orderNo, orderNos)))
    .orderBy(finOrders.id)
    .for('update')
}

/**
 * An order as it stands, without a lock: refundOrder locks it (a domain refunding takes the order's
 * lock before its own, the payment's lock order: order first).
 */
export async function findOrder(
  db: Queryable,
  tenantId: number,
  by: { id: number } | { orderNo: string }
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(finOrders)
    .where(
      and(eq(finOrders.tenantId, tenantId), 'id' in by ? eq(finOrders.id, by.id) : eq(finOrders.orderNo, by.orderNo))
    )
  return row
}

export async function findOwnOrder(
  db: Queryable,
  who: { tenantId: number; userId: number },
  orderNo: string
): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(finOrders)
    .where(and(eq(finOrders.tenantId, who.tenantId), eq(finOrders.orderNo, orderNo), eq(finOrders.userId, who.userId)))
  if (!row) throw notFound('订单不存在')
  return row
}

/** Why this order can't be paid now; null when it can. */
export function unpayableReason(order: OrderRow, now = new Date()): string | null {
  if (order.status === 'paid') return '订单已支付，无需重复支付'
  if (order.status === 'refunded') return '订单已退款，请重新下单'
  if (order.status === 'closed' || order.expiresAt <= now) return '订单已过期，请重新下单'
  return null
}

/** Pays from the balance or with points; the order row lock makes a double tap pay once. */
export async function walletPay(
  db: Db,
  who: { tenantId: number; userId: number },
  orderNo: string,
  account: 'balance' | 'credit',
  config: FinanceConfig
): Promise<FinOrder> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, who.tenantId, orderNo)
    if (!order || order.userId !== who.userId) throw notFound('订单不存在')
    const reason = unpayableReason(order)
    if (reason) throw notPayable(reason)
    const now = new Date()
    const byPoints = account === 'credit'
    if (byPoints && order.creditPrice <= 0) throw notPayable(`该商品不能使用${config.creditName}支付`)
    const [paid] = await tx
      .update(finOrders)
      .set({
        status: 'paid',
        payMethod: byPoints ? 'credit' : 'wallet',
        points: byPoints ? order.creditPrice : 0,
        paidAt: now
      })
      .where(and(eq(finOrders.tenantId, who.tenantId), eq(finOrders.id, order.id)))
      .returning()
    const payment: Posting[] = byPoints
      ? [
          { userId: who.userId, account: 'credit', amount: -order.creditPrice },
          { system: 'credit_redeemed', amount: order.creditPrice }
        ]
      : [
          { userId: who.userId, account: 'balance', amount: -order.amount },
          { system: 'revenue', amount: order.amount }
        ]
    await postTxn(tx, who.tenantId, {
      bizType: 'order',
      bizId: order.orderNo,
      title: order.title,
      insufficientMessage: byPoints ? `${config.creditName}不足` : `${config.balanceName}不足`,
      postings: [...payment, ...(await fulfilOrder(tx, paid, now))]
    })
    return orderView(paid)
  })
}

/**
 * unknown-order / wrong-amount: signed by the gateway yet not ours to apply. Answered as handled
 * (a retry would never succeed) and logged as an error for a person to look at.
 */
export type SettleOutcome = 'paid' | 'already' | 'ignored' | 'refunded-to-balance' | 'unknown-order' | 'wrong-amount'

/**
 * Applies a verified provider callback. Replays change nothing; a second payment of an order
 * that is already paid (another channel, another tap) goes to the member's balance, so money
 * that arrived is never lost.
 */
export async function settleExternal(
  db: Db,
  tenantId: number,
  channel: PayChannel,
  n: PayNotification
): Promise<SettleOutcome> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, tenantId, n.orderNo)
    if (!order) return 'unknown-order'
    if (!n.paid) return 'ignored'
    if (n.amount !== order.amount) return 'wrong-amount'
    // Paid, and maybe refunded since: a second payment is money that arrived all the same.
    if (order.status === 'paid' || order.status === 'refunded') {
      if (order.payMethod === channel && order.tradeNo === n.tradeNo) return 'already'
      const bizId = `${channel}:${n.tradeNo}`
      const [seen] = await tx
        .select({ id: ledgerTxns.id })
        .from(ledgerTxns)
        .where(
          and(
            eq(ledgerTxns.tenantId, tenantId),
            eq(ledgerTxns.bizType, 'duplicate_payment'),
            eq(ledgerTxns.bizId, bizId)
          )
        )
      if (seen) return 'already'
      await postTxn(tx, tenantId, {
        bizType: 'duplicate_payment',
        bizId,
        title: `重复支付转入：${order.title}`,
        postings: [
          { system: channel, amount: -n.amount },
          { userId: order.userId, account: 'balance', amount: n.amount }
        ]
      })
      return 'refunded-to-balance'
    }
    const now = new Date()
    const [paid] = await tx
      .update(finOrders)
      .set({ status: 'paid', payMethod: channel, tradeNo: n.tradeNo, paidAt: now })
      .where(and(eq(finOrders.tenantId, tenantId), eq(finOrders.id, order.id)))
      .returning()
    await postTxn(tx, tenantId, {
      bizType: 'order',
      bizId: order.orderNo,
      title: order.title,
      postings: [
        { system: channel, amount: -order.amount },
        { system: 'revenue', amount: order.amount },
        ...(await fulfilOrder(tx, paid, now))
      ]
    })
    return 'paid'
  })
}
