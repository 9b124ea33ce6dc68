import { and, eq } from 'drizzle-orm'
import { ErrorCode } from '@contract/envelope'
import type { OrderKind } from '@contract/finance'
import { DAY_MS } from '@contract/time'
import type { Queryable, Tx } from '../../db/client'
import { finOrders } from '../../db/schema'
import { BizError } from '../../lib/errors'
import { yuan } from '../../lib/money'
import { postTxn, type Posting } from './ledger'

/** An order as the kernel hands it to the module whose kind it is. */
export type OrderRow = typeof finOrders.$inferSelect

/** Where the days an order bought run out when they start at `start`. */
export const paidPeriodEnd = (order: OrderRow, start: Date): Date => new Date(start.getTime() + order.days * DAY_MS)

/**
 * What a module that sells does when one of its orders is paid: delivers what was bought, in the
 * payment's transaction. Postings it returns (credits issued, money handed straight back) join the
 * payment's ledger transaction, so paying and receiving are one.
 */
export interface Fulfiller {
  deliver(tx: Tx, order: OrderRow, now: Date): Promise<Posting[]>
  /**
   * Takes back what deliver gave once the order is refunded in full (never on a partial refund: that
   * is money back, the purchase stays delivered), in the refund's transaction, the order row locked.
   * Its postings join the refund's ledger transaction. A kind without one keeps what it delivered.
   */
  undo?(tx: Tx, order: OrderRow, now: Date): Promise<Posting[]>
}

/** What paid an order, in its unit: points when points paid it, fen otherwise. */
export const paidOf = (order: Pick<OrderRow, 'payMethod' | 'points' | 'amount'>): number =>
  order.payMethod === 'credit' ? order.points : order.amount

/** A share of a paid order someone earns (a store, a matchmaker, and next promoters and partners). */
export interface CommissionHook {
  /** The shares as postings of the payment's ledger transaction, recorded so a replay pays nothing again. */
  onPaid(tx: Tx, order: OrderRow, now: Date): Promise<Posting[]>
  /**
   * Takes back its shares' part of a refund, as postings of the refund's ledger transaction. `order`
   * is the order after the refund: its refundedAmount counts `part` (in the order's unit, paidOf).
   * Reversing up to floor(share × refundedAmount / paid), less what earlier refunds already reversed,
   * is exact whatever the parts (all of it once all is refunded) and makes a replay reverse nothing.
   */
  onRefunded(tx: Tx, order: OrderRow, part: number, now: Date): Promise<Posting[]>
}

/*
 * Finance knows nothing of what is sold: each module registers its order kinds and commissions at
 * start-up (their index.ts, run by server-modules.ts). The tables are code, the same on every replica, never state.
 */
const fulfillers = new Map<OrderKind, Fulfiller>()
const commissions = new Map<string, CommissionHook>()

function register<K, V>(registry: Map<K, V>, key: K, value: V, what: string): void {
  const known = registry.get(key)
  if (known !== undefined && known !== value) throw new Error(`${what} ${String(key)} is registered twice`)
  registry.set(key, value)
}

export function registerFulfiller(kind: OrderKind, fulfiller: Fulfiller): void {
  register(fulfillers, kind, fulfiller, 'the fulfiller of order kind')
}

/** The fulfiller registered for a kind, if any module delivers it. */
export const fulfillerOf = (kind: OrderKind): Fulfiller | undefined => fulfillers.get(kind)

export function registerCommission(name: string, hook: CommissionHook): void {
  register(commissions, name, hook, 'the commission hook')
}

/**
 * Earnings a module holds back from the balance until they may leave (a refund window), and debts
 * that stop a withdrawal: asked by every cash-out, so finance never learns what they are.
 */
export interface CashoutHook {
  /**
   * In the cash-out's transaction, the member's balance row locked: moves what may now leave into
   * the balance (its own ledger transaction), and says why she can't withdraw, or null.
   */
  prepare(tx: Tx, tenantId: number, userId: number, now: Date): Promise<string | null>
  /** What prepare would add to the balance now, and its refusal, for the allowance she reads. */
  preview(db: Queryable, tenantId: number, userId: number, now: Date): Promise<{ adds: number; refusal: string | null }>
}

const cashoutHooks = new Map<string, CashoutHook>()

export function registerCashoutHook(name: string, hook: CashoutHook): void {
  register(cashoutHooks, name, hook, 'the cash-out hook')
}

/** Runs every cash-out hook; the first refusal, or null. */
export async function prepareCashout(tx: Tx, tenantId: number, userId: number, now: Date): Promise<string | null> {
  for (const hook of cashoutHooks.values()) {
    const refusal = await hook.prepare(tx, tenantId, userId, now)
    if (refusal) return refusal
  }
  return null
}

