import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm'
import { COMMISSION_KIND_LABELS, promotionLevelIndex, type PromotionRules } from '@contract/promotion'
import { DAY_MS } from '@contract/time'
import type { Queryable, Tx } from '../../db/client'
import { ledgerAccounts, promoCommissions, promoDebts, users } from '../../db/schema'
import type { CashoutHook, CommissionHook, OrderRow } from '../finance/kernel'
import { postTxn, type Posting } from '../finance/ledger'
import { serviceMatchmakerOf } from '../matchmaker/customers'
import { rulesInForce } from './rules'
import { isPartner, programmesOf, teamSales, teamValidMembers } from './team'

type CommissionRow = typeof promoCommissions.$inferSelect

/** Basis points of fen, rounded down: a share never pays more than its rate. */
export const shareOf = (amount: number, basisPoints: number) => Math.floor((amount * basisPoints) / 10_000)

/** Whether a binding made at `boundAt` still earns at `now` under the rules. */
export const bindingLive = (rules: PromotionRules, boundAt: Date | null, now: Date) =>
  boundAt !== null && (rules.bindingDays === 0 || boundAt.getTime() + rules.bindingDays * DAY_MS > now.getTime())

/** Who brought the member, and since when. */
export async function bindingOf(db: Queryable, tenantId: number, userId: number) {
  const [row] = await db
    .select({ promoterId: users.promoterId, boundAt: users.promoterBoundAt })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
  return row
}

/**
 * Who earns on a payment by `payerId` at `now`: the promoter who brought the payer while the binding
 * lasts (never the payer, never the payer's own service matchmaker) and, when that promoter is in a
 * partner's team, the partner. Nobody deeper.
 */
async function earnersOf(tx: Tx, tenantId: number, payerId: number, rules: PromotionRules, now: Date) {
  const payer = await bindingOf(tx, tenantId, payerId)
  const promoterId = payer?.promoterId ?? null
  if (promoterId === null || promoterId === payerId || !bindingLive(rules, payer.boundAt, now)) return undefined
  if ((await serviceMatchmakerOf(tx, tenantId, payerId, now)) === promoterId) return undefined
  let partnerId: number | null = null
  if (rules.partnerSelfShare && (await isPartner(tx, tenantId, promoterId))) partnerId = promoterId
  else {
    const above = await bindingOf(tx, tenantId, promoterId)
    const candidate = above?.promoterId ?? null
    if (
      candidate !== null &&
      candidate !== payerId &&
      candidate !== promoterId &&
      bindingLive(rules, above.boundAt, now) &&
      (await isPartner(tx, tenantId, candidate))
    )
      partnerId = candidate
  }
  return { promoterId, partnerId }
}

/**
 * The promoter's and her partner's shares of a paid order, under the rules in force (their version
 * frozen on the rows), on the money paid (points earn nothing), together at most the cap. The rows
 * are unique per order and kind: a replayed payment writes none and pays nothing. The shares are
 * held in the commission account until they may leave (release below); a share of 0 fen is still
 * recorded, for the team's sales.
 */
export async function commissionPostings(tx: Tx, order: OrderRow, now: Date): Promise<Posting[]> {
  if (order.payMethod === 'credit' || order.amount <= 0) return []
  const { tenantId } = order
  const programmes = await programmesOf(tx, tenantId)
  if (!programmes.promoters) return []
  const { version, rules } = await rulesInForce(tx, tenantId)
  const earners = await earnersOf(tx, tenantId, order.userId, rules, now)
  if (!earners) return []
  const cap = shareOf(order.amount, rules.capBasisPoints)
  const promoterShare = Math.min(shareOf(order.amount, rules.promoterBasisPoints), cap)
  const base = {
    tenantId,
    orderId: order.id,
    orderTitle: order.title,
    payerId: order.userId,
    promoterId: earners.promoterId,
    ruleVersion: version,
    baseAmount: order.amount,
    availableAt: new Date(now.getTime() + rules.refundWindowDays * DAY_MS),
    createdAt: now
  }
  const rows: (typeof promoCommissions.$inferInsert)[] = [
    {
      ...base,
      kind: 'promoter',
      beneficiaryId: earners.promoterId,
      basisPoints: rules.promoterBasisPoints,
      amount: promoterShare
    }
  ]
  if (programmes.partners && earners.partnerId !== null) {
    const level =
      rules.levels[
        promotionLevelIndex(
          rules.levels,
          await teamSales(tx, tenantId, earners.partnerId),
          await teamValidMembers(tx, tenantId, earners.partnerId)
        )
      ]
    rows.push({
      ...base,
      kind: 'partner',
      beneficiaryId: earners.partnerId,
      basisPoints: level.basisPoints,
      amount: Math.min(shareOf(promoterShare, level.basisPoints), cap - promoterShare)
    })
  }
  const written = await tx
    .insert(promoCommissions)
    .values(rows)
    .onConflictDoNothing()
    .returning({ amount: promoCommissions.amount })
  const held = written.reduce((sum, r) => sum + r.amount, 0)
  return held > 0
    ? [
        { system: 'revenue', amount: -held },
        { system: 'commission', amount: held }
      ]
    : []
}

