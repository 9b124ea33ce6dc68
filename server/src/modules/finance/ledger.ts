import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { ErrorCode } from '@contract/envelope'
import type { Queryable, Tx } from '../../db/client'
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerTxns,
  type AccountCode,
  type LedgerUnit,
  type MemberAccount,
  type SystemAccount
} from '../../db/schema'
import { BizError } from '../../lib/errors'

const UNIT_OF: Record<AccountCode, LedgerUnit> = {
  balance: 'fen',
  credit: 'point',
  line: 'count',
  tenpay: 'fen',
  alipay: 'fen',
  revenue: 'fen',
  commission: 'fen',
  cashout_pending: 'fen',
  payout: 'fen',
  cashout_fee: 'fen',
  credit_issued: 'point',
  credit_redeemed: 'point',
  line_issued: 'count',
  line_held: 'count',
  line_used: 'count',
  gift_fee: 'point',
  gift_payout: 'fen'
}

export type Posting =
  { userId: number; account: MemberAccount; amount: number; title?: string } | { system: SystemAccount; amount: number }

export interface TxnInput {
  bizType: string
  bizId: string
  /** What the member reads in their history. */
  title: string
  postings: Posting[]
  /** Shown when a member account would go below zero. */
  insufficientMessage?: string
}

export interface PostedBalance {
  userId: number
  account: MemberAccount
  balanceAfter: number
}

const isMember = (p: Posting): p is Extract<Posting, { userId: number }> => 'userId' in p

/** The postings of one transaction must cancel out in every unit, or money appears from nowhere. */
function assertBalanced(postings: Posting[]): void {
  const sums = new Map<LedgerUnit, number>()
  for (const p of postings) {
    if (!Number.isSafeInteger(p.amount) || p.amount === 0) throw new Error(`ledger: bad amount ${p.amount}`)
    const unit = UNIT_OF[isMember(p) ? p.account : p.system]
    sums.set(unit, (sums.get(unit) ?? 0) + p.amount)
  }
  for (const [unit, sum] of sums) if (sum !== 0) throw new Error(`ledger: ${unit} postings sum to ${sum}`)
}

type MemberPosting = Extract<Posting, { userId: number }>

