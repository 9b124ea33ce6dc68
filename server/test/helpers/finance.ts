import { createHmac, randomBytes } from 'node:crypto'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { API, type ApiPath, type ReqOf } from '@contract/api'
import type { FinOrder, Product, ProductKind } from '@contract/finance'
import type { FinanceConfig } from '@contract/models'
import { finOrders, ledgerEntries, loveCustomServices, lovePlacements, tenants } from '../../src/db/schema'
import { checkLedger, postTxn } from '../../src/modules/finance/ledger'
import { SandboxPayProvider } from '../../src/providers/pay'
import { buildTestApp, HOST_A, HOST_B, type TestApp } from './app'
import { member, type Lover } from './love'
import { loginWithMpCode, userIdOf, userRow } from './members'
import { grantRole } from './staff'

export const DAY = 24 * 60 * 60 * 1000
export const MINUTE = 60 * 1000
export const FAR_ID = 2_147_483_000

/** The app of a finance suite: these suites make far more than the default 600 calls a minute from one IP. */
export const buildFinanceApp = (): Promise<TestApp> => buildTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 })

/** Puts money in a member's balance the way real income arrives: a commission booked in the ledger. */
export async function fund(t: TestApp, userId: number, fen: number, tenantId = 1): Promise<void> {
  await t.app.db.transaction((tx) =>
    postTxn(tx, tenantId, {
      bizType: 'test_commission',
      bizId: randomBytes(6).toString('hex'),
      title: '佣金收入',
      postings: [
        { system: 'commission', amount: -fen },
        { userId, account: 'balance', amount: fen }
      ]
    })
  )
}

/** Gives a member points, issued by the tenant as a real top-up would. */
export async function givePoints(t: TestApp, userId: number, points: number, tenantId = 1): Promise<void> {
  await t.app.db.transaction((tx) =>
    postTxn(tx, tenantId, {
      bizType: 'test_points',
      bizId: randomBytes(6).toString('hex'),
      title: '赠送积分',
      postings: [
        { system: 'credit_issued', amount: -points },
        { userId, account: 'credit', amount: points }
      ]
    })
  )
}

/** The first product of a kind the tenant lists to members (lowest sort). */
export async function productOf(t: TestApp, kind: ProductKind, token?: string, host = HOST_A): Promise<Product> {
  const res = await t.call(API.finance.getProducts, { kind }, { token, host })
  if (res.body.code !== 20000) throw new Error(res.body.msg)
  const [first] = res.body.data
  if (!first) throw new Error(`no ${kind} product listed`)
  return first
}

/** Creates an order for a product; throws when the server refuses. */
export async function buy(
  t: TestApp,
  token: string,
  productId: number,
  remark?: string,
  host = HOST_A
): Promise<FinOrder> {
  const res = await t.call(API.finance.createFinOrder, remark === undefined ? { productId } : { productId, remark }, {
    token,
    host
  })
  if (res.body.code !== 20000) throw new Error(res.body.msg)
  return res.body.data
}

/** Every member account matches its entries, every transaction balances, nobody is below zero. */
export async function expectLedgerSound(t: TestApp): Promise<void> {
  expect(await checkLedger(t.app.db)).toEqual({ driftedAccounts: 0, unbalancedTxns: 0, negativeMemberAccounts: 0 })
}

export const tenantOf = (who: Lover) => (who.host === HOST_B ? 2 : 1)

/** The data of a successful answer; throws with the code and message of any other. */
export async function ok<T>(p: Promise<{ status: number; body: { code: number; msg: string; data: T } }>): Promise<T> {
  const res = await p
  if (res.body.code !== 20000) throw new Error(`${res.body.code} ${res.body.msg}`)
  return res.body.data
}

/** A payment gateway's callback as it reaches the server: its headers and its raw body. */
export type Raw = { headers: Record<string, string | string[] | undefined>; body: string }

export function tampered(raw: Raw, change: Record<string, unknown>): Raw {
  return { headers: raw.headers, body: JSON.stringify({ ...JSON.parse(raw.body), ...change }) }
}

/**
 * What the finance suites do as members, staff and payment gateways, on the suite's app. `app` is read at
 * each call because the suite builds its app in beforeAll, after this runs.
 */