/** fen of a share due back once `refunded` of its payment went back: rounded down, all of it at the end. */
export const reversalDue = (share: Pick<CommissionRow, 'amount' | 'baseAmount'>, refunded: number): number =>
  share.baseAmount <= 0
    ? share.amount
    : Number((BigInt(share.amount) * BigInt(Math.min(refunded, share.baseAmount))) / BigInt(share.baseAmount))

async function addDebt(tx: Tx, tenantId: number, userId: number, fen: number, now: Date): Promise<void> {
  await tx
    .insert(promoDebts)
    .values({ tenantId, userId, owed: fen, updatedAt: now })
    .onConflictDoUpdate({
      target: [promoDebts.tenantId, promoDebts.userId],
      set: { owed: sql`${promoDebts.owed} + ${fen}`, updatedAt: now }
    })
}

/** Locks these members' balance rows, lowest id first as postTxn does, and reads them. */
async function lockBalances(tx: Tx, tenantId: number, userIds: number[]): Promise<Map<number, number>> {
  const rows = await tx
    .select({ userId: ledgerAccounts.userId, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.tenantId, tenantId),
        inArray(
          ledgerAccounts.userId,
          [...new Set(userIds)].sort((a, b) => a - b)
        ),
        eq(ledgerAccounts.code, 'balance')
      )
    )
    .orderBy(asc(ledgerAccounts.userId))
    .for('update')
  return new Map(rows.map((r) => [r.userId!, r.balance]))
}

/**
 * Reverses the shares' part of a refund exactly: floor(share × refunded / paid) less what earlier
 * refunds reversed, so parts add up to the whole share and a replay reverses nothing. A share still
 * held comes back from the commission account; one a cash-out already released comes back from the
 * beneficiary's balance as far as it reaches, and the rest is her debt, paid down by her next
 * commission. Balance rows are locked before the share rows, in the order a cash-out takes them.
 */
async function reverseCommissions(tx: Tx, order: OrderRow, _part: number, now: Date): Promise<Posting[]> {
  if (order.payMethod === 'credit') return []
  const { tenantId } = order
  const refunded = order.refundedAmount
  const ofOrder = and(
    eq(promoCommissions.tenantId, tenantId),
    eq(promoCommissions.orderId, order.id),
    sql`${promoCommissions.refundedBase} < ${refunded}`,
    sql`${promoCommissions.refundedBase} < ${promoCommissions.baseAmount}`
  )
  const seen = await tx.select({ beneficiaryId: promoCommissions.beneficiaryId }).from(promoCommissions).where(ofOrder)
  if (seen.length === 0) return []
  const held = await lockBalances(tx, tenantId, [order.userId, ...seen.map((s) => s.beneficiaryId)])
  const shares = await tx.select().from(promoCommissions).where(ofOrder).orderBy(asc(promoCommissions.id)).for('update')
  const postings: Posting[] = []
  let fromHeld = 0
  let fromBalances = 0
  for (const s of shares) {
    const due = reversalDue(s, refunded) - reversalDue(s, s.refundedBase)
    await tx
      .update(promoCommissions)
      .set({ refundedBase: Math.min(refunded, s.baseAmount), reversedAmount: s.reversedAmount + due })
      .where(and(eq(promoCommissions.tenantId, tenantId), eq(promoCommissions.id, s.id)))
    if (due <= 0) continue
    if (s.releasedAt === null) {
      fromHeld += due
      continue
    }
    const taken = Math.min(due, held.get(s.beneficiaryId) ?? 0)
    held.set(s.beneficiaryId, (held.get(s.beneficiaryId) ?? 0) - taken)
    if (taken > 0) {
      fromBalances += taken
      postings.push({
        userId: s.beneficiaryId,
        account: 'balance',
        amount: -taken,
        title: `${COMMISSION_KIND_LABELS[s.kind]}冲回（会员退款）：${s.orderTitle}`
      })
    }
    if (due > taken) await addDebt(tx, tenantId, s.beneficiaryId, due - taken, now)
  }
  if (fromHeld > 0) postings.push({ system: 'commission', amount: -fromHeld })
  if (fromHeld + fromBalances > 0) postings.push({ system: 'revenue', amount: fromHeld + fromBalances })
  return postings
}