/** The conditional update that makes overdrawing impossible: it only matches while the result stays >= 0. */
function conditionalMove(tx: Tx, tenantId: number, p: MemberPosting) {
  return tx
    .update(ledgerAccounts)
    .set({ balance: sql`${ledgerAccounts.balance} + ${p.amount}` })
    .where(
      and(
        eq(ledgerAccounts.tenantId, tenantId),
        eq(ledgerAccounts.userId, p.userId),
        eq(ledgerAccounts.code, p.account),
        sql`${ledgerAccounts.balance} + ${p.amount} >= 0`
      )
    )
    .returning({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
}

/**
 * Moves a member's balance; undefined when it would go below zero. The account is created
 * on its first credit (a debit of an account that does not exist is simply unaffordable).
 */
async function moveMemberBalance(tx: Tx, tenantId: number, p: MemberPosting) {
  const [row] = await conditionalMove(tx, tenantId, p)
  if (row || p.amount < 0) return row
  await tx
    .insert(ledgerAccounts)
    .values({ tenantId, userId: p.userId, code: p.account, unit: UNIT_OF[p.account] })
    .onConflictDoNothing()
  const [created] = await conditionalMove(tx, tenantId, p)
  return created
}

async function systemAccountIds(tx: Tx, tenantId: number, codes: SystemAccount[]): Promise<Map<SystemAccount, number>> {
  const ids = new Map<SystemAccount, number>()
  if (codes.length === 0) return ids
  const find = () =>
    tx
      .select({ id: ledgerAccounts.id, code: ledgerAccounts.code })
      .from(ledgerAccounts)
      .where(
        and(eq(ledgerAccounts.tenantId, tenantId), isNull(ledgerAccounts.userId), inArray(ledgerAccounts.code, codes))
      )
  let rows = await find()
  if (rows.length < codes.length) {
    const have = new Set(rows.map((r) => r.code))
    await tx
      .insert(ledgerAccounts)
      .values(codes.filter((c) => !have.has(c)).map((code) => ({ tenantId, code, unit: UNIT_OF[code] })))
      .onConflictDoNothing()
    rows = await find()
  }
  for (const r of rows) ids.set(r.code as SystemAccount, r.id)
  return ids
}

/**
 * Writes one balanced transaction: member balances move with a conditional update (a
 * concurrent spend waits on the row and then sees the new balance, so nothing is overdrawn),
 * and every posting becomes a ledger entry. Must run inside the business change's transaction.
 */
export async function postTxn(tx: Tx, tenantId: number, input: TxnInput): Promise<PostedBalance[]> {
  assertBalanced(input.postings)
  const members = input.postings.filter(isMember)
  // Always lock member accounts in the same order, so two transactions can't deadlock.
  members.sort((a, b) => a.userId - b.userId || a.account.localeCompare(b.account))
  const system = await systemAccountIds(tx, tenantId, [
    ...new Set(input.postings.filter((p) => !isMember(p)).map((p) => (p as { system: SystemAccount }).system))
  ])

  const [txn] = await tx
    .insert(ledgerTxns)
    .values({ tenantId, bizType: input.bizType, bizId: input.bizId, title: input.title })
    .returning({ id: ledgerTxns.id })

  const posted: PostedBalance[] = []
  const entries: (typeof ledgerEntries.$inferInsert)[] = []
  for (const p of members) {
    const row = await moveMemberBalance(tx, tenantId, p)
    if (!row) throw new BizError(input.insufficientMessage ?? '余额不足', ErrorCode.InsufficientFunds)
    posted.push({ userId: p.userId, account: p.account, balanceAfter: row.balance })
    entries.push({
      tenantId,
      txnId: txn.id,
      accountId: row.id,
      userId: p.userId,
      account: p.account,
      amount: p.amount,
      balanceAfter: row.balance,
      title: p.title ?? input.title,
      bizType: input.bizType,
      bizId: input.bizId
    })
  }
  for (const p of input.postings) {
    if (isMember(p)) continue
    entries.push({
      tenantId,
      txnId: txn.id,
      accountId: system.get(p.system)!,
      userId: null,
      account: p.system,
      amount: p.amount,
      balanceAfter: null,
      title: input.title,
      bizType: input.bizType,
      bizId: input.bizId
    })
  }
  await tx.insert(ledgerEntries).values(entries)
  return posted
}

/** A member's balances; accounts never used read as zero. */
export async function memberBalances(
  db: Queryable,
  tenantId: number,
  userId: number
): Promise<Record<MemberAccount, number>> {
  const rows = await db
    .select({ code: ledgerAccounts.code, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.tenantId, tenantId), eq(ledgerAccounts.userId, userId)))
  const out: Record<MemberAccount, number> = { balance: 0, credit: 0, line: 0 }
  for (const r of rows) if (r.code in out) out[r.code as MemberAccount] = r.balance
  return out
}

export interface LedgerCheck {
  /** Member accounts whose stored balance differs from the sum of their entries. */
  driftedAccounts: number
  /** Transactions whose entries do not cancel out per unit. */
  unbalancedTxns: number
  negativeMemberAccounts: number
}

/** The invariants, checked by tests and the benchmark after concurrent runs. */
export async function checkLedger(db: Queryable, tenantId?: number): Promise<LedgerCheck> {
  const scope = tenantId === undefined ? sql`true` : sql`a.tenant_id = ${tenantId}`
  const drifted = await db.execute(sql`
    select count(*)::int as n from ledger_accounts a
    left join (select tenant_id, account_id, sum(amount)::bigint as s from ledger_entries group by 1, 2) e
      on e.tenant_id = a.tenant_id and e.account_id = a.id
    where a.user_id is not null and ${scope} and a.balance <> coalesce(e.s, 0)`)
  const unbalanced = await db.execute(sql`
    select count(*)::int as n from (
      select e.tenant_id, e.txn_id, a.unit from ledger_entries e
      join ledger_accounts a on a.tenant_id = e.tenant_id and a.id = e.account_id
      where ${scope}
      group by 1, 2, 3 having sum(e.amount) <> 0) x`)
  const negative = await db.execute(sql`
    select count(*)::int as n from ledger_accounts a where a.user_id is not null and a.balance < 0 and ${scope}`)
  const n = (r: unknown) => Number((r as { rows: { n: number }[] }).rows[0].n)
  return { driftedAccounts: n(drifted), unbalancedTxns: n(unbalanced), negativeMemberAccounts: n(negative) }
}