export function financeKit(app: () => TestApp) {
  const send = <P extends ApiPath>(who: Lover, path: P, body: ReqOf<P> | Record<string, unknown> = {}) =>
    app().call(path, body, { token: who.token, host: who.host })

  /** Every describe leaves the ledger balanced, whatever its tests did. */
  function ledgerStaysSound() {
    afterAll(async () => {
      await expectLedgerSound(app())
    })
  }

  const wallet = (who: Lover) => ok(send(who, API.finance.getWallet))
  const order = (who: Lover, orderNo: string) => ok(send(who, API.finance.getFinOrder, { orderNo }))
  const pay = (who: Lover, orderNo: string, account?: 'balance' | 'credit') =>
    send(who, API.finance.walletPay, account ? { orderNo, account } : { orderNo })

  async function products(kind: ProductKind, host = HOST_A): Promise<Product[]> {
    return ok(app().call(API.finance.getProducts, { kind }, { host }))
  }

  async function productNamed(name: string, host = HOST_A): Promise<Product> {
    for (const kind of ['vip', 'top', 'boost', 'line', 'custom', 'credit'] as const) {
      const found = (await products(kind, host)).find((p) => p.name === name)
      if (found) return found
    }
    throw new Error(`no product ${name}`)
  }

  /** Orders and pays a product from the balance, funding the member first. */
  async function buyWithBalance(who: Lover, product: Product, remark?: string): Promise<FinOrder> {
    await fund(app(), who.id, product.price, tenantOf(who))
    const o = await buy(app(), who.token, product.id, remark, who.host)
    return ok(pay(who, o.orderNo))
  }

  async function staff(role: 'admin' | 'auditor' | 'matchmaker', host = HOST_A): Promise<Lover> {
    const s = await member(app(), host)
    await grantRole(app(), host === HOST_B ? 2 : 1, s.id, role)
    return s
  }

  async function mpMember(host = HOST_A): Promise<Lover> {
    const token = await loginWithMpCode(app(), host)
    return { token, id: await userIdOf(app(), token, host), host }
  }

  async function expireOrder(tenantId: number, orderNo: string) {
    await app()
      .app.db.update(finOrders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(finOrders.tenantId, tenantId), eq(finOrders.orderNo, orderNo)))
  }

  async function withFinanceConfig(tenantId: number, patch: Partial<FinanceConfig>, fn: () => Promise<void>) {
    const { db } = app().app
    const [row] = await db
      .select({ financeConfig: tenants.financeConfig })
      .from(tenants)
      .where(eq(tenants.tenantId, tenantId))
    await db
      .update(tenants)
      .set({ financeConfig: { ...row.financeConfig, ...patch } })
      .where(eq(tenants.tenantId, tenantId))
    try {
      await fn()
    } finally {
      await db.update(tenants).set({ financeConfig: row.financeConfig }).where(eq(tenants.tenantId, tenantId))
    }
  }

  /** Everything money could have changed for a member: compared before and after what must change nothing. */
  async function moneyState(who: Lover, orderNos: string[] = []) {
    const { db } = app().app
    const tenantId = tenantOf(who)
    const user = await userRow(app(), tenantId, who.id)
    const [{ entries }] = await db.select({ entries: sql<number>`count(*)::int` }).from(ledgerEntries)
    const orders = orderNos.length
      ? await db
          .select({
            orderNo: finOrders.orderNo,
            status: finOrders.status,
            payMethod: finOrders.payMethod,
            tradeNo: finOrders.tradeNo,
            paidAt: finOrders.paidAt
          })
          .from(finOrders)
          .where(and(eq(finOrders.tenantId, tenantId), inArray(finOrders.orderNo, orderNos)))
          .orderBy(finOrders.id)
      : []
    const [{ placements }] = await db
      .select({ placements: sql<number>`count(*)::int` })
      .from(lovePlacements)
      .where(and(eq(lovePlacements.tenantId, tenantId), eq(lovePlacements.userId, who.id)))
    const [{ services }] = await db
      .select({ services: sql<number>`count(*)::int` })
      .from(loveCustomServices)
      .where(and(eq(loveCustomServices.tenantId, tenantId), eq(loveCustomServices.userId, who.id)))
    return {
      wallet: await wallet(who),
      vipType: user.vipType,
      vipExpiresAt: user.vipExpiresAt?.toISOString() ?? null,
      entries,
      orders,
      placements,
      services
    }
  }

  const sandbox = (channel: 'tenpay' | 'alipay' = 'tenpay', secret = app().app.config.PAY_SANDBOX_SECRET) =>
    new SandboxPayProvider(channel, secret)

  /** The sandbox signature of an arbitrary body (for bodies signedCallback can't produce, e.g. paid: false). */
  function signBody(body: string, channel: 'tenpay' | 'alipay' = 'tenpay'): Raw {
    const signature = createHmac('sha256', app().app.config.PAY_SANDBOX_SECRET)
      .update(`${channel}\n${body}`)
      .digest('hex')
    return { headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature }, body }
  }

  function notify(raw: Raw, tenantId = 1, channel: 'tenpay' | 'alipay' = 'tenpay') {
    return app().request({
      method: 'POST',
      url: `/common/api/pay/notify/${channel}/${tenantId}`,
      headers: raw.headers as Record<string, string>,
      body: raw.body
    })
  }

  return {
    send,
    ledgerStaysSound,
    wallet,
    order,
    pay,
    products,
    productNamed,
    buyWithBalance,
    staff,
    mpMember,
    expireOrder,
    withFinanceConfig,
    moneyState,
    sandbox,
    signBody,
    notify
  }
}
