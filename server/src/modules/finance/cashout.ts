import { maskAccount, maskName } from '@contract/privacy'
import { and, count, desc, eq, gte, ne, sql } from 'drizzle-orm'
import { ErrorCode } from '@contract/envelope'
import { REAL_NAME_PATTERN } from '@contract/certification'
import {
  ALIPAY_ACCOUNT_PATTERN,
  cashoutFee,
  type ApplyCashoutReq,
  type CashoutAllowance,
  type CashoutFeeRule,
  type CashoutRecord,
  type CashoutStatus
} from '@contract/finance'
import type { FinanceConfig } from '@contract/models'
import type { Queryable, Tx } from '../../db/client'
import { finCashouts, ledgerAccounts, users } from '../../db/schema'
import type { ServerDeps } from '../../lib/deps'
import { BizError, conflict, notFound } from '../../lib/errors'
import { emit } from '../../lib/events'
import { yuan } from '../../lib/money'
import type { AuthedUser } from '../../lib/route'
import { startOfDay } from '../../lib/tenant-time'
import { TRANSFER_PROCESSING } from '../../providers/pay'
import { findUserById } from '../user/service'
import { prepareCashout, previewCashout } from './kernel'
import { memberBalances, postTxn } from './ledger'
import { offsetOf, pageOf } from '../../lib/paging'

type CashoutRow = typeof finCashouts.$inferSelect

const refused = (msg: string) => new BizError(msg, ErrorCode.CashoutRefused)

/** The tenant's fee settings under the names the member's allowance shows them by. */
export function feeRuleOf(config: FinanceConfig): CashoutFeeRule {
  return {
    chargeCommission: config.cashoutChargeCommission,
    commissionRatio: config.cashoutCommissionRatio,
    commissionMin: config.cashoutCommissionThreshold
  }
}

