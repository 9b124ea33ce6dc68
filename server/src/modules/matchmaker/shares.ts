import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { levelReached } from '@contract/matchmaker'
import type { Queryable, Tx } from '../../db/client'
import { ledgerAccounts, matchmakerLevels, matchmakers, officeShares, stores } from '../../db/schema'
import type { CommissionHook, OrderRow } from '../finance/kernel'
import type { Posting } from '../finance/ledger'
import { serviceMatchmakerOf } from './customers'

type ShareRow = typeof officeShares.$inferSelect

/** Basis points of an amount in whole fen, rounded down: a share never pays more than its rate. */
export const shareOf = (amount: number, basisPoints: number) => Math.floor((amount * basisPoints) / 10_000)

/**
 * fen a share's payment still counts for: what the customer paid, less what went back to them
 * (nothing once the share is reversed for the whole payment).
 */
export const keptBaseSql = sql<number>`case when ${officeShares.reversedAt} is null then ${officeShares.baseAmount} - ${officeShares.refundedBase} else 0 end`

/** What a matchmaker's customers have paid (fen), refunds left out: the figure their level is read from. */
export async function incomeOf(db: Queryable, tenantId: number, matchmakerId: number): Promise<number> {
  const [row] = await db
    .select({ income: sql<number>`coalesce(sum(${keptBaseSql}), 0)::bigint` })
    .from(officeShares)
    .where(
      and(
        eq(officeShares.tenantId, tenantId),
        eq(officeShares.matchmakerId, matchmakerId),
        eq(officeShares.kind, 'matchmaker')
      )
    )
  return Number(row?.income ?? 0)
}

/** The tenant's levels, lowest threshold first. */
export function levelsOf(db: Queryable, tenantId: number) {
  return db
    .select()
    .from(matchmakerLevels)
    .where(eq(matchmakerLevels.tenantId, tenantId))
    .orderBy(asc(matchmakerLevels.minIncome), asc(matchmakerLevels.id))
}

/** The store a matchmaker works in, read from their public card. */
async function storeOfMatchmaker(db: Queryable, tenantId: number, userId: number) {
  const [row] = await db
    .select({ id: stores.id, managerId: stores.managerId, shareBasisPoints: stores.shareBasisPoints })
    .from(matchmakers)
    .innerJoin(stores, and(eq(stores.tenantId, matchmakers.tenantId), eq(stores.id, matchmakers.storeId)))
    .where(and(eq(matchmakers.tenantId, tenantId), eq(matchmakers.userId, userId)))
    .limit(1)
  return row
}

/**
 * The matchmaker's and the store's shares of a customer's paid order, as ledger postings in the
 * payment's transaction (the kernel appends them), with their office_shares rows. The rows are
 * unique per order and kind, so a replayed payment finds them written and pays nothing again.
 * A share of 0 fen is still recorded: the payment counts towards the matchmaker's level.
 */
export async function sharePostings(tx: Tx, order: OrderRow, now: Date): Promise<Posting[]> {
  // Points are the tenant's own currency coming back, not money earned: nothing to share.
  if (order.payMethod === 'credit' || order.amount <= 0) return []
  const matchmakerId = await serviceMatchmakerOf(tx, order.tenantId, order.userId, now)
  if (matchmakerId === null || matchmakerId === order.userId) return []
  const level = levelReached(await levelsOf(tx, order.tenantId), await incomeOf(tx, order.tenantId, matchmakerId))
  const store = await storeOfMatchmaker(tx, order.tenantId, matchmakerId)
  const base = {
    tenantId: order.tenantId,
    orderId: order.id,
    customerId: order.userId,
    matchmakerId,
    storeId: store?.id ?? null,
    baseAmount: order.amount,
    createdAt: now
  }
  const rows: (typeof officeShares.$inferInsert)[] = [
    {
      ...base,
      kind: 'matchmaker',
      beneficiaryId: matchmakerId,
      basisPoints: level?.shareBasisPoints ?? 0,
      amount: shareOf(order.amount, level?.shareBasisPoints ?? 0)
    }
  ]
  if (store?.managerId) {
    rows.push({
      ...base,
      kind: 'store',
      beneficiaryId: store.managerId,
      basisPoints: store.shareBasisPoints,
      amount: shareOf(order.amount, store.shareBasisPoints)
    })
  }
  const written = await tx
    .insert(officeShares)
    .values(rows)
    .onConflictDoNothing()
    .returning({ kind: officeShares.kind, beneficiaryId: officeShares.beneficiaryId, amount: officeShares.amount })
  const paid = written.filter((s) => s.amount > 0)
  if (paid.length === 0) return []
  return [
    { system: 'revenue', amount: -paid.reduce((sum, s) => sum + s.amount, 0) },
    ...paid.map((s): Posting => ({
      userId: s.beneficiaryId,
      account: 'balance',
      amount: s.amount,
      title: `${s.kind === 'store' ? '门店分成' : '红娘分成'}：${order.title}`
    }))
  ]
}

