import { and, eq, sql } from 'drizzle-orm'
import { API, type ApiPath, type ReqOf } from '@contract/api'
import { ErrorCode } from '@contract/envelope'
import { CASHOUT_STATUS_LABELS, type CashoutRecord } from '@contract/finance'
import { finCashouts, tenants } from '../../src/db/schema'
import { checkLedger, memberBalances } from '../../src/modules/finance/ledger'
import type { SandboxPayoutProvider } from '../../src/providers/pay'
import { buildTestApp, HOST_A, HOST_B, type TestApp } from '../helpers/app'
import { fund } from '../helpers/finance'
import { member, type Lover } from '../helpers/love'
import { expectFailure } from '../helpers/members'
import { grantRole } from '../helpers/staff'

/**
 * A cash-out must never be both paid out and refunded, whatever the gateway answers and
 * whoever acts at the same time. On PostgreSQL the racing requests really overlap.
 */
let t: TestApp
let gateway: SandboxPayoutProvider
let admin: Lover
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 })
  gateway = t.app.pay.payout as SandboxPayoutProvider
  admin = await member(t)
  await grantRole(t, 1, admin.id, 'admin')
})
afterEach(async () => {
  gateway.behaviour = 'pay'
  gateway.latencyMs = 0
  expect(await checkLedger(t.app.db)).toEqual({ driftedAccounts: 0, unbalancedTxns: 0, negativeMemberAccounts: 0 })
})
afterAll(async () => {
  await t.close()
})

const MINUTE = 60_000
const PROCESSING = '打款处理中，请稍后再查询'

const send = <P extends ApiPath>(who: Lover, path: P, body: ReqOf<P> | Record<string, unknown>) =>
  t.call(path, body, { token: who.token, host: who.host })
const approve = (id: number, who = admin) => send(who, API.finance.staffAuditCashout, { id, approve: true })
const reject = (id: number, who = admin) =>
  send(who, API.finance.staffAuditCashout, { id, approve: false, reason: '信息有误' })
const outBizNo = (id: number, tenantId = 1) => `CO${tenantId}-${id}`

async function ok<T>(p: Promise<{ body: { code: number; msg: string; data: T } }>): Promise<T> {
  const res = await p
  if (res.body.code !== 20000) throw new Error(`${res.body.code} ${res.body.msg}`)
  return res.body.data
}

/** A member with ¥100.00 who asked for ¥30.00 to Alipay (¥1.00 fee): ¥70.00 is left in the balance. */
async function pendingCashout(host = HOST_A): Promise<{ m: Lover; row: CashoutRecord }> {
  const m = await member(t, host)
  await fund(t, m.id, 10000, host === HOST_B ? 2 : 1)
  const row = await ok(
    send(m, API.finance.applyCashout, { amount: 3000, channel: 'alipay', account: '13800138000', realName: '张三' })
  )
  return { m, row }
}

async function mine(m: Lover, id: number): Promise<CashoutRecord> {
  const list = (await ok(send(m, API.finance.getPagedCashoutHis, { pageNum: 1, pageSize: 50 }))).list
  const found = list.find((r) => r.id === id)
  if (!found) throw new Error(`cash-out ${id} not in the history`)
  return found
}

const balanceOf = async (m: Lover, tenantId = 1) => (await memberBalances(t.app.db, tenantId, m.id)).balance

/** How often the money was booked as sent, and as given back, for one cash-out. */
async function bookings(id: number, tenantId = 1): Promise<{ paid: number; refunded: number }> {
  const rows = await t.app.db.execute<{ paid: number; refunded: number }>(sql`
    select count(*) filter (where biz_type = 'cashout' and title = '提现到账')::int as paid,
           count(*) filter (where biz_type = 'cashout_refund')::int as refunded
    from ledger_txns where tenant_id = ${tenantId} and biz_id = ${String(id)}`)
  const [row] = (rows as unknown as { rows: { paid: number; refunded: number }[] }).rows
  return { paid: row.paid, refunded: row.refunded }
}

/** Moves the hand-over to the gateway back in time, as if the staff member came back later. */
async function handedOverAgo(id: number, ms: number) {
  await t.app.db
    .update(finCashouts)
    .set({ auditedAt: new Date(Date.now() - ms) })
    .where(and(eq(finCashouts.tenantId, 1), eq(finCashouts.id, id)))
}

