import { and, desc, eq } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { finOrders, loveCustomServices, lovePlacements, users } from '../../db/schema'
import { payEventFee } from '../active/signup-fees'
import { payContractFee } from '../contract/fees'
import { sharePostings } from '../matchmaker/shares'
import { isVip } from '../user/service'
import type { Posting } from './ledger'

const DAY_MS = 24 * 60 * 60 * 1000

type OrderRow = typeof finOrders.$inferSelect

/** A new period starts when the current one ends, so buying again never wastes paid days. */
const laterOf = (a: Date, b: Date | null | undefined) => (b && b > a ? b : a)

async function extendVip(tx: Tx, order: OrderRow, now: Date): Promise<void> {
  const [user] = await tx
    .select({ vipType: users.vipType, vipExpiresAt: users.vipExpiresAt })
    .from(users)
    .where(and(eq(users.tenantId, order.tenantId), eq(users.id, order.userId)))
    .for('no key update')
  const active = isVip(user, now)
  const start = active ? user.vipExpiresAt! : now
  await tx
    .update(users)
    .set({
      vipType: active ? Math.max(user.vipType, order.vipType) : order.vipType,
      vipExpiresAt: new Date(start.getTime() + order.days * DAY_MS)
    })
    .where(and(eq(users.tenantId, order.tenantId), eq(users.id, order.userId)))
}

async function addPlacement(tx: Tx, order: OrderRow, kind: 'top' | 'boost', now: Date): Promise<void> {
  // The member's row serialises two purchases of the same member, so windows never overlap.
  await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, order.tenantId), eq(users.id, order.userId)))
    .for('no key update')
  const [last] = await tx
    .select({ endsAt: lovePlacements.endsAt })
    .from(lovePlacements)
    .where(
      and(
        eq(lovePlacements.tenantId, order.tenantId),
        eq(lovePlacements.userId, order.userId),
        eq(lovePlacements.kind, kind)
      )
    )
    .orderBy(desc(lovePlacements.endsAt))
    .limit(1)
  const startsAt = laterOf(now, last?.endsAt)
  await tx.insert(lovePlacements).values({
    tenantId: order.tenantId,
    userId: order.userId,
    kind,
    startsAt,
    endsAt: new Date(startsAt.getTime() + order.days * DAY_MS)
  })
}

/**
 * Delivers what a paid order bought, in the transaction that marked it paid: VIP days, a
 * placement window or a customisation service are written here, an event sign-up is admitted;
 * line credits and points are returned as postings, so the payment and what it bought are one
 * ledger transaction.
 * Expiry is a stored end time the readers compare with now, so nothing runs when it passes.
 */
export async function fulfilOrder(tx: Tx, order: OrderRow, now = new Date()): Promise<Posting[]> {
  const delivered = await deliver(tx, order, now)
  // Money a delivery handed straight back (its sign-up or contract was gone) earns nobody a share.
  const returned = delivered.some((p) => 'system' in p && p.system === 'revenue' && p.amount < 0)
  return returned ? delivered : [...delivered, ...(await sharePostings(tx, order, now))]
}

async function deliver(tx: Tx, order: OrderRow, now: Date): Promise<Posting[]> {
  switch (order.kind) {
    case 'vip':
      await extendVip(tx, order, now)
      return []
    case 'top':
    case 'boost':
      await addPlacement(tx, order, order.kind, now)
      return []
    case 'line':
      return [
        { system: 'line_issued', amount: -order.quantity },
        { userId: order.userId, account: 'line', amount: order.quantity, title: `购买${order.title}` }
      ]
    case 'credit':
      return [
        { system: 'credit_issued', amount: -order.quantity },
        { userId: order.userId, account: 'credit', amount: order.quantity, title: `充值${order.title}` }
      ]
    case 'custom':
      await tx.insert(loveCustomServices).values({
        tenantId: order.tenantId,
        userId: order.userId,
        orderId: order.id,
        title: order.title,
        remark: order.remark,
        startsAt: now,
        endsAt: new Date(now.getTime() + order.days * DAY_MS)
      })
      return []
    case 'event':
      return payEventFee(tx, order, now)
    case 'contract':
      return payContractFee(tx, order, now)
  }
}