/** What the hooks would add to the member's balance, and the first refusal. */
export async function previewCashout(
  db: Queryable,
  tenantId: number,
  userId: number,
  now: Date
): Promise<{ adds: number; refusal: string | null }> {
  let adds = 0
  let refusal: string | null = null
  for (const hook of cashoutHooks.values()) {
    const seen = await hook.preview(db, tenantId, userId, now)
    adds += seen.adds
    refusal ??= seen.refusal
  }
  return { adds, refusal }
}

/** Money a delivery handed straight back (its seat or contract was gone): nobody earns a share of it. */
const handedBack = (postings: Posting[]) =>
  postings.some((p) => 'system' in p && p.system === 'revenue' && p.amount < 0)

/**
 * Delivers what a paid order bought and computes the shares it earns, in the transaction that marks
 * it paid; when the delivery handed the money straight back, the order is marked refunded. Expiry
 * is a stored end time the readers compare with now, so nothing runs when it passes.
 */
export async function fulfilOrder(tx: Tx, order: OrderRow, now = new Date()): Promise<Posting[]> {
  const fulfiller = fulfillers.get(order.kind)
  if (!fulfiller) throw new Error(`no fulfiller is registered for order kind ${order.kind}`)
  const delivered = await fulfiller.deliver(tx, order, now)
  if (handedBack(delivered)) {
    // All of it went back: the order is refunded, so nobody refunds it again.
    await tx
      .update(finOrders)
      .set({ status: 'refunded', refundedAmount: paidOf(order) })
      .where(and(eq(finOrders.tenantId, order.tenantId), eq(finOrders.id, order.id)))
    return delivered
  }
  const shares: Posting[] = []
  for (const hook of commissions.values()) shares.push(...(await hook.onPaid(tx, order, now)))
  return [...delivered, ...shares]
}

export interface RefundEntry {
  /** The ledger transaction's bizType and bizId: what was refunded, in the caller's domain. */
  bizType: string
  bizId: string
  /** What the payer reads in their history. */
  title: string
  /** The tenant's name for points, for a refusal's message (积分 when not given). */
  creditName?: string
}

const refused = (msg: string) => new BizError(msg, ErrorCode.Conflict)

const amountText = (order: OrderRow, n: number, creditName = '积分') =>
  order.payMethod === 'credit' ? `${n}${creditName}` : `${yuan(n)}元`

/**
 * Gives `amount` of a paid order back to its payer (money to the balance, points to the points; all
 * that is left when omitted) and takes back every commission's part of it, all in one ledger
 * transaction of the caller's domain. The order row is locked here and its refundedAmount checked and
 * raised under the lock, so concurrent refunds never add up to more than was paid: one that asks for
 * more than is left is refused (40900). The refund that leaves nothing makes the order refunded and
 * runs its fulfiller's undo; any other leaves it paid and what it bought delivered. Returns what was
 * refunded: 0 when nothing was left and no amount was asked for.
 *
 * Lock order: the order first, as a payment takes it. A caller holding its own domain's locks (a
 * sign-up, a contract) takes the order's before them.
 */
export async function refundOrder(
  tx: Tx,
  order: OrderRow,
  entry: RefundEntry,
  now: Date,
  amount?: number
): Promise<number> {
  if (amount !== undefined && !(Number.isSafeInteger(amount) && amount > 0)) throw new BizError('退款金额须大于0')
  const where = and(eq(finOrders.tenantId, order.tenantId), eq(finOrders.id, order.id))
  const [current] = await tx.select().from(finOrders).where(where).for('update')
  if (!current || (current.status !== 'paid' && current.status !== 'refunded')) {
    throw new BizError('只有已支付的订单可以退款')
  }
  const left = paidOf(current) - current.refundedAmount
  const part = amount ?? left
  if (part === 0) return 0
  if (left === 0) throw refused('该订单已全额退款')
  if (part > left) throw refused(`退款金额超过可退金额，最多还可退${amountText(current, left, entry.creditName)}`)
  const whole = part === left
  const [after] = await tx
    .update(finOrders)
    .set({ refundedAmount: current.refundedAmount + part, status: whole ? 'refunded' : current.status })
    .where(where)
    .returning()

  const refund: Posting[] =
    after.payMethod === 'credit'
      ? [
          { system: 'credit_redeemed', amount: -part },
          { userId: after.userId, account: 'credit', amount: part }
        ]
      : [
          { system: 'revenue', amount: -part },
          { userId: after.userId, account: 'balance', amount: part }
        ]
  const undone = whole ? ((await fulfillers.get(after.kind)?.undo?.(tx, after, now)) ?? []) : []
  const reversals: Posting[] = []
  for (const hook of commissions.values()) reversals.push(...(await hook.onRefunded(tx, after, part, now)))
  await postTxn(tx, after.tenantId, {
    bizType: entry.bizType,
    bizId: entry.bizId,
    title: entry.title,
    postings: [...refund, ...undone, ...reversals]
  })
  return part
}