describe('a payout the gateway has not finished', () => {
  it('shows 打款中, cannot be rejected while processing, and is booked once when the query says it arrived', async () => {
    const { m, row } = await pendingCashout()
    gateway.behaviour = 'process'
    const paying = await ok(approve(row.id))
    expect(paying).toMatchObject({ id: row.id, status: 'paying' })
    const seen = await mine(m, row.id)
    expect(seen.status).toBe('paying')
    expect(CASHOUT_STATUS_LABELS[seen.status]).toBe('打款中')
    const queue = await ok(send(admin, API.finance.staffGetCashouts, { pageNum: 1, pageSize: 50, status: 'paying' }))
    expect(queue.list.map((c) => c.id)).toContain(row.id)

    expectFailure(await reject(row.id), ErrorCode.ThirdPartyFailed, PROCESSING)
    expectFailure(await approve(row.id), ErrorCode.ThirdPartyFailed, PROCESSING)
    expect(await balanceOf(m)).toBe(7000)
    expect(gateway.transferCalls(outBizNo(row.id))).toBe(1)

    gateway.finish(outBizNo(row.id), 'paid')
    expect(await ok(approve(row.id))).toMatchObject({ status: 'paid' })
    expectFailure(await reject(row.id), ErrorCode.Conflict, '这笔提现已被处理')
    expect((await mine(m, row.id)).status).toBe('paid')
    expect(await balanceOf(m)).toBe(7000)
    expect(await bookings(row.id)).toEqual({ paid: 1, refunded: 0 })
    expect(gateway.transferCalls(outBizNo(row.id))).toBe(1)
  })

  it('a rejection that finds the timed-out transfer arrived books it as paid and refunds nothing', async () => {
    const { m, row } = await pendingCashout()
    gateway.behaviour = 'timeout'
    expect(await ok(approve(row.id))).toMatchObject({ status: 'paying' })
    expect((await mine(m, row.id)).status).toBe('paying')

    expectFailure(await reject(row.id), ErrorCode.Conflict, '这笔提现已打款到账，不能驳回')
    expect(await mine(m, row.id)).toMatchObject({ status: 'paid', rejectReason: '' })
    expect(await balanceOf(m)).toBe(7000)
    expect(await bookings(row.id)).toEqual({ paid: 1, refunded: 0 })
  })

  it('a rejection that finds the transfer failed refunds it once', async () => {
    const { m, row } = await pendingCashout()
    gateway.behaviour = 'process'
    await ok(approve(row.id))
    gateway.finish(outBizNo(row.id), 'failed')
    // Just handed over: a "failed" could be an older answer than the transfer on its way.
    expectFailure(await reject(row.id), ErrorCode.ThirdPartyFailed, PROCESSING)
    await handedOverAgo(row.id, 10 * MINUTE)
    expect(await ok(reject(row.id))).toMatchObject({ status: 'rejected', rejectReason: '信息有误' })
    expectFailure(await reject(row.id), ErrorCode.Conflict, '这笔提现已被处理')
    expect(await balanceOf(m)).toBe(10000)
    expect(await bookings(row.id)).toEqual({ paid: 0, refunded: 1 })
  })

  it('a transfer lost on its way is refunded only once it can no longer arrive', async () => {
    const { m, row } = await pendingCashout()
    gateway.behaviour = 'lose'
    expect(await ok(approve(row.id))).toMatchObject({ status: 'paying' })
    expectFailure(await reject(row.id), ErrorCode.ThirdPartyFailed, PROCESSING)
    expect(await balanceOf(m)).toBe(7000)

    await handedOverAgo(row.id, 10 * MINUTE)
    expect(await ok(reject(row.id))).toMatchObject({ status: 'rejected' })
    expect(await balanceOf(m)).toBe(10000)
    expect(await bookings(row.id)).toEqual({ paid: 0, refunded: 1 })
  })

  it('查询到账 on a transfer that never arrived puts it back to 审核中, and it can be paid again', async () => {
    const { m, row } = await pendingCashout()
    gateway.behaviour = 'lose'
    await ok(approve(row.id))
    await handedOverAgo(row.id, 10 * MINUTE)
    expect(await ok(approve(row.id))).toMatchObject({ status: 'pending', auditedAt: '' })
    expect((await mine(m, row.id)).status).toBe('pending')

    gateway.behaviour = 'pay'
    expect(await ok(approve(row.id))).toMatchObject({ status: 'paid' })
    expect(await balanceOf(m)).toBe(7000)
    expect(await bookings(row.id)).toEqual({ paid: 1, refunded: 0 })
  })
})