/** What a beneficiary's matured, unreleased shares are worth, and what she owes. */
async function maturedOf(db: Queryable, tenantId: number, userId: number, now: Date) {
  const [row] = await db
    .select({
      net: sql<number>`coalesce(sum(${promoCommissions.amount} - ${promoCommissions.reversedAmount}), 0)::bigint`
    })
    .from(promoCommissions)
    .where(matured(tenantId, userId, now))
  const [debt] = await db
    .select({ owed: promoDebts.owed })
    .from(promoDebts)
    .where(and(eq(promoDebts.tenantId, tenantId), eq(promoDebts.userId, userId)))
  return { net: Number(row?.net ?? 0), owed: debt?.owed ?? 0 }
}

const matured = (tenantId: number, userId: number, now: Date) =>
  and(
    eq(promoCommissions.tenantId, tenantId),
    eq(promoCommissions.beneficiaryId, userId),
    isNull(promoCommissions.releasedAt),
    lte(promoCommissions.availableAt, now)
  )

export const OWED_REFUSAL = '推广佣金有会员退款待抵扣，抵扣完成前暂不能提现'

/**
 * Releases what passed its refund window into the beneficiary's balance, in her cash-out's
 * transaction (her balance row already locked): her debt is paid down first, back to the tenant's
 * revenue. Refuses the cash-out while a debt is left.
 */
async function release(tx: Tx, tenantId: number, userId: number, now: Date): Promise<string | null> {
  const shares = await tx
    .select({
      id: promoCommissions.id,
      amount: promoCommissions.amount,
      reversedAmount: promoCommissions.reversedAmount
    })
    .from(promoCommissions)
    .where(matured(tenantId, userId, now))
    .orderBy(asc(promoCommissions.id))
    .for('update')
  const [debt] = await tx
    .select({ owed: promoDebts.owed })
    .from(promoDebts)
    .where(and(eq(promoDebts.tenantId, tenantId), eq(promoDebts.userId, userId)))
    .for('update')
  const owed = debt?.owed ?? 0
  const net = shares.reduce((sum, s) => sum + s.amount - s.reversedAmount, 0)
  if (shares.length > 0) {
    await tx
      .update(promoCommissions)
      .set({ releasedAt: now })
      .where(
        and(
          eq(promoCommissions.tenantId, tenantId),
          inArray(
            promoCommissions.id,
            shares.map((s) => s.id)
          )
        )
      )
  }
  const paidDown = Math.min(owed, net)
  if (net > 0) {
    await postTxn(tx, tenantId, {
      bizType: 'promo_release',
      bizId: `${userId}-${now.getTime()}`,
      title: '推广佣金转入余额',
      postings: [
        { system: 'commission', amount: -net },
        ...(paidDown > 0 ? [{ system: 'revenue' as const, amount: paidDown }] : []),
        ...(net > paidDown ? [{ userId, account: 'balance' as const, amount: net - paidDown }] : [])
      ]
    })
  }
  if (paidDown > 0) {
    await tx
      .update(promoDebts)
      .set({ owed: owed - paidDown, updatedAt: now })
      .where(and(eq(promoDebts.tenantId, tenantId), eq(promoDebts.userId, userId)))
  }
  return owed > paidDown ? OWED_REFUSAL : null
}

async function preview(db: Queryable, tenantId: number, userId: number, now: Date) {
  const { net, owed } = await maturedOf(db, tenantId, userId, now)
  return { adds: Math.max(0, net - owed), refusal: owed > net ? OWED_REFUSAL : null }
}

export const promotionCommission: CommissionHook = { onPaid: commissionPostings, onRefunded: reverseCommissions }
export const promotionCashout: CashoutHook = { prepare: release, preview }