/** What the member asked to withdraw today, a day of the tenant's city, against the daily limit. */
async function withdrawnToday(db: Queryable, who: AuthedUser, now: Date, timeZone: string): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${finCashouts.amount}), 0)::int` })
    .from(finCashouts)
    .where(
      and(
        eq(finCashouts.tenantId, who.tenantId),
        eq(finCashouts.userId, who.userId),
        ne(finCashouts.status, 'rejected'),
        gte(finCashouts.createdAt, startOfDay(now, timeZone))
      )
    )
  return row.sum
}

function allowanceOf(balance: number, today: number, config: FinanceConfig): CashoutAllowance {
  const todayRemaining = Math.max(0, config.cashoutThreshold - today)
  const couldCashout = Math.max(0, Math.min(balance, config.singleCashoutThreshold, todayRemaining))
  let reason = ''
  if (!config.canCashout) reason = '暂未开放提现'
  else if (todayRemaining < config.cashoutMinAmount) reason = '今日提现额度已用完，明天再来吧'
  else if (balance < config.cashoutMinAmount)
    reason = `${config.balanceName}满${yuan(config.cashoutMinAmount)}元才可提现`
  return {
    canCashout: config.canCashout,
    balance,
    couldCashout: reason ? 0 : couldCashout,
    minAmount: config.cashoutMinAmount,
    singleMax: config.singleCashoutThreshold,
    todayRemaining,
    ...feeRuleOf(config),
    needAudit: config.cashoutNeedAudit,
    reason
  }
}

export async function cashoutAllowance(
  db: Queryable,
  who: AuthedUser,
  config: FinanceConfig,
  timeZone: string
): Promise<CashoutAllowance> {
  const now = new Date()
  const { balance } = await memberBalances(db, who.tenantId, who.userId)
  const held = await previewCashout(db, who.tenantId, who.userId, now)
  const allowance = allowanceOf(balance + held.adds, await withdrawnToday(db, who, now, timeZone), config)
  return held.refusal && config.canCashout ? { ...allowance, couldCashout: 0, reason: held.refusal } : allowance
}

export function cashoutView(r: CashoutRow): CashoutRecord {
  return {
    id: r.id,
    amount: r.amount,
    fee: r.fee,
    actualAmount: r.actualAmount,
    channel: r.channel,
    account: r.channel === 'alipay' ? r.account : '',
    status: r.status,
    rejectReason: r.rejectReason,
    createdAt: r.createdAt.toISOString(),
    auditedAt: r.auditedAt?.toISOString() ?? ''
  }
}

/** Serialises one member's withdrawals, so two at once can't both pass the daily limit. */
async function lockBalanceAccount(tx: Tx, tenantId: number, userId: number): Promise<void> {
  await tx.insert(ledgerAccounts).values({ tenantId, userId, code: 'balance', unit: 'fen' }).onConflictDoNothing()
  await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(
      and(eq(ledgerAccounts.tenantId, tenantId), eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.code, 'balance'))
    )
    .for('update')
}

const ALIPAY_ACCOUNT_RE = new RegExp(ALIPAY_ACCOUNT_PATTERN)
const REAL_NAME_RE = new RegExp(REAL_NAME_PATTERN)

async function payeeOf(
  db: Queryable,
  who: AuthedUser,
  req: ApplyCashoutReq
): Promise<{ account: string; realName: string }> {
  if (req.channel === 'alipay') {
    const account = (req.account ?? '').trim()
    const realName = (req.realName ?? '').trim()
    if (!ALIPAY_ACCOUNT_RE.test(account)) throw new BizError('请填写正确的支付宝账号（手机号或邮箱）')
    if (!REAL_NAME_RE.test(realName)) throw new BizError('请填写支付宝实名认证的真实姓名')
    return { account, realName }
  }
  const user = await findUserById(db, who.tenantId, who.userId)
  const openid = user?.mpOpenid ?? user?.maOpenid
  if (!openid) throw refused('提现到微信零钱需要先绑定微信，也可以选择提现到支付宝')
  return { account: openid, realName: (req.realName ?? '').trim() }
}

/** The number the gateway knows this cash-out by: the same on every attempt, so it is never paid twice. */
const outBizNoOf = (row: CashoutRow) => `CO${row.tenantId}-${row.id}`

/**
 * How long after the hand-over a transfer may still reach the gateway (a request that timed
 * out here can arrive late). Until then, a query saying "failed" or "no such transfer" may
 * describe the world before it arrived, so only "paid" is believed.
 */
const IN_FLIGHT_MS = 5 * 60_000

const rowIn = (row: CashoutRow, status: CashoutStatus) =>
  and(eq(finCashouts.tenantId, row.tenantId), eq(finCashouts.id, row.id), eq(finCashouts.status, status))

/** Books money the gateway sent; undefined when the cash-out had already left `from`. */
async function bookPaid(tx: Tx, row: CashoutRow, from: CashoutStatus, transferNo: string, auditorId: number | null) {
  const [paid] = await tx
    .update(finCashouts)
    .set({ status: 'paid', transferNo, auditedBy: auditorId, auditedAt: new Date() })
    .where(rowIn(row, from))
    .returning()
  if (!paid) return undefined
  await postTxn(tx, row.tenantId, {
    bizType: 'cashout',
    bizId: String(row.id),
    title: '提现到账',
    postings: [
      { system: 'cashout_pending', amount: -row.amount },
      { system: 'payout', amount: row.actualAmount },
      ...(row.fee > 0 ? [{ system: 'cashout_fee' as const, amount: row.fee }] : [])
    ]
  })
  await emit(tx, 'finance.cashoutPaid', {
    tenantId: row.tenantId,
    cashoutId: row.id,
    userId: row.userId,
    amount: row.amount,
    actualAmount: row.actualAmount
  })
  return paid
}

/** Gives the held amount back to the balance; undefined when the cash-out had already left `from`. */
async function bookRefund(tx: Tx, row: CashoutRow, from: CashoutStatus, reason: string, auditorId: number) {
  const [rejected] = await tx
    .update(finCashouts)
    .set({ status: 'rejected', rejectReason: reason, auditedBy: auditorId, auditedAt: new Date() })
    .where(rowIn(row, from))
    .returning()
  if (!rejected) return undefined
  await postTxn(tx, row.tenantId, {
    bizType: 'cashout_refund',
    bizId: String(row.id),
    title: '提现驳回退回',
    postings: [
      { system: 'cashout_pending', amount: -row.amount },
      { userId: row.userId, account: 'balance', amount: row.amount }
    ]
  })
  await emit(tx, 'finance.cashoutRefused', {
    tenantId: row.tenantId,
    cashoutId: row.id,
    userId: row.userId,
    amount: row.amount,
    reason
  })
  return rejected
}

/** The gateway did not pay it: back to staff, who may send it again or refuse it. */
async function backToPending(db: Queryable, row: CashoutRow) {
  const [back] = await db
    .update(finCashouts)
    .set({ status: 'pending', auditedBy: null, auditedAt: null })
    .where(rowIn(row, 'paying'))
    .returning()
  return back
}

/**
 * Takes the cash-out from pending to paying in one conditional statement, so of several
 * approvals only one hands it to the gateway, and one a rejection holds is found gone.
 * auditedAt records the hand-over. Paid is booked; refused goes back to pending; anything
 * else stays paying until a query tells how it ended.
 */
async function payOut(
  deps: Pick<ServerDeps, 'db' | 'pay' | 'log'>,
  row: CashoutRow,
  auditorId: number | null
): Promise<CashoutRow> {
  const [taken] = await deps.db
    .update(finCashouts)
    .set({ status: 'paying', auditedBy: auditorId, auditedAt: new Date() })
    .where(rowIn(row, 'pending'))
    .returning()
  if (!taken) throw conflict('这笔提现已被处理')
  const outcome = await deps.pay.payout.transfer({
    outBizNo: outBizNoOf(taken),
    channel: taken.channel,
    account: taken.account,
    realName: taken.realName,
    amount: taken.actualAmount,
    remark: '余额提现'
  })
  if (outcome.state === 'paid') {
    const paid = await deps.db.transaction((tx) => bookPaid(tx, taken, 'paying', outcome.transferNo, auditorId))
    // Staff asking the gateway meanwhile may have booked it already.
    return paid ?? findCashout(deps.db, taken.tenantId, taken.id)
  }
  if (outcome.state === 'failed') {
    await backToPending(deps.db, taken)
    throw new BizError(outcome.reason, ErrorCode.ThirdPartyFailed)
  }
  deps.log.warn({ cashoutId: taken.id, outcome }, 'payout not finished; left paying until queried')
  return taken
}

/**
 * Staff acting on a cash-out the gateway may already have paid: reject (pending or paying) or
 * ask again (paying). The row stays locked while the gateway is asked, so no payout can start
 * and no other decision can land in between; money is refunded only on a definite "not paid".
 */
async function settleByQuery(
  deps: Pick<ServerDeps, 'db' | 'pay'>,
  staff: AuthedUser,
  id: number,
  rejectReason: string | null
) {
  const settled = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(finCashouts)
      .where(and(eq(finCashouts.tenantId, staff.tenantId), eq(finCashouts.id, id)))
      .for('update')
    if (!row) throw notFound('提现申请不存在')
    if (row.status !== 'paying' && !(rejectReason !== null && row.status === 'pending'))
      throw conflict('这笔提现已被处理')
    const outcome = await deps.pay.payout.queryTransfer({ outBizNo: outBizNoOf(row), channel: row.channel })
    if (outcome.state === 'paid') {
      const paid = await bookPaid(tx, row, row.status, outcome.transferNo, staff.userId)
      if (!paid) throw conflict('这笔提现已被处理')
      return { row: paid, refused: rejectReason !== null }
    }
    if (outcome.state === 'processing') throw new BizError(outcome.reason, ErrorCode.ThirdPartyFailed)
    const inFlight =
      row.status === 'paying' && row.auditedAt !== null && Date.now() - row.auditedAt.getTime() < IN_FLIGHT_MS
    if (inFlight) throw new BizError(TRANSFER_PROCESSING, ErrorCode.ThirdPartyFailed)
    const next =
      rejectReason === null
        ? await backToPending(tx, row)
        : await bookRefund(tx, row, row.status, rejectReason, staff.userId)
    if (!next) throw conflict('这笔提现已被处理')
    return { row: next, refused: false }
  })
  // Booked as paid above; the member got the money, so there is nothing to refund.
  if (settled.refused) throw conflict('这笔提现已打款到账，不能驳回')
  return settled.row
}

/**
 * A withdrawal under the tenant's rules. The amount leaves the balance at once (held until
 * paid or refunded), so the member can't spend it twice while it is being audited.
 */
export async function applyCashout(
  deps: Pick<ServerDeps, 'db' | 'pay' | 'log'>,
  who: AuthedUser,
  req: ApplyCashoutReq,
  config: FinanceConfig,
  timeZone: string
): Promise<CashoutRecord> {
  if (!config.canCashout) throw refused('暂未开放提现')
  if (req.amount < config.cashoutMinAmount) throw refused(`单次最低提现${yuan(config.cashoutMinAmount)}元`)
  if (req.amount > config.singleCashoutThreshold) throw refused(`单次最多提现${yuan(config.singleCashoutThreshold)}元`)
  const payee = await payeeOf(deps.db, who, req)
  const fee = cashoutFee(req.amount, feeRuleOf(config))
  if (fee >= req.amount) throw refused('提现金额不足以支付手续费')

  const row = await deps.db.transaction(async (tx) => {
    await lockBalanceAccount(tx, who.tenantId, who.userId)
    const refusal = await prepareCashout(tx, who.tenantId, who.userId, new Date())
    if (refusal) throw refused(refusal)
    const today = await withdrawnToday(tx, who, new Date(), timeZone)
    if (today + req.amount > config.cashoutThreshold) {
      throw refused(`今日还可提现${yuan(Math.max(0, config.cashoutThreshold - today))}元`)
    }
    const [created] = await tx
      .insert(finCashouts)
      .values({
        tenantId: who.tenantId,
        userId: who.userId,
        amount: req.amount,
        fee,
        actualAmount: req.amount - fee,
        channel: req.channel,
        account: payee.account,
        realName: payee.realName
      })
      .returning()
    await postTxn(tx, who.tenantId, {
      bizType: 'cashout',
      bizId: String(created.id),
      title: '余额提现',
      insufficientMessage: `可提现${config.balanceName}不足`,
      postings: [
        { userId: who.userId, account: 'balance', amount: -req.amount },
        { system: 'cashout_pending', amount: req.amount }
      ]
    })
    return created
  })
  if (config.cashoutNeedAudit) return cashoutView(row)
  try {
    return cashoutView(await payOut(deps, row, null))
  } catch (err) {
    // Held, not lost: staff see it pending (or paying) and settle it.
    deps.log.warn({ err, cashoutId: row.id }, 'automatic payout failed; left for audit')
    return cashoutView(await findCashout(deps.db, who.tenantId, row.id))
  }
}

async function findCashout(db: Queryable, tenantId: number, id: number): Promise<CashoutRow> {
  const [row] = await db
    .select()
    .from(finCashouts)
    .where(and(eq(finCashouts.tenantId, tenantId), eq(finCashouts.id, id)))
  if (!row) throw notFound('提现申请不存在')
  return row
}

/**
 * Staff decision. Approve pays a pending cash-out out, or asks the gateway again about one
 * being paid; reject gives the money back, once the gateway confirms none of it left.
 */
export async function auditCashout(
  deps: Pick<ServerDeps, 'db' | 'pay' | 'log'>,
  staff: AuthedUser,
  id: number,
  approve: boolean,
  reason: string
): Promise<CashoutRow> {
  const row = await findCashout(deps.db, staff.tenantId, id)
  if (row.status !== 'pending' && row.status !== 'paying') throw conflict('这笔提现已被处理')
  if (approve) return row.status === 'pending' ? payOut(deps, row, staff.userId) : settleByQuery(deps, staff, id, null)
  const why = reason.trim()
  if (!why) throw new BizError('请填写驳回原因')
  return settleByQuery(deps, staff, id, why)
}

export async function cashoutPage(db: Queryable, who: AuthedUser, page: { pageNum: number; pageSize: number }) {
  const where = and(eq(finCashouts.tenantId, who.tenantId), eq(finCashouts.userId, who.userId))
  const rows = await db
    .select()
    .from(finCashouts)
    .where(where)
    .orderBy(desc(finCashouts.id))
    .limit(page.pageSize)
    .offset(offsetOf(page))
  const [{ total }] = await db.select({ total: count() }).from(finCashouts).where(where)
  return pageOf(rows.map(cashoutView), total, page)
}

export async function staffCashoutPage(
  db: Queryable,
  tenantId: number,
  page: { pageNum: number; pageSize: number; status?: CashoutRow['status'] }
) {
  const where = and(eq(finCashouts.tenantId, tenantId), page.status ? eq(finCashouts.status, page.status) : undefined)
  const rows = await db
    .select({ c: finCashouts, nickname: users.nickname })
    .from(finCashouts)
    .innerJoin(users, and(eq(users.tenantId, finCashouts.tenantId), eq(users.id, finCashouts.userId)))
    .where(where)
    .orderBy(desc(finCashouts.id))
    .limit(page.pageSize)
    .offset(offsetOf(page))
  const [{ total }] = await db.select({ total: count() }).from(finCashouts).where(where)
  return pageOf(
    rows.map((r) => staffCashoutView(r.c, r.nickname)),
    total,
    page
  )
}

/**
 * The gateway pays to the stored account and name, so staff deciding a withdrawal need only tell
 * the payee apart: both are masked like every list of personal data.
 */
export function staffCashoutView(r: CashoutRow, nickname: string) {
  return {
    ...cashoutView(r),
    account: maskAccount(r.account),
    userId: r.userId,
    nickname,
    realName: maskName(r.realName)
  }
}