describe('a payout the gateway refused', () => {
  it('goes back to 审核中 with the reason; a rejection then refunds it once', async () => {
    const { m, row } = await pendingCashout()
    gateway.behaviour = 'refuse'
    expectFailure(await approve(row.id), ErrorCode.ThirdPartyFailed, '支付宝转账失败：收款账号不存在（模拟）')
    expect(await mine(m, row.id)).toMatchObject({ status: 'pending', auditedAt: '' })
    expect(await balanceOf(m)).toBe(7000)

    expect(await ok(reject(row.id))).toMatchObject({ status: 'rejected' })
    expectFailure(await reject(row.id), ErrorCode.Conflict, '这笔提现已被处理')
    expectFailure(await approve(row.id), ErrorCode.Conflict, '这笔提现已被处理')
    expect(await balanceOf(m)).toBe(10000)
    expect(await bookings(row.id)).toEqual({ paid: 0, refunded: 1 })
  })
})

describe('automatic payout (no audit)', () => {
  async function withoutAudit(fn: () => Promise<void>) {
    const [row] = await t.app.db
      .select({ financeConfig: tenants.financeConfig })
      .from(tenants)
      .where(eq(tenants.tenantId, 2))
    await t.app.db
      .update(tenants)
      .set({ financeConfig: { ...row.financeConfig, cashoutNeedAudit: false } })
      .where(eq(tenants.tenantId, 2))
    try {
      await fn()
    } finally {
      await t.app.db.update(tenants).set({ financeConfig: row.financeConfig }).where(eq(tenants.tenantId, 2))
    }
  }

  it('takes the same path: processing shows 打款中 and staff settle it by query, never by refund', async () => {
    const foreignAdmin = await member(t, HOST_B)
    await grantRole(t, 2, foreignAdmin.id, 'admin')
    await withoutAudit(async () => {
      gateway.behaviour = 'process'
      const { m, row } = await pendingCashout(HOST_B)
      expect(row.status).toBe('paying')
      expect(await balanceOf(m, 2)).toBe(7000)
      expectFailure(await reject(row.id, foreignAdmin), ErrorCode.ThirdPartyFailed, PROCESSING)
      gateway.finish(outBizNo(row.id, 2), 'paid')
      expect(await ok(approve(row.id, foreignAdmin))).toMatchObject({ status: 'paid' })
      expect(await bookings(row.id, 2)).toEqual({ paid: 1, refunded: 0 })

      gateway.behaviour = 'refuse'
      const refused = await pendingCashout(HOST_B)
      expect(refused.row.status).toBe('pending')
      expect(await ok(reject(refused.row.id, foreignAdmin))).toMatchObject({ status: 'rejected' })
      expect(await balanceOf(refused.m, 2)).toBe(10000)
    })
  })
})

describe('staff acting at the same time', () => {
  it('approve and reject racing on one pending cash-out: exactly one wins, never paid and refunded', async () => {
    gateway.latencyMs = 5
    const rounds = 20
    for (let i = 0; i < rounds; i++) {
      const { m, row } = await pendingCashout()
      const calls = i % 2 === 0 ? [approve(row.id), reject(row.id)] : [reject(row.id), approve(row.id)]
      const answers = await Promise.all(calls)
      const [approved, rejected] = i % 2 === 0 ? answers : [answers[1], answers[0]]
      const wins = answers.filter((a) => a.body.code === 20000)
      expect(wins).toHaveLength(1)
      const { paid, refunded } = await bookings(row.id)
      expect(paid + refunded).toBe(1)
      const status = (await mine(m, row.id)).status
      if (approved.body.code === 20000) {
        expect([status, paid, await balanceOf(m)]).toEqual(['paid', 1, 7000])
      } else {
        expect(rejected.body.code).toBe(20000)
        expect([status, refunded, await balanceOf(m)]).toEqual(['rejected', 1, 10000])
      }
      expect(gateway.transferCalls(outBizNo(row.id))).toBeLessThanOrEqual(1)
    }
  })

  it('two approvals at once hand the transfer to the gateway once', async () => {
    gateway.latencyMs = 5
    for (const behaviour of ['pay', 'process'] as const) {
      gateway.behaviour = behaviour
      const { m, row } = await pendingCashout()
      const answers = await Promise.all([approve(row.id), approve(row.id), approve(row.id)])
      expect(gateway.transferCalls(outBizNo(row.id))).toBe(1)
      for (const a of answers) expect([20000, ErrorCode.Conflict, ErrorCode.ThirdPartyFailed]).toContain(a.body.code)
      expect((await mine(m, row.id)).status).toBe(behaviour === 'pay' ? 'paid' : 'paying')
      expect(await bookings(row.id)).toEqual({ paid: behaviour === 'pay' ? 1 : 0, refunded: 0 })
      expect(await balanceOf(m)).toBe(7000)
    }
  })
})
