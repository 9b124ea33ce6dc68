import { and, count, desc, eq, gt, inArray, type SQL } from 'drizzle-orm'
import type { ChargeRecord, LedgerRecord } from '@contract/finance'
import type { Paged } from '@contract/models'
import type { Queryable } from '../../db/client'
import { finOrders, ledgerEntries, type MemberAccount } from '../../db/schema'
import type { AuthedUser } from '../../lib/route'
import { offsetOf, pageOf, type PageReq } from '../../lib/paging'

/** One member account's movements, newest first; `only` narrows them (e.g. incomes only). */
export async function ledgerPage(
  db: Queryable,
  who: AuthedUser,
  account: MemberAccount,
  page: PageReq,
  only?: SQL
): Promise<Paged<LedgerRecord>> {
  const where = and(
    eq(ledgerEntries.tenantId, who.tenantId),
    eq(ledgerEntries.userId, who.userId),
    eq(ledgerEntries.account, account),
    only
  )
  const rows = await db
    .select()
    .from(ledgerEntries)
    .where(where)
    .orderBy(desc(ledgerEntries.id))
    .limit(page.pageSize)
    .offset(offsetOf(page))
  const [{ total }] = await db.select({ total: count() }).from(ledgerEntries).where(where)
  return pageOf(
    rows.map((r) => ({
      id: r.id,
      title: r.title,
      amount: r.amount,
      balanceAfter: r.balanceAfter ?? 0,
      createdAt: r.createdAt.toISOString()
    })),
    total,
    page
  )
}

export const incomePage = (db: Queryable, who: AuthedUser, page: PageReq) =>
  ledgerPage(db, who, 'balance', page, gt(ledgerEntries.amount, 0))

/** What the member paid for, by any method: paid orders, refunded ones too (with what went back), newest first. */
export async function chargePage(db: Queryable, who: AuthedUser, page: PageReq): Promise<Paged<ChargeRecord>> {
  const where = and(
    eq(finOrders.tenantId, who.tenantId),
    eq(finOrders.userId, who.userId),
    inArray(finOrders.status, ['paid', 'refunded'])
  )
  const rows = await db
    .select()
    .from(finOrders)
    .where(where)
    .orderBy(desc(finOrders.paidAt), desc(finOrders.id))
    .limit(page.pageSize)
    .offset(offsetOf(page))
  const [{ total }] = await db.select({ total: count() }).from(finOrders).where(where)
  return pageOf(
    rows.map((r) => ({
      orderNo: r.orderNo,
      title: r.title,
      amount: r.amount,
      payMethod: r.payMethod!,
      points: r.points,
      refundedAmount: r.refundedAmount,
      paidAt: r.paidAt!.toISOString()
    })),
    total,
    page
  )
}
