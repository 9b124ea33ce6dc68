import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import { finCashouts, finOrders, promoCommissions, promoDebts, promoRules } from '../../src/db/schema'
import { memberBalances } from '../../src/modules/finance/ledger'
import { reversalDue, shareOf } from '../../src/modules/promotion/shares'
import type { TestApp } from './app'

/**
 * One earner's books, which must agree whatever happened: what her shares finally entitle her to
 * (paid less reversed) equals what she holds, withdrew and has yet to be released, less what she owes.
 */
export async function earnerBooks(t: TestApp, tenantId: number, userId: number) {
  const { db } = t.app
  const [{ entitled, unreleased }] = await db
    .select({
      entitled: sql<number>`coalesce(sum(${promoCommissions.amount} - ${promoCommissions.reversedAmount}), 0)::bigint`,
      unreleased: sql<number>`coalesce(sum(${promoCommissions.amount} - ${promoCommissions.reversedAmount}) filter (where ${promoCommissions.releasedAt} is null), 0)::bigint`
    })
    .from(promoCommissions)
    .where(and(eq(promoCommissions.tenantId, tenantId), eq(promoCommissions.beneficiaryId, userId)))
  const [{ cashed }] = await db
    .select({ cashed: sql<number>`coalesce(sum(${finCashouts.amount}), 0)::bigint` })
    .from(finCashouts)
    .where(and(eq(finCashouts.tenantId, tenantId), eq(finCashouts.userId, userId), ne(finCashouts.status, 'rejected')))
  const [debt] = await db
    .select({ owed: promoDebts.owed })
    .from(promoDebts)
    .where(and(eq(promoDebts.tenantId, tenantId), eq(promoDebts.userId, userId)))
  const { balance } = await memberBalances(db, tenantId, userId)
  return {
    entitled: Number(entitled),
    holds: balance + Number(cashed) + Number(unreleased) - (debt?.owed ?? 0)
  }
}

/**
 * Per order paid by these members: its shares never above the cap of the rules they were paid under,
 * at most one per kind, each reversed exactly as far as the order was refunded.
 */
export async function ordersAgainstShares(t: TestApp, tenantId: number, payerIds: number[]) {
  const { db } = t.app
  if (payerIds.length === 0) return []
  const orders = await db
    .select()
    .from(finOrders)
    .where(and(eq(finOrders.tenantId, tenantId), inArray(finOrders.userId, payerIds)))
  const shares = await db
    .select()
    .from(promoCommissions)
    .where(and(eq(promoCommissions.tenantId, tenantId), inArray(promoCommissions.payerId, payerIds)))
  const versions = await db.select().from(promoRules).where(eq(promoRules.tenantId, tenantId))
  const capOf = (version: number) => versions.find((v) => v.version === version)!.rules.capBasisPoints
  return orders.map((o) => {
    const mine = shares.filter((s) => s.orderId === o.id)
    return {
      orderNo: o.orderNo,
      paidInPoints: o.payMethod === 'credit',
      kinds: mine.map((s) => s.kind),
      total: mine.reduce((sum, s) => sum + s.amount, 0),
      cap: mine.length ? shareOf(o.amount, capOf(mine[0].ruleVersion)) : 0,
      oneVersion: new Set(mine.map((s) => s.ruleVersion)).size <= 1,
      exact: mine.every(
        (s) =>
          s.refundedBase === Math.min(o.refundedAmount, s.baseAmount) &&
          s.reversedAmount === reversalDue(s, o.refundedAmount)
      ),
      beneficiaries: mine.map((s) => s.beneficiaryId)
    }
  })
}
