import type { OrderKind } from '@contract/finance'
import { DAY_MS } from '@contract/time'
import type { Tx } from '../../db/client'
import type { finOrders } from '../../db/schema'
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
}

/** A share of a paid order someone earns (a store, a matchmaker, and next promoters and partners). */
export interface CommissionHook {
  /** The shares as postings of the payment's ledger transaction, recorded so a replay pays nothing again. */
  onPaid(tx: Tx, order: OrderRow, now: Date): Promise<Posting[]>
  /** Takes back what onPaid gave, as postings of the refund's ledger transaction; a second refund finds nothing left. */
  onRefunded(tx: Tx, order: OrderRow, now: Date): Promise<Posting[]>
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

/** Money a delivery handed straight back (its seat or contract was gone): nobody earns a share of it. */
const handedBack = (postings: Posting[]) =>
  postings.some((p) => 'system' in p && p.system === 'revenue' && p.amount < 0)

/**
 * Delivers what a paid order bought and computes the shares it earns, in the transaction that marks
 * it paid. Expiry is a stored end time the readers compare with now, so nothing runs when it passes.
 */
export async function fulfilOrder(tx: Tx, order: OrderRow, now = new Date()): Promise<Posting[]> {
  const fulfiller = fulfillers.get(order.kind)
  if (!fulfiller) throw new Error(`no fulfiller is registered for order kind ${order.kind}`)
  const delivered = await fulfiller.deliver(tx, order, now)
  if (handedBack(delivered)) return delivered
  const shares: Posting[] = []
  for (const hook of commissions.values()) shares.push(...(await hook.onPaid(tx, order, now)))
  return [...delivered, ...shares]
}

/**
 * Gives a paid order back to its payer (money to the balance, points to the points) and takes back
 * every commission it earned, all in one ledger transaction of the caller's domain (its bizType and
 * id name what was refunded). The caller holds its own locks and decides the order may be refunded.
 */
export async function refundOrder(
  tx: Tx,
  order: OrderRow,
  entry: { bizType: string; bizId: string; title: string },
  now: Date
): Promise<void> {
  const refund: Posting[] =
    order.payMethod === 'credit'
      ? [
          { system: 'credit_redeemed', amount: -order.points },
          { userId: order.userId, account: 'credit', amount: order.points }
        ]
      : [
          { system: 'revenue', amount: -order.amount },
          { userId: order.userId, account: 'balance', amount: order.amount }
        ]
  const reversals: Posting[] = []
  for (const hook of commissions.values()) reversals.push(...(await hook.onRefunded(tx, order, now)))
  await postTxn(tx, order.tenantId, { ...entry, postings: [...refund, ...reversals] })
}
