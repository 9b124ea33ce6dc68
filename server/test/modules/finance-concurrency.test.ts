import { and, eq, sql } from 'drizzle-orm'
import { API } from '@contract/api'
import { finCashouts, finOrders, tenants } from '../../src/db/schema'
import { checkLedger, memberBalances, postTxn } from '../../src/modules/finance/ledger'
import { DEFAULT_FINANCE_CONFIG } from '../../src/modules/tenant/defaults'
import { SandboxPayProvider } from '../../src/providers/pay'
import { buildTestApp, type TestApp } from '../helpers/app'
import { loginWithMpCode, userIdOf } from '../helpers/members'

/**
 * Many requests on one account at once. On PostgreSQL (the second run of the server suites)
 * they really overlap across pooled connections; on PGlite they interleave on one connection.
 */
let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
  // Limits out of the way: this is about concurrency, not the daily cap.
  await t.app.db
    .update(tenants)
    .set({
      financeConfig: {
        ...DEFAULT_FINANCE_CONFIG,
        cashoutThreshold: 100_000_000,
        cashoutCommissionThreshold: 0,
        cashoutCommissionRatio: 0
      }
    })
    .where(eq(tenants.tenantId, 1))
})
afterAll(async () => {
  await t.close()
})

async function fundedMember(fen: number): Promise<{ token: string; id: number }> {
  const token = await loginWithMpCode(t)
  const id = await userIdOf(t, token)
  await t.app.db.transaction((tx) =>
    postTxn(tx, 1, {
      bizType: 'commission',
      bizId: `test-${id}`,
      title: '推广佣金',
      postings: [
        { system: 'commission', amount: -fen },
        { userId: id, account: 'balance', amount: fen }
      ]
    })
  )
  return { token, id }
}

async function productId(kind: 'top' | 'vip'): Promise<{ id: number; price: number }> {
  const res = await t.call(API.finance.getProducts, { kind })
  return { id: res.body.data[0].id, price: res.body.data[0].price }
}

describe('50 concurrent cash-outs and wallet payments on one account', () => {
  it('never overdraws, loses or doubles a fen, and the ledger matches every balance', async () => {
    const START = 60_000
    const CASHOUT = 3_000
    const m = await fundedMember(START)
    const top = await productId('top')
    const orders = await Promise.all(
      Array.from(
        { length: 25 },
        async () =>
          (await t.call(API.finance.createFinOrder, { productId: top.id }, { token: m.token })).body.data.orderNo
      )
    )

    // Demand is 25 × 30.00 + 25 × 9.90 = 997.50 yuan against 600.00: many must be refused.
    const results = await Promise.all([
      ...Array.from({ length: 25 }, () =>
        t.call(API.finance.applyCashout, { amount: CASHOUT, channel: 'wechat' }, { token: m.token })
      ),
      ...orders.map((orderNo) => t.call(API.finance.walletPay, { orderNo }, { token: m.token }))
    ])

    for (const r of results) {
      expect(r.status).toBe(200)
      expect([20000, 41006]).toContain(r.body.code)
    }
    const cashedOut = results.slice(0, 25).filter((r) => r.body.code === 20000).length
    const paid = results.slice(25).filter((r) => r.body.code === 20000).length
    expect(cashedOut + paid).toBeGreaterThan(0)
    expect(results.some((r) => r.body.code === 41006)).toBe(true)

    const { balance } = await memberBalances(t.app.db, 1, m.id)
    expect(balance).toBeGreaterThanOrEqual(0)
    expect(balance).toBe(START - cashedOut * CASHOUT - paid * top.price)
    expect(balance).toBeLessThan(Math.min(CASHOUT, top.price))

    const [rows] = await Promise.all([
      t.app.db
        .select({ n: sql<number>`count(*)::int` })
        .from(finCashouts)
        .where(and(eq(finCashouts.tenantId, 1), eq(finCashouts.userId, m.id)))
    ])
    expect(rows[0].n).toBe(cashedOut)
    const [paidOrders] = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(finOrders)
      .where(and(eq(finOrders.tenantId, 1), eq(finOrders.userId, m.id), eq(finOrders.status, 'paid')))
    expect(paidOrders.n).toBe(paid)
    expect(await checkLedger(t.app.db)).toEqual({ driftedAccounts: 0, unbalancedTxns: 0, negativeMemberAccounts: 0 })
  })

  it('pays one order once when it is paid ten times at once', async () => {
    const m = await fundedMember(100_000)
    const vip = await productId('vip')
    const { orderNo } = (await t.call(API.finance.createFinOrder, { productId: vip.id }, { token: m.token })).body.data
    const results = await Promise.all(
      Array.from({ length: 10 }, () => t.call(API.finance.walletPay, { orderNo }, { token: m.token }))
    )
    expect(results.filter((r) => r.body.code === 20000)).toHaveLength(1)
    expect(results.filter((r) => r.body.code === 41007)).toHaveLength(9)
    expect((await memberBalances(t.app.db, 1, m.id)).balance).toBe(100_000 - vip.price)
    expect(await checkLedger(t.app.db)).toEqual({ driftedAccounts: 0, unbalancedTxns: 0, negativeMemberAccounts: 0 })
  })

  it('applies a payment callback once when the gateway delivers it ten times at once', async () => {
    const m = await fundedMember(1)
    const vip = await productId('vip')
    const { orderNo } = (await t.call(API.finance.createFinOrder, { productId: vip.id }, { token: m.token })).body.data
    const raw = new SandboxPayProvider('tenpay', t.app.config.PAY_SANDBOX_SECRET).signedCallback(orderNo, vip.price)
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.request({
          method: 'POST',
          url: '/common/api/pay/notify/tenpay/1',
          headers: raw.headers as Record<string, string>,
          body: raw.body
        })
      )
    )
    expect(answers.map((a) => [a.status, a.text])).toEqual(Array(10).fill([200, '{"code":"SUCCESS"}']))
    const order = (await t.call(API.finance.getFinOrder, { orderNo }, { token: m.token })).body.data
    expect(order).toMatchObject({ status: 'paid', payMethod: 'tenpay' })
    const [{ n }] = await t.app.db
      .execute<{ n: number }>(
        sql`select count(*)::int as n from ledger_txns where tenant_id = 1 and biz_type = 'order' and biz_id = ${orderNo}`
      )
      .then((r) => (r as unknown as { rows: { n: number }[] }).rows)
    expect(n).toBe(1)
    expect(await checkLedger(t.app.db)).toEqual({ driftedAccounts: 0, unbalancedTxns: 0, negativeMemberAccounts: 0 })
  })
})