/**
 * fen of a share due back once `refunded` of its payment went back: rounded down, all of it at the
 * end (in BigInt: a share times a refund of large orders passes 2^53).
 */
export const reversalDue = (share: Pick<ShareRow, 'amount' | 'baseAmount'>, refunded: number): number =>
  share.baseAmount <= 0
    ? share.amount
    : Number((BigInt(share.amount) * BigInt(Math.min(refunded, share.baseAmount))) / BigInt(share.baseAmount))

/**
 * Reverses the shares' part of a refund: postings the refund's ledger transaction carries. Each share
 * remembers how much of its payment it has been reversed for (refundedBase); a refund reverses what
 * the order's refunded total now calls for beyond that, so parts round down one by one yet add up to
 * the whole share once the whole payment is back, and a replay finds nothing more due. A share
 * already cashed out can't be taken back below zero: the reversal takes what the beneficiary still
 * holds (their balance row is locked, so nothing spends it meanwhile) and the tenant bears the rest;
 * reversedAmount is what was taken. reversedAt marks the share reversed for the whole payment.
 */
async function reverseSharePostings(tx: Tx, order: OrderRow, _part: number, now: Date): Promise<Posting[]> {
  // Points paid it: onPaid shared nothing (and refundedAmount counts points, not fen).
  if (order.payMethod === 'credit') return []
  const { tenantId } = order
  const refunded = order.refundedAmount
  const open: ShareRow[] = await tx
    .select()
    .from(officeShares)
    .where(
      and(eq(officeShares.tenantId, tenantId), eq(officeShares.orderId, order.id), isNull(officeShares.reversedAt))
    )
    .orderBy(officeShares.id)
    .for('update')
  const shares = open.filter((s) => refunded > s.refundedBase)
  if (shares.length === 0) return []
  const due = new Map(shares.map((s) => [s.id, reversalDue(s, refunded) - reversalDue(s, s.refundedBase)]))
  const beneficiaries = new Set(shares.filter((s) => due.get(s.id)! > 0).map((s) => s.beneficiaryId))
  const held = new Map<number, number>()
  if (beneficiaries.size) {
    // The refund also credits the customer: their account is locked with the beneficiaries', in the
    // user order postTxn locks in, so this never waits on a payment that waits on it.
    const locked = [...new Set([...beneficiaries, shares[0].customerId])].sort((a, b) => a - b)
    const accounts = await tx
      .select({ userId: ledgerAccounts.userId, balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.tenantId, tenantId),
          inArray(ledgerAccounts.userId, locked),
          eq(ledgerAccounts.code, 'balance')
        )
      )
      .orderBy(ledgerAccounts.userId)
      .for('update')
    for (const a of accounts) if (beneficiaries.has(a.userId!)) held.set(a.userId!, a.balance)
  }
  const postings: Posting[] = []
  let total = 0
  for (const s of shares) {
    const taken = Math.min(due.get(s.id)!, held.get(s.beneficiaryId) ?? 0)
    held.set(s.beneficiaryId, (held.get(s.beneficiaryId) ?? 0) - taken)
    const base = Math.min(refunded, s.baseAmount)
    await tx
      .update(officeShares)
      .set({
        refundedBase: base,
        reversedAmount: s.reversedAmount + taken,
        reversedAt: base >= s.baseAmount ? now : s.reversedAt
      })
      .where(and(eq(officeShares.tenantId, tenantId), eq(officeShares.id, s.id)))
    if (taken <= 0) continue
    total += taken
    postings.push({
      userId: s.beneficiaryId,
      account: 'balance',
      amount: -taken,
      title: `${s.kind === 'store' ? '门店分成' : '红娘分成'}冲回（客户退款）：${order.title}`
    })
  }
  return total > 0 ? [{ system: 'revenue', amount: total }, ...postings] : []
}

/** The office's shares, earned on every paid order whatever was bought. */
export const officeShareCommission: CommissionHook = { onPaid: sharePostings, onRefunded: reverseSharePostings }
