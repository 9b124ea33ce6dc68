import { createHmac } from 'node:crypto'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { API, type ApiPath, type ReqOf } from '../../../types/api'
import {
  CASHOUT_STATUS_LABELS,
  type FinOrder,
  type Product,
  type ProductKind,
  type SaveProductReq
} from '../../../types/finance'
import type { FinanceConfig } from '../../../types/models'
import {
  finOrders,
  finProducts,
  ledgerEntries,
  loveCustomServices,
  lovePlacements,
  tenants,
  users
} from '../../src/db/schema'
import { SandboxPayProvider } from '../../src/providers/pay'
import { buildTestApp, HOST_A, HOST_B, loginWithSms, type TestApp } from '../helpers/app'
import { buy, expectLedgerSound, fund, givePoints, productOf } from '../helpers/finance'
import { lover, man, member, profileInput, type Lover } from '../helpers/love'
import { expectFailure, expectUnauthorized, loginWithMpCode, userIdOf, userRow } from '../helpers/members'
import { grantRole } from '../helpers/staff'

let t: TestApp
beforeAll(async () => {
  // This suite makes far more than the default 600 calls a minute from one IP.
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 })
})
afterAll(async () => {
  await t.close()
})

const DAY = 24 * 60 * 60 * 1000
const MINUTE = 60 * 1000
const FAR_ID = 2_147_483_000

const tenantOf = (who: Lover) => (who.host === HOST_B ? 2 : 1)
const send = <P extends ApiPath>(who: Lover, path: P, body: ReqOf<P> | Record<string, unknown> = {}) =>
  t.call(path, body, { token: who.token, host: who.host })

/** Every describe leaves the ledger balanced, whatever its tests did. */
function ledgerStaysSound() {
  afterAll(async () => {
    await expectLedgerSound(t)
  })
}

async function ok<T>(p: Promise<{ status: number; body: { code: number; msg: string; data: T } }>): Promise<T> {
  const res = await p
  if (res.body.code !== 20000) throw new Error(`${res.body.code} ${res.body.msg}`)
  return res.body.data
}

const wallet = (who: Lover) => ok(send(who, API.finance.getWallet))
const order = (who: Lover, orderNo: string) => ok(send(who, API.finance.getFinOrder, { orderNo }))
const pay = (who: Lover, orderNo: string, account?: 'balance' | 'credit') =>
  send(who, API.finance.walletPay, account ? { orderNo, account } : { orderNo })

async function products(kind: ProductKind, host = HOST_A): Promise<Product[]> {
  return ok(t.call(API.finance.getProducts, { kind }, { host }))
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
  await fund(t, who.id, product.price, tenantOf(who))
  const o = await buy(t, who.token, product.id, remark, who.host)
  return ok(pay(who, o.orderNo))
}

async function staff(role: 'admin' | 'auditor' | 'matchmaker', host = HOST_A): Promise<Lover> {
  const s = await member(t, host)
  await grantRole(t, host === HOST_B ? 2 : 1, s.id, role)
  return s
}

async function mpMember(host = HOST_A): Promise<Lover> {
  const token = await loginWithMpCode(t, host)
  return { token, id: await userIdOf(t, token, host), host }
}

async function expireOrder(tenantId: number, orderNo: string) {
  await t.app.db
    .update(finOrders)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(and(eq(finOrders.tenantId, tenantId), eq(finOrders.orderNo, orderNo)))
}

async function withFinanceConfig(tenantId: number, patch: Partial<FinanceConfig>, fn: () => Promise<void>) {
  const [row] = await t.app.db
    .select({ financeConfig: tenants.financeConfig })
    .from(tenants)
    .where(eq(tenants.tenantId, tenantId))
  await t.app.db
    .update(tenants)
    .set({ financeConfig: { ...row.financeConfig, ...patch } })
    .where(eq(tenants.tenantId, tenantId))
  try {
    await fn()
  } finally {
    await t.app.db.update(tenants).set({ financeConfig: row.financeConfig }).where(eq(tenants.tenantId, tenantId))
  }
}

/** Everything money could have changed for a member: compared before and after what must change nothing. */
async function moneyState(who: Lover, orderNos: string[] = []) {
  const tenantId = tenantOf(who)
  const user = await userRow(t, tenantId, who.id)
  const [{ entries }] = await t.app.db.select({ entries: sql<number>`count(*)::int` }).from(ledgerEntries)
  const orders = orderNos.length
    ? await t.app.db
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
  const [{ placements }] = await t.app.db
    .select({ placements: sql<number>`count(*)::int` })
    .from(lovePlacements)
    .where(and(eq(lovePlacements.tenantId, tenantId), eq(lovePlacements.userId, who.id)))
  const [{ services }] = await t.app.db
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

// ---------------------------------------------------------------- payment callbacks

type Raw = { headers: Record<string, string | string[] | undefined>; body: string }

const sandbox = (channel: 'tenpay' | 'alipay' = 'tenpay', secret = t.app.config.PAY_SANDBOX_SECRET) =>
  new SandboxPayProvider(channel, secret)

/** The sandbox signature of an arbitrary body (for bodies signedCallback can't produce, e.g. paid: false). */
function signBody(body: string, channel: 'tenpay' | 'alipay' = 'tenpay'): Raw {
  const signature = createHmac('sha256', t.app.config.PAY_SANDBOX_SECRET).update(`${channel}\n${body}`).digest('hex')
  return { headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature }, body }
}

function notify(raw: Raw, tenantId = 1, channel: 'tenpay' | 'alipay' = 'tenpay') {
  return t.request({
    method: 'POST',
    url: `/common/api/pay/notify/${channel}/${tenantId}`,
    headers: raw.headers as Record<string, string>,
    body: raw.body
  })
}

function tampered(raw: Raw, change: Record<string, unknown>): Raw {
  return { headers: raw.headers, body: JSON.stringify({ ...JSON.parse(raw.body), ...change }) }
}

// ================================================================= products

describe('products', () => {
  ledgerStaysSound()

  it('lists the seeded VIP plans in sort order with prices in fen, without a login', async () => {
    const res = await t.call(API.finance.getProducts, { kind: 'vip' })
    expect(res.status).toBe(200)
    expect(res.body.code).toBe(20000)
    const vip = res.body.data
    expect(vip.slice(0, 3).map((p) => [p.name, p.price, p.originalPrice, p.days, p.vipType, p.sort])).toEqual([
      ['月度VIP', 6800, 9800, 30, 1, 1],
      ['季度VIP', 16800, 29400, 90, 1, 2],
      ['年度钻石VIP', 49800, 117600, 365, 2, 3]
    ])
    expect(vip.every((p) => p.kind === 'vip' && p.enabled && Number.isInteger(p.price))).toBe(true)
    expect(vip.map((p) => p.sort)).toEqual([...vip.map((p) => p.sort)].sort((a, b) => a - b))
  })

  it('lists every kind with what it delivers', async () => {
    expect((await products('line')).slice(0, 3).map((p) => [p.name, p.price, p.quantity])).toEqual([
      ['牵线1次', 9900, 1],
      ['牵线3次', 26800, 3],
      ['牵线10次', 79800, 10]
    ])
    expect((await products('credit')).slice(0, 3).map((p) => [p.price, p.quantity])).toEqual([
      [1000, 100],
      [3000, 330],
      [10000, 1200]
    ])
    expect((await products('top')).slice(0, 3).map((p) => [p.price, p.days])).toEqual([
      [990, 1],
      [2490, 3],
      [4990, 7]
    ])
    expect((await products('boost')).slice(0, 2).map((p) => p.days)).toEqual([3, 7])
    expect((await products('custom')).slice(0, 2).map((p) => [p.price, p.days])).toEqual([
      [299900, 90],
      [999900, 365]
    ])
  })

  it('hides disabled products from members but shows them to staff', async () => {
    const admin = await staff('admin')
    const hidden = await ok(
      send(admin, API.finance.staffSaveProduct, {
        kind: 'vip',
        name: '内测VIP',
        description: '',
        price: 100,
        originalPrice: 0,
        days: 1,
        quantity: 0,
        vipType: 1,
        enabled: false,
        sort: 0
      })
    )
    expect(hidden).toMatchObject({ kind: 'vip', name: '内测VIP', enabled: false })
    const m = await member(t)
    const seen = await ok(send(m, API.finance.getProducts, { kind: 'vip' }))
    expect(seen.map((p) => p.id)).not.toContain(hidden.id)
    expect(seen[0].name).toBe('月度VIP')

    const staffView = await ok(send(admin, API.finance.staffGetProducts, { kind: 'vip' }))
    expect(staffView.find((p) => p.id === hidden.id)).toMatchObject({ enabled: false, sort: 0 })
    expect(staffView[0].id).toBe(hidden.id)
    const every = await ok(send(admin, API.finance.staffGetProducts, {}))
    expect(new Set(every.map((p) => p.kind))).toEqual(new Set(['vip', 'top', 'boost', 'line', 'custom', 'credit']))

    expectFailure(await send(m, API.finance.createFinOrder, { productId: hidden.id }), 40400, '商品不存在或已下架')
  })

  it('refuses an unknown kind with a clear message', async () => {
    for (const body of [{ kind: 'gold' }, {}, { kind: 1 }]) {
      expectFailure(await t.call(API.finance.getProducts, body), 40000, '商品类型不正确')
    }
  })

  it('lists each tenant its own products', async () => {
    const a = await products('vip')
    const b = await products('vip', HOST_B)
    expect(b.slice(0, 3).map((p) => p.name)).toEqual(['月度VIP', '季度VIP', '年度钻石VIP'])
    expect(b.map((p) => p.id).filter((id) => a.some((p) => p.id === id))).toEqual([])
  })
})

// ================================================================= orders

describe('creating orders', () => {
  ledgerStaysSound()

  it('creates an unpaid order at the product price, payable for 30 minutes', async () => {
    const m = await member(t)
    const vip = await productOf(t, 'vip', m.token)
    const o = await buy(t, m.token, vip.id)
    expect(o).toMatchObject({
      kind: 'vip',
      title: '月度VIP',
      amount: 6800,
      creditPrice: 680,
      status: 'unpaid',
      payMethod: null,
      paidAt: ''
    })
    expect(o.orderNo).toMatch(/^\d{14}[0-9A-F]{10}$/)
    expect(Date.parse(o.expiresAt) - Date.parse(o.createdAt)).toBe(30 * MINUTE)
    expect(Math.abs(Date.now() - Date.parse(o.createdAt))).toBeLessThan(MINUTE)
    expect(await order(m, o.orderNo)).toEqual(o)
  })

  it('prices in points at 10 per yuan only what creditFinanceItems allows', async () => {
    const m = await member(t)
    const priced = async (kind: ProductKind, remark?: string) =>
      (await buy(t, m.token, (await productOf(t, kind)).id, remark)).creditPrice
    expect(await priced('vip')).toBe(680)
    expect(await priced('top')).toBe(99)
    expect(await priced('line')).toBe(990)
    expect(await priced('boost')).toBe(0)
    expect(await priced('credit')).toBe(0)
    expect(await priced('custom', '想找一位真诚善良的人')).toBe(0)
  })

  it('refuses an unknown or disabled product', async () => {
    const m = await member(t)
    expectFailure(await send(m, API.finance.createFinOrder, { productId: FAR_ID }), 40400, '商品不存在或已下架')
    const [off] = await t.app.db
      .insert(finProducts)
      .values({ tenantId: 1, kind: 'vip', name: '停售VIP', price: 100, days: 1, vipType: 1, enabled: false, sort: 99 })
      .returning()
    expectFailure(await send(m, API.finance.createFinOrder, { productId: off.id }), 40400, '商品不存在或已下架')
    // Another tenant's product is unknown here.
    const foreign = await productOf(t, 'vip', undefined, HOST_B)
    expectFailure(await send(m, API.finance.createFinOrder, { productId: foreign.id }), 40400, '商品不存在或已下架')
  })

  it('needs what the member is looking for (at least 5 characters) for private customisation', async () => {
    const m = await member(t)
    const custom = await productOf(t, 'custom')
    const refused = '请简单说说你的择偶要求（至少5个字）'
    expectFailure(await send(m, API.finance.createFinOrder, { productId: custom.id }), 40000, refused)
    expectFailure(await send(m, API.finance.createFinOrder, { productId: custom.id, remark: '   ' }), 40000, refused)
    expectFailure(
      await send(m, API.finance.createFinOrder, { productId: custom.id, remark: ' 四个字儿 '.slice(0, 5) }),
      40000,
      refused
    )
    const o = await buy(t, m.token, custom.id, ' 五个字要求 ')
    expect(o).toMatchObject({ kind: 'custom', amount: 299900, creditPrice: 0, status: 'unpaid' })
    const [row] = await t.app.db
      .select({ remark: finOrders.remark })
      .from(finOrders)
      .where(eq(finOrders.orderNo, o.orderNo))
    expect(row.remark).toBe('五个字要求')
  })

  it('ignores a remark on other products', async () => {
    const m = await member(t)
    const o = await buy(t, m.token, (await productOf(t, 'vip')).id, '随便写点什么')
    const [row] = await t.app.db
      .select({ remark: finOrders.remark })
      .from(finOrders)
      .where(eq(finOrders.orderNo, o.orderNo))
    expect(row.remark).toBe('')
  })

  it('refuses bad input with a Chinese message, never a 500', async () => {
    const m = await member(t)
    for (const productId of ['abc', 0, -1, 1.5, FAR_ID * 2, null]) {
      expectFailure(await send(m, API.finance.createFinOrder, { productId }), 40000, '商品不正确')
    }
    expectFailure(await send(m, API.finance.createFinOrder, {}), 40000, '商品不正确')
    const custom = await productOf(t, 'custom')
    expectFailure(
      await send(m, API.finance.createFinOrder, { productId: custom.id, remark: '要'.repeat(501) }),
      40000,
      '要求最多500个字'
    )
    expectFailure(await send(m, API.finance.getFinOrder, {}), 40000, '订单号不正确')
    expectFailure(await send(m, API.finance.getFinOrder, { orderNo: 'x'.repeat(41) }), 40000, '订单号不正确')
    expectFailure(await send(m, API.finance.getFinOrder, { orderNo: 'NOPE' }), 40400, '订单不存在')
  })
})

// ================================================================= balance

describe('paying from the balance', () => {
  ledgerStaysSound()

  it('pays a VIP plan: the order is paid and the member is VIP for its days', async () => {
    const m = await lover(t)
    expect((await ok(send(m, API.member.getUser))).isWhetherVip).toBe(false)
    await fund(t, m.id, 6800)
    const o = await buy(t, m.token, (await productOf(t, 'vip')).id)
    const paid = await ok(pay(m, o.orderNo))
    expect(paid).toMatchObject({ orderNo: o.orderNo, status: 'paid', payMethod: 'wallet', amount: 6800 })
    expect(Math.abs(Date.now() - Date.parse(paid.paidAt))).toBeLessThan(MINUTE)
    expect(await order(m, o.orderNo)).toEqual(paid)
    expect(await wallet(m)).toEqual({ balance: 0, credit: 0, lineCredits: 0 })

    expect(await ok(send(m, API.member.getUser))).toMatchObject({ isWhetherVip: true, userVipType: 1 })
    expect(await ok(send(m, API.love.checkLoginUserInfo))).toMatchObject({
      whetherLoveUser: true,
      whetherVip: true,
      userVipType: 1
    })
    const expiry = (await userRow(t, 1, m.id)).vipExpiresAt!.getTime()
    expect(Math.abs(expiry - (Date.now() + 30 * DAY))).toBeLessThan(MINUTE)
  })

  it('extends a live VIP from its current expiry, not from now, and keeps the higher level', async () => {
    const m = await member(t)
    await buyWithBalance(m, await productNamed('月度VIP'))
    const first = (await userRow(t, 1, m.id)).vipExpiresAt!.getTime()
    await buyWithBalance(m, await productNamed('季度VIP'))
    const second = (await userRow(t, 1, m.id)).vipExpiresAt!.getTime()
    expect(second).toBe(first + 90 * DAY)
    await buyWithBalance(m, await productNamed('年度钻石VIP'))
    expect(await ok(send(m, API.member.getUser))).toMatchObject({ isWhetherVip: true, userVipType: 2 })
    expect((await userRow(t, 1, m.id)).vipExpiresAt!.getTime()).toBe(second + 365 * DAY)
    await buyWithBalance(m, await productNamed('月度VIP'))
    expect(await ok(send(m, API.member.getUser))).toMatchObject({ userVipType: 2 })
  })

  it('starts a lapsed VIP from now', async () => {
    const m = await member(t)
    const lapsed = new Date(Date.now() - 10 * DAY)
    await t.app.db
      .update(users)
      .set({ vipType: 2, vipExpiresAt: lapsed })
      .where(and(eq(users.tenantId, 1), eq(users.id, m.id)))
    expect((await ok(send(m, API.member.getUser))).isWhetherVip).toBe(false)
    await buyWithBalance(m, await productNamed('月度VIP'))
    const row = await userRow(t, 1, m.id)
    expect(Math.abs(row.vipExpiresAt!.getTime() - (Date.now() + 30 * DAY))).toBeLessThan(MINUTE)
    expect(row.vipType).toBe(1)
  })

  it('refuses to pay twice and charges once', async () => {
    const m = await member(t)
    await fund(t, m.id, 6800 * 2)
    const o = await buy(t, m.token, (await productOf(t, 'vip')).id)
    await ok(pay(m, o.orderNo))
    const before = await moneyState(m, [o.orderNo])
    expectFailure(await pay(m, o.orderNo), 41007, '订单已支付，无需重复支付')
    expectFailure(await pay(m, o.orderNo, 'credit'), 41007, '订单已支付，无需重复支付')
    expect(await moneyState(m, [o.orderNo])).toEqual(before)
    expect(before.wallet.balance).toBe(6800)
  })

  it('refuses when the balance is short and changes nothing; the order can still be paid after a top-up', async () => {
    const m = await member(t)
    await fund(t, m.id, 6799)
    const o = await buy(t, m.token, (await productOf(t, 'vip')).id)
    const before = await moneyState(m, [o.orderNo])
    expectFailure(await pay(m, o.orderNo), 41006, '余额不足')
    expectFailure(await pay(m, o.orderNo, 'balance'), 41006, '余额不足')
    expect(await moneyState(m, [o.orderNo])).toEqual(before)
    expect(before.wallet.balance).toBe(6799)
    expect((await order(m, o.orderNo)).status).toBe('unpaid')
    expect((await ok(send(m, API.member.getUser))).isWhetherVip).toBe(false)

    await fund(t, m.id, 1)
    expect((await ok(pay(m, o.orderNo))).status).toBe('paid')
    expect((await wallet(m)).balance).toBe(0)
  })

  it('refuses an expired order', async () => {
    const m = await member(t)
    await fund(t, m.id, 6800)
    const o = await buy(t, m.token, (await productOf(t, 'vip')).id)
    await expireOrder(1, o.orderNo)
    const before = await moneyState(m, [o.orderNo])
    expectFailure(await pay(m, o.orderNo), 41007, '订单已过期，请重新下单')
    expect(await moneyState(m, [o.orderNo])).toEqual(before)
    expect(before.wallet.balance).toBe(6800)
  })

  it("never pays or shows another member's order", async () => {
    const owner = await member(t)
    const other = await member(t)
    await fund(t, other.id, 6800)
    const o = await buy(t, owner.token, (await productOf(t, 'vip')).id)
    expectFailure(await pay(other, o.orderNo), 40400, '订单不存在')
    expectFailure(await send(other, API.finance.getFinOrder, { orderNo: o.orderNo }), 40400, '订单不存在')
    expect((await wallet(other)).balance).toBe(6800)
    expect((await order(owner, o.orderNo)).status).toBe('unpaid')
  })

  it('refuses bad input with a Chinese message, never a 500', async () => {
    const m = await member(t)
    const o = await buy(t, m.token, (await productOf(t, 'vip')).id)
    expectFailure(await send(m, API.finance.walletPay, {}), 40000, '订单号不正确')
    expectFailure(await send(m, API.finance.walletPay, { orderNo: '' }), 40000, '订单号不正确')
    expectFailure(await send(m, API.finance.walletPay, { orderNo: 12 }), 40000, '订单号不正确')
    expectFailure(
      await send(m, API.finance.walletPay, { orderNo: o.orderNo, account: 'cash' }),
      40000,
      '支付方式不正确'
    )
    expectFailure(await send(m, API.finance.walletPay, { orderNo: 'NOPE' }), 40400, '订单不存在')
    expect((await order(m, o.orderNo)).status).toBe('unpaid')
  })
})

// ================================================================= points

describe('paying with points', () => {
  ledgerStaysSound()

  it('pays a VIP plan with its points price, leaving the balance alone', async () => {
    const m = await member(t)
    await givePoints(t, m.id, 700)
    await fund(t, m.id, 10000)
    const o = await buy(t, m.token, (await productOf(t, 'vip')).id)
    const paid = await ok(pay(m, o.orderNo, 'credit'))
    expect(paid).toMatchObject({ status: 'paid', payMethod: 'credit', amount: 6800, creditPrice: 680 })
    expect(await wallet(m)).toEqual({ balance: 10000, credit: 20, lineCredits: 0 })
    expect(await ok(send(m, API.member.getUser))).toMatchObject({ isWhetherVip: true, userVipType: 1 })
  })

  it('pays a line package with points, giving its credits', async () => {
    const m = await member(t)
    await givePoints(t, m.id, 990)
    const o = await buy(t, m.token, (await productOf(t, 'line')).id)
    await ok(pay(m, o.orderNo, 'credit'))
    expect(await wallet(m)).toEqual({ balance: 0, credit: 0, lineCredits: 1 })
  })

  it('refuses points for what creditFinanceItems leaves out (a points pack, customisation, boost)', async () => {
    const m = await member(t)
    await givePoints(t, m.id, 100_000)
    for (const [kind, remark] of [['credit'], ['custom', '希望对方踏实稳重'], ['boost']] as const) {
      const o = await buy(t, m.token, (await productOf(t, kind)).id, remark)
      const before = await moneyState(m, [o.orderNo])
      expectFailure(await pay(m, o.orderNo, 'credit'), 41007, '该商品不能使用积分支付')
      expect(await moneyState(m, [o.orderNo])).toEqual(before)
    }
  })

  it('refuses when points are short and changes nothing', async () => {
    const m = await member(t)
    await givePoints(t, m.id, 679)
    const o = await buy(t, m.token, (await productOf(t, 'vip')).id)
    const before = await moneyState(m, [o.orderNo])
    expectFailure(await pay(m, o.orderNo, 'credit'), 41006, '积分不足')
    expect(await moneyState(m, [o.orderNo])).toEqual(before)
    expect(before.wallet.credit).toBe(679)
  })

  it('follows the tenant: no points price once the ratio is 0', async () => {
    await withFinanceConfig(1, { creditBalanceRatio: 0 }, async () => {
      const m = await member(t)
      await givePoints(t, m.id, 10_000)
      const o = await buy(t, m.token, (await productOf(t, 'vip')).id)
      expect(o.creditPrice).toBe(0)
      expectFailure(await pay(m, o.orderNo, 'credit'), 41007, '该商品不能使用积分支付')
    })
  })
})

// ================================================================= placements

describe('top and boost placements', () => {
  ledgerStaysSound()

  it('a top purchase opens a placement window from now for its days', async () => {
    const m = await lover(t)
    await buyWithBalance(m, await productNamed('置顶1天'))
    const windows = await ok(send(m, API.loveUser.getMyPlacements))
    expect(windows).toHaveLength(1)
    expect(windows[0]).toMatchObject({ kind: 'top', active: true })
    expect(Date.parse(windows[0].endsAt) - Date.parse(windows[0].startsAt)).toBe(DAY)
    expect(Math.abs(Date.parse(windows[0].startsAt) - Date.now())).toBeLessThan(MINUTE)
  })

  it('a second top purchase starts when the first ends; a boost runs on its own', async () => {
    const m = await lover(t)
    await buyWithBalance(m, await productNamed('置顶1天'))
    await buyWithBalance(m, await productNamed('置顶3天'))
    await buyWithBalance(m, await productNamed('推广3天'))
    const windows = await ok(send(m, API.loveUser.getMyPlacements))
    const tops = windows.filter((w) => w.kind === 'top')
    expect(tops).toHaveLength(2)
    const [later, first] = tops
    expect(later.startsAt).toBe(first.endsAt)
    expect(Date.parse(later.endsAt) - Date.parse(later.startsAt)).toBe(3 * DAY)
    expect([first.active, later.active]).toEqual([true, false])
    const boost = windows.find((w) => w.kind === 'boost')!
    expect(boost.active).toBe(true)
    expect(Date.parse(boost.endsAt) - Date.parse(boost.startsAt)).toBe(3 * DAY)
    expect(Math.abs(Date.parse(boost.startsAt) - Date.now())).toBeLessThan(MINUTE)
  })

  it('pays a top placement with points too', async () => {
    const m = await lover(t)
    await givePoints(t, m.id, 99)
    const o = await buy(t, m.token, (await productOf(t, 'top')).id)
    await ok(pay(m, o.orderNo, 'credit'))
    expect(await ok(send(m, API.loveUser.getMyPlacements))).toHaveLength(1)
  })

  it("puts the topped member first in another member's feed", async () => {
    const city = { residenceProvince: '浙江省', residenceCity: '舟山市' }
    const viewer = await man(t, {
      ...city,
      mate: {
        ...profileInput().mate,
        ageMin: 24,
        ageMax: 34,
        heightMin: 155,
        heightMax: 175,
        educationMin: 'college',
        city: ''
      }
    })
    const fit = await lover(t, { ...city, nickname: '相配' })
    const topped = await lover(t, { ...city, birthDate: '1975-01-01', education: 'senior', height: 150 })
    const feed = async () =>
      (await ok(send(viewer, API.loveUser.getRecommendPage, { cursor: '', pageSize: 20, city: '舟山市' }))).list
    expect((await feed()).map((c) => c.userId)).toEqual([fit.id, topped.id])
    await buyWithBalance(topped, await productOf(t, 'top'))
    const cards = await feed()
    expect(cards.map((c) => c.userId)).toEqual([topped.id, fit.id])
    expect(cards[0].isTop).toBe(true)
  })
})

// ================================================================= lines

describe('matchmaking lines', () => {
  ledgerStaysSound()

  /** A member holding `credits` line credits, bought as a package. */
  async function withCredits(credits: 1 | 3): Promise<Lover> {
    const m = await member(t)
    await buyWithBalance(m, await productNamed(credits === 1 ? '牵线1次' : '牵线3次'))
    return m
  }

  it('a line package adds its credits', async () => {
    const m = await withCredits(3)
    expect(await wallet(m)).toEqual({ balance: 0, credit: 0, lineCredits: 3 })
    await buyWithBalance(m, await productNamed('牵线1次'))
    expect((await wallet(m)).lineCredits).toBe(4)
  })

  it('a request spends one credit and shows as pending; the same target twice is refused', async () => {
    const m = await withCredits(3)
    const target = await lover(t, { nickname: '心仪对象' })
    const line = await ok(send(m, API.finance.requestLine, { targetId: target.id, remark: ' 想认识一下 ' }))
    expect(line).toMatchObject({
      targetId: target.id,
      targetNickname: '心仪对象',
      remark: '想认识一下',
      status: 'pending',
      note: '',
      handledAt: ''
    })
    expect((await wallet(m)).lineCredits).toBe(2)
    expectFailure(
      await send(m, API.finance.requestLine, { targetId: target.id }),
      40900,
      '你已申请过为TA牵线，红娘正在安排'
    )
    expect((await wallet(m)).lineCredits).toBe(2)
    const mine = await ok(send(m, API.finance.getMyLines, { pageNum: 1, pageSize: 20 }))
    expect(mine.total).toBe(1)
    expect(mine.list).toEqual([line])
    // A different target is fine.
    await ok(send(m, API.finance.requestLine, { targetId: (await lover(t)).id }))
    expect((await wallet(m)).lineCredits).toBe(1)
  })

  it('refuses without credits and stores nothing', async () => {
    const m = await member(t)
    const target = await lover(t)
    expectFailure(
      await send(m, API.finance.requestLine, { targetId: target.id }),
      41006,
      '牵线次数不足，请先购买牵线套餐'
    )
    expect((await ok(send(m, API.finance.getMyLines, { pageNum: 1, pageSize: 20 }))).total).toBe(0)
    expect((await wallet(m)).lineCredits).toBe(0)
  })

  it("refuses oneself, unknown members, members without a profile and other tenants' members", async () => {
    const m = await withCredits(1)
    await t.call(API.loveUser.signUp, profileInput(), { token: m.token })
    expectFailure(await send(m, API.finance.requestLine, { targetId: m.id }), 40000, '不能给自己申请牵线')
    expectFailure(await send(m, API.finance.requestLine, { targetId: FAR_ID }), 40400, '该会员不存在或已隐藏资料')
    expectFailure(
      await send(m, API.finance.requestLine, { targetId: (await member(t)).id }),
      40400,
      '该会员不存在或已隐藏资料'
    )
    expectFailure(
      await send(m, API.finance.requestLine, { targetId: (await lover(t, {}, HOST_B)).id }),
      40400,
      '该会员不存在或已隐藏资料'
    )
    expectFailure(await send(m, API.finance.requestLine, { targetId: 0 }), 40000, '会员不正确')
    expectFailure(await send(m, API.finance.requestLine, {}), 40000, '会员不正确')
    expectFailure(
      await send(m, API.finance.requestLine, { targetId: (await lover(t)).id, remark: '话'.repeat(201) }),
      40000,
      '留言最多200个字'
    )
    expect((await wallet(m)).lineCredits).toBe(1)
  })

  it('arranged by an admin: the credit stays used and the member sees the note', async () => {
    const m = await withCredits(1)
    const line = await ok(send(m, API.finance.requestLine, { targetId: (await lover(t)).id }))
    const admin = await staff('admin')
    const handled = await ok(
      send(admin, API.finance.staffHandleLine, { id: line.id, arranged: true, note: ' 已联系双方 ' })
    )
    expect(handled).toMatchObject({ id: line.id, userId: m.id, status: 'arranged', note: '已联系双方' })
    expect(handled.handledAt).not.toBe('')
    expect((await wallet(m)).lineCredits).toBe(0)
    const mine = await ok(send(m, API.finance.getMyLines, { pageNum: 1, pageSize: 20 }))
    expect(mine.list[0]).toMatchObject({ status: 'arranged', note: '已联系双方' })
    expect(mine.list[0]).not.toHaveProperty('userId')
  })

  it('cancelled by a matchmaker: needs a note and gives the credit back', async () => {
    const m = await withCredits(1)
    const target = await lover(t)
    const line = await ok(send(m, API.finance.requestLine, { targetId: target.id }))
    const matchmaker = await staff('matchmaker')
    const pending = await ok(
      send(matchmaker, API.finance.staffGetLines, { pageNum: 1, pageSize: 50, status: 'pending' })
    )
    expect(pending.list.find((l) => l.id === line.id)).toMatchObject({ userId: m.id, status: 'pending' })
    expect(pending.list.every((l) => l.status === 'pending')).toBe(true)

    expectFailure(
      await send(matchmaker, API.finance.staffHandleLine, { id: line.id, arranged: false, note: '  ' }),
      40000,
      '请填写取消原因'
    )
    expect((await wallet(m)).lineCredits).toBe(0)
    const cancelled = await ok(
      send(matchmaker, API.finance.staffHandleLine, { id: line.id, arranged: false, note: '对方暂不考虑' })
    )
    expect(cancelled).toMatchObject({ status: 'cancelled', note: '对方暂不考虑' })
    expect((await wallet(m)).lineCredits).toBe(1)
    // No longer pending: the member may ask again.
    await ok(send(m, API.finance.requestLine, { targetId: target.id }))
    expect((await wallet(m)).lineCredits).toBe(0)
  })

  it("is handled once; unknown and other tenants' requests are not found", async () => {
    const m = await withCredits(1)
    const line = await ok(send(m, API.finance.requestLine, { targetId: (await lover(t)).id }))
    const admin = await staff('admin')
    expectFailure(
      await send(await staff('admin', HOST_B), API.finance.staffHandleLine, { id: line.id, arranged: true, note: '' }),
      40400,
      '牵线申请不存在'
    )
    await ok(send(admin, API.finance.staffHandleLine, { id: line.id, arranged: true, note: '' }))
    expectFailure(
      await send(admin, API.finance.staffHandleLine, { id: line.id, arranged: true, note: '' }),
      40900,
      '这条牵线申请已处理'
    )
    expectFailure(
      await send(admin, API.finance.staffHandleLine, { id: line.id, arranged: false, note: '改主意了' }),
      40900,
      '这条牵线申请已处理'
    )
    expect((await wallet(m)).lineCredits).toBe(0)
    expectFailure(
      await send(admin, API.finance.staffHandleLine, { id: FAR_ID, arranged: true, note: '' }),
      40400,
      '牵线申请不存在'
    )
  })

  it('is for admins and matchmakers only', async () => {
    const m = await withCredits(1)
    const line = await ok(send(m, API.finance.requestLine, { targetId: (await lover(t)).id }))
    for (const who of [m, await member(t), await staff('auditor')]) {
      expectFailure(
        await send(who, API.finance.staffHandleLine, { id: line.id, arranged: true, note: '' }),
        40300,
        '没有权限'
      )
      expectFailure(await send(who, API.finance.staffGetLines, { pageNum: 1, pageSize: 20 }), 40300, '没有权限')
    }
    expect((await ok(send(m, API.finance.getMyLines, { pageNum: 1, pageSize: 20 }))).list[0].status).toBe('pending')
  })

  it('refuses bad staff input with a Chinese message', async () => {
    const admin = await staff('admin')
    expectFailure(
      await send(admin, API.finance.staffHandleLine, { id: 0, arranged: true, note: '' }),
      40000,
      '编号不正确'
    )
    expectFailure(await send(admin, API.finance.staffHandleLine, { id: 1, note: '' }), 40000, '请选择处理结果')
    expectFailure(await send(admin, API.finance.staffHandleLine, { id: 1, arranged: true }), 40000, '备注最多200个字')
    expectFailure(
      await send(admin, API.finance.staffHandleLine, { id: 1, arranged: true, note: '注'.repeat(201) }),
      40000,
      '备注最多200个字'
    )
    expectFailure(
      await send(admin, API.finance.staffGetLines, { pageNum: 1, pageSize: 20, status: 'done' }),
      40000,
      '状态不正确'
    )
  })
})

// ================================================================= customisation

describe('private customisation', () => {
  ledgerStaysSound()

  it("a paid custom product opens a service with the member's requirements", async () => {
    const m = await member(t)
    const custom = await productOf(t, 'custom')
    expect(await ok(send(m, API.finance.getMyCustomServices))).toEqual([])
    const unpaid = await buy(t, m.token, custom.id, '先下单不付款的要求')
    expect(unpaid.status).toBe('unpaid')
    expect(await ok(send(m, API.finance.getMyCustomServices))).toEqual([])

    await buyWithBalance(m, custom, ' 希望找一位温柔体贴、喜欢旅行的人 ')
    const services = await ok(send(m, API.finance.getMyCustomServices))
    expect(services).toHaveLength(1)
    expect(services[0]).toMatchObject({
      title: '私人定制·季度',
      remark: '希望找一位温柔体贴、喜欢旅行的人',
      status: 'waiting'
    })
    expect(Date.parse(services[0].endsAt) - Date.parse(services[0].startsAt)).toBe(90 * DAY)
    expect(await ok(send(await member(t), API.finance.getMyCustomServices))).toEqual([])
  })
})

// ================================================================= sandbox payments

describe('external payments in the sandbox', () => {
  ledgerStaysSound()

  it('tenPay and aliPay answer the sandbox cashier and pay nothing yet', async () => {
    const m = await member(t)
    const o = await buy(t, m.token, (await productOf(t, 'vip')).id)
    for (const scene of ['jsapi', 'miniapp', 'h5'] as const) {
      expect(await ok(send(m, API.finance.tenPay, { orderNo: o.orderNo, scene }))).toEqual({
        mode: 'sandbox',
        provider: 'tenpay',
        orderNo: o.orderNo
      })
    }
    expect(
      await ok(send(m, API.finance.aliPay, { orderNo: o.orderNo, returnUrl: 'https://a.love.test/pay/done' }))
    ).toEqual({
      mode: 'sandbox',
      provider: 'alipay',
      orderNo: o.orderNo
    })
    expect((await order(m, o.orderNo)).status).toBe('unpaid')
  })

  it('a points pack paid through the sandbox WeChat Pay adds points and shows in the points history', async () => {
    const m = await member(t)
    const o = await buy(t, m.token, (await productOf(t, 'credit')).id)
    await ok(send(m, API.finance.tenPay, { orderNo: o.orderNo, scene: 'h5' }))
    const paid = await ok(send(m, API.finance.sandboxPay, { orderNo: o.orderNo, provider: 'tenpay', confirm: true }))
    expect(paid).toMatchObject({ orderNo: o.orderNo, status: 'paid', payMethod: 'tenpay' })
    expect(await wallet(m)).toEqual({ balance: 0, credit: 100, lineCredits: 0 })
    const his = await ok(send(m, API.finance.getPagedCreditHis, { pageNum: 1, pageSize: 20 }))
    expect(his.total).toBe(1)
    expect(his.list[0]).toMatchObject({ title: '充值100积分', amount: 100, balanceAfter: 100 })
  })

  it('a VIP plan paid through the sandbox Alipay makes the member VIP', async () => {
    const m = await member(t)
    const o = await buy(t, m.token, (await productOf(t, 'vip')).id)
    const paid = await ok(send(m, API.finance.sandboxPay, { orderNo: o.orderNo, provider: 'alipay', confirm: true }))
    expect(paid).toMatchObject({ status: 'paid', payMethod: 'alipay' })
    expect(await ok(send(m, API.member.getUser))).toMatchObject({ isWhetherVip: true, userVipType: 1 })
  })

  it('cancelling in the sandbox cashier changes nothing', async () => {
    const m = await member(t)
    const o = await buy(t, m.token, (await productOf(t, 'credit')).id)
    const before = await moneyState(m, [o.orderNo])
    const answer = await ok(send(m, API.finance.sandboxPay, { orderNo: o.orderNo, provider: 'tenpay', confirm: false }))
    expect(answer).toMatchObject({ status: 'unpaid', payMethod: null })
    expect(await moneyState(m, [o.orderNo])).toEqual(before)
  })

  it('refuses a paid or expired order before going to the provider', async () => {
    const m = await member(t)
    const paid = await buy(t, m.token, (await productOf(t, 'credit')).id)
    await ok(send(m, API.finance.sandboxPay, { orderNo: paid.orderNo, provider: 'tenpay', confirm: true }))
    expectFailure(
      await send(m, API.finance.tenPay, { orderNo: paid.orderNo, scene: 'h5' }),
      41007,
      '订单已支付，无需重复支付'
    )
    expectFailure(await send(m, API.finance.aliPay, { orderNo: paid.orderNo }), 41007, '订单已支付，无需重复支付')
    expectFailure(
      await send(m, API.finance.sandboxPay, { orderNo: paid.orderNo, provider: 'alipay', confirm: true }),
      41007,
      '订单已支付，无需重复支付'
    )

    const old = await buy(t, m.token, (await productOf(t, 'credit')).id)
    await expireOrder(1, old.orderNo)
    const before = await moneyState(m, [paid.orderNo, old.orderNo])
    expectFailure(
      await send(m, API.finance.tenPay, { orderNo: old.orderNo, scene: 'h5' }),
      41007,
      '订单已过期，请重新下单'
    )
    expectFailure(
      await send(m, API.finance.sandboxPay, { orderNo: old.orderNo, provider: 'tenpay', confirm: true }),
      41007,
      '订单已过期，请重新下单'
    )
    expect(await moneyState(m, [paid.orderNo, old.orderNo])).toEqual(before)
    expect(before.wallet.credit).toBe(100)
  })

  it('refuses bad input with a Chinese message', async () => {
    const m = await member(t)
    const o = await buy(t, m.token, (await productOf(t, 'credit')).id)
    expectFailure(await send(m, API.finance.tenPay, { orderNo: o.orderNo }), 40000, '支付场景不正确')
    expectFailure(await send(m, API.finance.tenPay, { orderNo: o.orderNo, scene: 'app' }), 40000, '支付场景不正确')
    expectFailure(await send(m, API.finance.tenPay, { scene: 'h5' }), 40000, '订单号不正确')
    expectFailure(
      await send(m, API.finance.aliPay, { orderNo: o.orderNo, returnUrl: 'x'.repeat(501) }),
      40000,
      '返回地址不正确'
    )
    expectFailure(
      await send(m, API.finance.sandboxPay, { orderNo: o.orderNo, provider: 'paypal', confirm: true }),
      40000,
      '支付方式不正确'
    )
    expectFailure(
      await send(m, API.finance.sandboxPay, { orderNo: o.orderNo, provider: 'tenpay' }),
      40000,
      '请选择是否确认支付'
    )
    expectFailure(await send(m, API.finance.tenPay, { orderNo: 'NOPE', scene: 'h5' }), 40400, '订单不存在')
    expect((await order(m, o.orderNo)).status).toBe('unpaid')
  })
})

// ================================================================= callbacks

describe('payment callbacks', () => {
  ledgerStaysSound()

  it('a signed callback pays the order', async () => {
    const m = await member(t)
    const o = await buy(t, m.token, (await productOf(t, 'vip')).id)
    const res = await notify(sandbox().signedCallback(o.orderNo, o.amount))
    expect(res.status).toBe(200)
    expect(JSON.parse(res.text)).toEqual({ code: 'SUCCESS' })
    expect(await order(m, o.orderNo)).toMatchObject({ status: 'paid', payMethod: 'tenpay' })
    expect(await ok(send(m, API.member.getUser))).toMatchObject({ isWhetherVip: true, userVipType: 1 })
  })

  it('replaying the same callback changes nothing', async () => {
    const m = await member(t)
    const vip = await buy(t, m.token, (await productOf(t, 'vip')).id)
    const pack = await buy(t, m.token, (await productOf(t, 'credit')).id)
    const vipRaw = sandbox().signedCallback(vip.orderNo, vip.amount)
    const packRaw = sandbox('alipay').signedCallback(pack.orderNo, pack.amount)
    expect((await notify(vipRaw)).status).toBe(200)
    expect((await notify(packRaw, 1, 'alipay')).status).toBe(200)
    const after = await moneyState(m, [vip.orderNo, pack.orderNo])
    expect(after.wallet).toEqual({ balance: 0, credit: 100, lineCredits: 0 })
    expect(after.vipExpiresAt).not.toBeNull()
    for (let i = 0; i < 5; i++) {
      expect((await notify(vipRaw)).status).toBe(200)
      expect((await notify(packRaw, 1, 'alipay')).status).toBe(200)
    }
    expect(await moneyState(m, [vip.orderNo, pack.orderNo])).toEqual(after)
  })

  it('refuses forged callbacks (wrong secret, tampered amount or order) and changes nothing', async () => {
    const m = await member(t)
    const cheap = await buy(t, m.token, (await productNamed('置顶1天')).id)
    const dear = await buy(t, m.token, (await productNamed('年度钻石VIP')).id)
    const before = await moneyState(m, [cheap.orderNo, dear.orderNo])
    const genuine = sandbox().signedCallback(cheap.orderNo, cheap.amount)
    const forged: Raw[] = [
      sandbox('tenpay', 'not-the-secret').signedCallback(dear.orderNo, dear.amount),
      tampered(sandbox().signedCallback(dear.orderNo, 1), { amount: dear.amount }),
      tampered(genuine, { orderNo: dear.orderNo, amount: dear.amount }),
      tampered(genuine, { orderNo: dear.orderNo }),
      { headers: { 'content-type': 'application/json' }, body: genuine.body },
      // Signed for the other channel.
      sandbox('alipay').signedCallback(dear.orderNo, dear.amount)
    ]
    for (const raw of forged) {
      const res = await notify(raw)
      expect(res.status).toBe(400)
      expect(JSON.parse(res.text)).toMatchObject({ code: 'FAIL' })
    }
    expect(await moneyState(m, [cheap.orderNo, dear.orderNo])).toEqual(before)
    // The genuine one still works afterwards.
    expect((await notify(genuine)).status).toBe(200)
    expect((await order(m, cheap.orderNo)).status).toBe('paid')
    expect((await order(m, dear.orderNo)).status).toBe('unpaid')
  })

  it('answers a non-JSON or incomplete body with a nack, not a 500', async () => {
    for (const raw of [
      signBody('not json'),
      signBody('{"orderNo":"X"}'),
      signBody(''),
      { headers: { 'content-type': 'text/plain' }, body: 'a=b' }
    ]) {
      const res = await notify(raw)
      expect(res.status).toBe(400)
    }
  })

  it('does not apply a callback whose amount differs from the order (acknowledged, so the gateway stops retrying)', async () => {
    const m = await member(t)
    const o = await buy(t, m.token, (await productOf(t, 'vip')).id)
    const before = await moneyState(m, [o.orderNo])
    for (const amount of [o.amount - 1, o.amount + 1, 1]) {
      const res = await notify(sandbox().signedCallback(o.orderNo, amount))
      expect(res.status).toBe(200)
    }
    expect(await moneyState(m, [o.orderNo])).toEqual(before)
  })

  it('ignores a callback that reports no payment', async () => {
    const m = await member(t)
    const o = await buy(t, m.token, (await productOf(t, 'vip')).id)
    const before = await moneyState(m, [o.orderNo])
    const res = await notify(
      signBody(JSON.stringify({ orderNo: o.orderNo, tradeNo: 'T-CLOSED', amount: o.amount, paid: false }))
    )
    expect(res.status).toBe(200)
    expect(await moneyState(m, [o.orderNo])).toEqual(before)
  })

  it('a second, different payment of a wallet-paid order goes to the balance exactly once', async () => {
    const m = await member(t)
    await fund(t, m.id, 6800)
    const o = await buy(t, m.token, (await productOf(t, 'vip')).id)
    await ok(pay(m, o.orderNo))
    const expiry = (await userRow(t, 1, m.id)).vipExpiresAt!.toISOString()
    const second = sandbox().signedCallback(o.orderNo, o.amount)
    expect((await notify(second)).status).toBe(200)
    const after = await moneyState(m, [o.orderNo])
    expect(after.wallet.balance).toBe(6800)
    expect(after.vipExpiresAt).toBe(expiry)
    expect(after.orders[0]).toMatchObject({ status: 'paid', payMethod: 'wallet' })
    for (let i = 0; i < 3; i++) expect((await notify(second)).status).toBe(200)
    expect(await moneyState(m, [o.orderNo])).toEqual(after)
    const incomes = await ok(send(m, API.finance.getPagedIncomes, { pageNum: 1, pageSize: 20 }))
    expect(incomes.list[0].title.startsWith('重复支付转入')).toBe(true)
    expect(incomes.list[0]).toMatchObject({ amount: 6800, balanceAfter: 6800 })
    expect(incomes.list.filter((r) => r.title.startsWith('重复支付转入'))).toHaveLength(1)
  })

  it('a payment through the other channel of an already paid order goes to the balance too', async () => {
    const m = await member(t)
    const o = await buy(t, m.token, (await productOf(t, 'credit')).id)
    expect((await notify(sandbox().signedCallback(o.orderNo, o.amount))).status).toBe(200)
    const other = sandbox('alipay').signedCallback(o.orderNo, o.amount)
    expect((await notify(other, 1, 'alipay')).status).toBe(200)
    expect((await notify(other, 1, 'alipay')).status).toBe(200)
    expect(await wallet(m)).toEqual({ balance: 1000, credit: 100, lineCredits: 0 })
  })

  it("a callback on another tenant's path does not pay the order", async () => {
    const m = await member(t)
    const o = await buy(t, m.token, (await productOf(t, 'vip')).id)
    const before = await moneyState(m, [o.orderNo])
    const raw = sandbox().signedCallback(o.orderNo, o.amount)
    // Signed, so acknowledged (a retry could never succeed), but never applied to another tenant's order.
    expect((await notify(raw, 2)).status).toBe(200)
    expect((await notify(raw, 999)).status).toBe(200)
    expect(await moneyState(m, [o.orderNo])).toEqual(before)
    expect((await notify(raw, 1)).status).toBe(200)
    expect((await order(m, o.orderNo)).status).toBe('paid')
  })
})

// ================================================================= cash-out

describe('cash-out', () => {
  ledgerStaysSound()

  const alipay = (amount: number, extra: Record<string, unknown> = {}) => ({
    amount,
    channel: 'alipay',
    account: '13800138000',
    realName: '张三',
    ...extra
  })
  const apply = (who: Lover, body: Record<string, unknown>) => send(who, API.finance.applyCashout, body)
  const allowance = (who: Lover) => ok(send(who, API.finance.getCouldCashutAmount))

  it('tells what may be withdrawn, under which rules, and why not', async () => {
    const m = await member(t)
    expect(await allowance(m)).toEqual({
      canCashout: true,
      balance: 0,
      couldCashout: 0,
      minAmount: 1000,
      singleMax: 200000,
      todayRemaining: 500000,
      chargeCommission: true,
      commissionRatio: 1,
      commissionMin: 100,
      needAudit: true,
      reason: '余额满10.00元才可提现'
    })
    await fund(t, m.id, 999)
    expect(await allowance(m)).toMatchObject({ balance: 999, couldCashout: 0, reason: '余额满10.00元才可提现' })
    await fund(t, m.id, 4001)
    expect(await allowance(m)).toMatchObject({ balance: 5000, couldCashout: 5000, reason: '' })
    await fund(t, m.id, 295000)
    expect(await allowance(m)).toMatchObject({ balance: 300000, couldCashout: 200000, reason: '' })
  })

  it('refuses amounts outside the single limits', async () => {
    const m = await member(t)
    await fund(t, m.id, 300000)
    expectFailure(await apply(m, alipay(999)), 41008, '单次最低提现10.00元')
    expectFailure(await apply(m, alipay(200001)), 41008, '单次最多提现2000.00元')
    expect((await wallet(m)).balance).toBe(300000)
  })

  it("to Alipay needs a valid account and the holder's Chinese real name", async () => {
    const m = await member(t)
    await fund(t, m.id, 5000)
    for (const account of [undefined, '', 'abc', '1380013800', '12800138000', 'a@b']) {
      expectFailure(await apply(m, alipay(2000, { account })), 40000, '请填写正确的支付宝账号（手机号或邮箱）')
    }
    for (const realName of [undefined, '', 'Tom', '张', '张3']) {
      expectFailure(await apply(m, alipay(2000, { realName })), 40000, '请填写支付宝实名认证的真实姓名')
    }
    expect((await wallet(m)).balance).toBe(5000)
    const row = await ok(apply(m, alipay(2000, { account: ' zhang.san@example.com ', realName: '欧阳·娜娜' })))
    expect(row).toMatchObject({ channel: 'alipay', account: 'zhang.san@example.com', status: 'pending' })
  })

  it('to WeChat needs a bound WeChat; a member who came through WeChat has one', async () => {
    const token = await loginWithSms(t, '13912340001')
    const smsOnly: Lover = { token, id: await userIdOf(t, token), host: HOST_A }
    await fund(t, smsOnly.id, 5000)
    expectFailure(
      await apply(smsOnly, { amount: 2000, channel: 'wechat' }),
      41008,
      '提现到微信零钱需要先绑定微信，也可以选择提现到支付宝'
    )
    expect((await wallet(smsOnly)).balance).toBe(5000)

    const wx = await mpMember()
    await fund(t, wx.id, 5000)
    const row = await ok(apply(wx, { amount: 2000, channel: 'wechat' }))
    // The openid is not shown back to the member.
    expect(row).toMatchObject({
      channel: 'wechat',
      account: '',
      status: 'pending',
      amount: 2000,
      fee: 100,
      actualAmount: 1900
    })
    expect((await wallet(wx)).balance).toBe(3000)
  })

  it('keeps a fee of 1%, at least 1 yuan, and takes the amount from the balance at once', async () => {
    const m = await member(t)
    await fund(t, m.id, 300000)
    const cases: [number, number][] = [
      [1000, 100],
      [10000, 100],
      [12345, 124],
      [20000, 200],
      [200000, 2000]
    ]
    let balance = 300000
    for (const [amount, fee] of cases.slice(0, 4)) {
      const row = await ok(apply(m, alipay(amount)))
      expect(row).toMatchObject({
        amount,
        fee,
        actualAmount: amount - fee,
        status: 'pending',
        rejectReason: '',
        auditedAt: ''
      })
      balance -= amount
      expect((await wallet(m)).balance).toBe(balance)
    }
    const rich = await member(t)
    await fund(t, rich.id, 200000)
    expect(await ok(apply(rich, alipay(200000)))).toMatchObject({ fee: 2000, actualAmount: 198000 })
    expect((await wallet(rich)).balance).toBe(0)
  })

  it('lists the pending withdrawal in the history', async () => {
    const m = await member(t)
    await fund(t, m.id, 5000)
    const row = await ok(apply(m, alipay(3000)))
    const his = await ok(send(m, API.finance.getPagedCashoutHis, { pageNum: 1, pageSize: 20 }))
    expect(his).toMatchObject({ total: 1, pageNum: 1, pageSize: 20 })
    expect(his.list).toEqual([row])
    expect(his.list[0]).toMatchObject({
      status: 'pending',
      amount: 3000,
      fee: 100,
      actualAmount: 2900,
      account: '13800138000'
    })
  })

  it('holds to the daily limit across several withdrawals', async () => {
    const m = await member(t)
    await fund(t, m.id, 600000)
    await ok(apply(m, alipay(200000)))
    await ok(apply(m, alipay(200000)))
    expect(await allowance(m)).toMatchObject({
      balance: 200000,
      todayRemaining: 100000,
      couldCashout: 100000,
      reason: ''
    })
    expectFailure(await apply(m, alipay(200000)), 41008, '今日还可提现1000.00元')
    expectFailure(await apply(m, alipay(100001)), 41008, '今日还可提现1000.00元')
    await ok(apply(m, alipay(100000)))
    expect(await allowance(m)).toMatchObject({
      balance: 100000,
      todayRemaining: 0,
      couldCashout: 0,
      reason: '今日提现额度已用完，明天再来吧'
    })
    expectFailure(await apply(m, alipay(1000)), 41008, '今日还可提现0.00元')
    expect((await wallet(m)).balance).toBe(100000)
    expect((await ok(send(m, API.finance.getPagedCashoutHis, { pageNum: 1, pageSize: 20 }))).total).toBe(3)
  })

  it('refuses more than the balance and stores nothing', async () => {
    const m = await member(t)
    await fund(t, m.id, 5000)
    expectFailure(await apply(m, alipay(5001)), 41006, '可提现余额不足')
    expect((await wallet(m)).balance).toBe(5000)
    expect((await ok(send(m, API.finance.getPagedCashoutHis, { pageNum: 1, pageSize: 20 }))).total).toBe(0)
    expect((await allowance(m)).todayRemaining).toBe(500000)
  })

  it('pays at once when the tenant needs no audit', async () => {
    await withFinanceConfig(2, { cashoutNeedAudit: false }, async () => {
      const m = await member(t, HOST_B)
      await fund(t, m.id, 5000, 2)
      expect((await allowance(m)).needAudit).toBe(false)
      const row = await ok(apply(m, alipay(3000)))
      expect(row).toMatchObject({ status: 'paid', fee: 100, actualAmount: 2900 })
      expect(row.auditedAt).not.toBe('')
      expect((await wallet(m)).balance).toBe(2000)
      expect((await ok(send(m, API.finance.getPagedCashoutHis, { pageNum: 1, pageSize: 20 }))).list[0].status).toBe(
        'paid'
      )
    })
  })

  it('charges no fee when the tenant charges none', async () => {
    await withFinanceConfig(1, { cashoutChargeCommission: false }, async () => {
      const m = await member(t)
      await fund(t, m.id, 5000)
      expect(await ok(apply(m, alipay(1000)))).toMatchObject({ fee: 0, actualAmount: 1000 })
    })
  })

  it('refuses everything while cash-out is closed', async () => {
    await withFinanceConfig(1, { canCashout: false }, async () => {
      const m = await member(t)
      await fund(t, m.id, 5000)
      expect(await allowance(m)).toMatchObject({ canCashout: false, couldCashout: 0, reason: '暂未开放提现' })
      expectFailure(await apply(m, alipay(2000)), 41008, '暂未开放提现')
      expect((await wallet(m)).balance).toBe(5000)
    })
  })

  it('refuses bad input with a Chinese message, never a 500', async () => {
    const m = await member(t)
    await fund(t, m.id, 5000)
    for (const amount of [0, -100, 1.5, '2000', 2_000_000_000, undefined]) {
      expectFailure(await apply(m, { ...alipay(2000), amount }), 40000, '请输入正确的提现金额')
    }
    for (const channel of ['bank', undefined, 1]) {
      expectFailure(await apply(m, { ...alipay(2000), channel }), 40000, '请选择提现方式')
    }
    expectFailure(
      await apply(m, alipay(2000, { account: 'a'.repeat(61) })),
      40000,
      '请填写正确的支付宝账号（手机号或邮箱）'
    )
    expectFailure(await apply(m, alipay(2000, { realName: '张'.repeat(21) })), 40000, '请填写支付宝实名认证的真实姓名')
    expect((await wallet(m)).balance).toBe(5000)
  })
})

describe('cash-out audit', () => {
  ledgerStaysSound()

  async function pendingCashout(amount = 3000) {
    const m = await member(t)
    await fund(t, m.id, 10000)
    const row = await ok(
      send(m, API.finance.applyCashout, { amount, channel: 'alipay', account: '13800138000', realName: '张三' })
    )
    return { m, row }
  }
  const audit = (who: Lover, body: Record<string, unknown>) => send(who, API.finance.staffAuditCashout, body)
  const history = async (who: Lover) =>
    (await ok(send(who, API.finance.getPagedCashoutHis, { pageNum: 1, pageSize: 20 }))).list

  it('an admin sees pending withdrawals with the payee and pays one out', async () => {
    const { m, row } = await pendingCashout()
    const admin = await staff('admin')
    const pending = await ok(send(admin, API.finance.staffGetCashouts, { pageNum: 1, pageSize: 50, status: 'pending' }))
    expect(pending.list.every((c) => c.status === 'pending')).toBe(true)
    expect(pending.list.find((c) => c.id === row.id)).toMatchObject({
      userId: m.id,
      realName: '张三',
      account: '13800138000',
      amount: 3000
    })

    const paid = await ok(audit(admin, { id: row.id, approve: true }))
    expect(paid).toMatchObject({ id: row.id, status: 'paid', userId: m.id })
    expect(Math.abs(Date.parse(paid.auditedAt) - Date.now())).toBeLessThan(MINUTE)
    const [mine] = await history(m)
    expect(mine).toMatchObject({ id: row.id, status: 'paid', rejectReason: '' })
    expect(mine.auditedAt).toBe(paid.auditedAt)
    expect((await wallet(m)).balance).toBe(7000)
    const paidList = await ok(send(admin, API.finance.staffGetCashouts, { pageNum: 1, pageSize: 50, status: 'paid' }))
    expect(paidList.list.map((c) => c.id)).toContain(row.id)
  })

  it('a rejection needs a reason and refunds the balance; the member reads why', async () => {
    const { m, row } = await pendingCashout()
    const admin = await staff('admin')
    expectFailure(await audit(admin, { id: row.id, approve: false }), 40000, '请填写驳回原因')
    expectFailure(await audit(admin, { id: row.id, approve: false, reason: '   ' }), 40000, '请填写驳回原因')
    expect((await wallet(m)).balance).toBe(7000)
    const rejected = await ok(audit(admin, { id: row.id, approve: false, reason: ' 支付宝账号与姓名不符 ' }))
    expect(rejected).toMatchObject({ status: 'rejected', rejectReason: '支付宝账号与姓名不符' })
    expect((await wallet(m)).balance).toBe(10000)
    const [mine] = await history(m)
    expect(CASHOUT_STATUS_LABELS[mine.status]).toBe('已驳回')
    expect(mine).toMatchObject({ status: 'rejected', rejectReason: '支付宝账号与姓名不符' })
    expect(mine.auditedAt).not.toBe('')
    const incomes = await ok(send(m, API.finance.getPagedIncomes, { pageNum: 1, pageSize: 20 }))
    expect(incomes.list[0]).toMatchObject({ title: '提现驳回退回', amount: 3000, balanceAfter: 10000 })
    // A rejected withdrawal does not count against today's limit.
    expect((await ok(send(m, API.finance.getCouldCashutAmount))).todayRemaining).toBe(500000)
  })

  it('is decided once', async () => {
    const { m, row } = await pendingCashout()
    const admin = await staff('admin')
    await ok(audit(admin, { id: row.id, approve: true }))
    expectFailure(await audit(admin, { id: row.id, approve: true }), 40900, '这笔提现已被处理')
    expectFailure(await audit(admin, { id: row.id, approve: false, reason: '重复' }), 40900, '这笔提现已被处理')
    expect((await wallet(m)).balance).toBe(7000)

    const second = await pendingCashout()
    await ok(audit(admin, { id: second.row.id, approve: false, reason: '信息有误' }))
    expectFailure(await audit(admin, { id: second.row.id, approve: true }), 40900, '这笔提现已被处理')
    expect((await wallet(second.m)).balance).toBe(10000)
  })

  it('is for admins of the tenant only', async () => {
    const { m, row } = await pendingCashout()
    for (const who of [m, await member(t), await staff('auditor'), await staff('matchmaker')]) {
      expectFailure(await audit(who, { id: row.id, approve: true }), 40300, '没有权限')
      expectFailure(await send(who, API.finance.staffGetCashouts, { pageNum: 1, pageSize: 20 }), 40300, '没有权限')
    }
    const foreignAdmin = await staff('admin', HOST_B)
    expectFailure(await audit(foreignAdmin, { id: row.id, approve: true }), 40400, '提现申请不存在')
    expect(
      (await ok(send(foreignAdmin, API.finance.staffGetCashouts, { pageNum: 1, pageSize: 50 }))).list.map((c) => c.id)
    ).not.toContain(row.id)
    expectFailure(await audit(await staff('admin'), { id: FAR_ID, approve: true }), 40400, '提现申请不存在')
    expect((await history(m))[0].status).toBe('pending')
  })

  it('refuses bad input with a Chinese message', async () => {
    const admin = await staff('admin')
    expectFailure(await audit(admin, { id: 0, approve: true }), 40000, '编号不正确')
    expectFailure(await audit(admin, { id: 1 }), 40000, '请选择审核结果')
    expectFailure(await audit(admin, { id: 1, approve: false, reason: '因'.repeat(101) }), 40000, '驳回原因最多100个字')
    expectFailure(
      await send(admin, API.finance.staffGetCashouts, { pageNum: 1, pageSize: 20, status: 'done' }),
      40000,
      '状态不正确'
    )
  })
})

// ================================================================= records

describe('finance records', () => {
  ledgerStaysSound()

  it('charges list paid orders of every method, newest first, with paging', async () => {
    const m = await member(t)
    await fund(t, m.id, 6800)
    await givePoints(t, m.id, 99)
    const vip = await buy(t, m.token, (await productOf(t, 'vip')).id)
    await ok(pay(m, vip.orderNo))
    const top = await buy(t, m.token, (await productOf(t, 'top')).id)
    await ok(pay(m, top.orderNo, 'credit'))
    const pack = await buy(t, m.token, (await productOf(t, 'credit')).id)
    await ok(send(m, API.finance.sandboxPay, { orderNo: pack.orderNo, provider: 'tenpay', confirm: true }))
    await buy(t, m.token, (await productOf(t, 'vip')).id) // unpaid: not a charge

    const page = await ok(send(m, API.finance.getPagedCharges, { pageNum: 1, pageSize: 20 }))
    expect(page.total).toBe(3)
    expect(page.list.map((c) => [c.orderNo, c.title, c.amount, c.payMethod, c.points])).toEqual([
      [pack.orderNo, '100积分', 1000, 'tenpay', 0],
      [top.orderNo, '置顶1天', 990, 'credit', 99],
      [vip.orderNo, '月度VIP', 6800, 'wallet', 0]
    ])
    expect(page.list.every((c) => c.paidAt !== '')).toBe(true)

    const second = await ok(send(m, API.finance.getPagedCharges, { pageNum: 2, pageSize: 2 }))
    expect(second).toMatchObject({ total: 3, pageNum: 2, pageSize: 2 })
    expect(second.list.map((c) => c.orderNo)).toEqual([vip.orderNo])
    expect((await ok(send(await member(t), API.finance.getPagedCharges, { pageNum: 1, pageSize: 20 }))).total).toBe(0)
  })

  it('incomes show the commission and a cash-out refund, not the spending', async () => {
    const m = await member(t)
    await fund(t, m.id, 5000)
    const row = await ok(
      send(m, API.finance.applyCashout, { amount: 2000, channel: 'alipay', account: '13800138000', realName: '张三' })
    )
    await ok(
      send(await staff('admin'), API.finance.staffAuditCashout, { id: row.id, approve: false, reason: '信息有误' })
    )
    await fund(t, m.id, 1000)
    await buyWithBalance(m, await productNamed('置顶1天'))

    const page = await ok(send(m, API.finance.getPagedIncomes, { pageNum: 1, pageSize: 20 }))
    expect(page.list.map((r) => [r.title, r.amount, r.balanceAfter])).toEqual([
      ['佣金收入', 990, 6990],
      ['佣金收入', 1000, 6000],
      ['提现驳回退回', 2000, 5000],
      ['佣金收入', 5000, 5000]
    ])
    expect(page.total).toBe(4)
    const one = await ok(send(m, API.finance.getPagedIncomes, { pageNum: 3, pageSize: 1 }))
    expect(one).toMatchObject({ total: 4, pageNum: 3, pageSize: 1 })
    expect(one.list.map((r) => r.title)).toEqual(['提现驳回退回'])
  })

  it('the points history shows points in and out with the balance after', async () => {
    const m = await member(t)
    await givePoints(t, m.id, 1000)
    const o = await buy(t, m.token, (await productOf(t, 'vip')).id)
    await ok(pay(m, o.orderNo, 'credit'))
    const his = await ok(send(m, API.finance.getPagedCreditHis, { pageNum: 1, pageSize: 20 }))
    expect(his.list.map((r) => [r.title, r.amount, r.balanceAfter])).toEqual([
      ['月度VIP', -680, 320],
      ['赠送积分', 1000, 1000]
    ])
  })

  it('refuses bad paging with a Chinese message', async () => {
    const m = await member(t)
    for (const path of [
      API.finance.getPagedCharges,
      API.finance.getPagedIncomes,
      API.finance.getPagedCreditHis,
      API.finance.getPagedCashoutHis,
      API.finance.getMyLines
    ]) {
      expectFailure(await send(m, path, { pageNum: 0, pageSize: 20 }), 40000, '页码不正确')
      expectFailure(await send(m, path, { pageNum: 1, pageSize: 0 }), 40000, '每页条数不正确')
      expectFailure(await send(m, path, { pageNum: 1, pageSize: 51 }), 40000, '每页条数不正确')
      expect((await send(m, path, {})).body).toMatchObject({ code: 20000, data: { pageNum: 1, pageSize: 20 } })
    }
  })
})

// ================================================================= staff products

describe('staff products', () => {
  ledgerStaysSound()

  const newTop = (overrides: Partial<SaveProductReq> = {}): SaveProductReq => ({
    kind: 'top',
    name: '置顶30天',
    description: '整月置顶',
    price: 19900,
    originalPrice: 29700,
    days: 30,
    quantity: 0,
    vipType: 0,
    enabled: true,
    sort: 90,
    ...overrides
  })
  const save = (who: Lover, body: Record<string, unknown>) => send(who, API.finance.staffSaveProduct, body)

  it('an admin adds a product and changes its price; orders keep the price they were made at', async () => {
    const admin = await staff('admin')
    const created = await ok(save(admin, { ...newTop(), name: ' 置顶30天 ' }))
    expect(created).toMatchObject({ ...newTop(), id: expect.any(Number) })
    expect((await products('top')).map((p) => p.id)).toContain(created.id)

    const m = await member(t)
    const old = await buy(t, m.token, created.id)
    expect(old.amount).toBe(19900)
    const edited = await ok(save(admin, { ...newTop({ price: 25900 }), id: created.id }))
    expect(edited).toMatchObject({ id: created.id, price: 25900 })
    expect((await products('top')).find((p) => p.id === created.id)?.price).toBe(25900)

    expect((await order(m, old.orderNo)).amount).toBe(19900)
    await fund(t, m.id, 19900)
    expect(await ok(pay(m, old.orderNo))).toMatchObject({ status: 'paid', amount: 19900 })
    expect((await wallet(m)).balance).toBe(0)
    expect((await buy(t, m.token, created.id)).amount).toBe(25900)
  })

  it('refuses a product that delivers nothing or a crossed-out price below the price', async () => {
    const admin = await staff('admin')
    expectFailure(
      await save(admin, { ...newTop({ name: '无效商品' }), kind: 'vip', vipType: 1, days: 0 }),
      40000,
      '请填写有效天数'
    )
    expectFailure(await save(admin, { ...newTop({ name: '无效商品' }), days: 0 }), 40000, '请填写有效天数')
    expectFailure(
      await save(admin, { ...newTop({ name: '无效商品' }), kind: 'vip', vipType: 0 }),
      40000,
      '请选择VIP等级'
    )
    expectFailure(
      await save(admin, { ...newTop({ name: '无效商品' }), kind: 'line', days: 0, quantity: 0 }),
      40000,
      '请填写数量'
    )
    expectFailure(
      await save(admin, { ...newTop({ name: '无效商品' }), kind: 'credit', days: 0, quantity: 0 }),
      40000,
      '请填写数量'
    )
    expectFailure(
      await save(admin, { ...newTop({ name: '无效商品' }), originalPrice: 19899 }),
      40000,
      '原价不能低于售价'
    )
    expect((await ok(send(admin, API.finance.staffGetProducts, {}))).filter((p) => p.name === '无效商品')).toEqual([])
  })

  it('refuses bad input with a Chinese message, never a 500', async () => {
    const admin = await staff('admin')
    const cases: [Record<string, unknown>, string][] = [
      [{ kind: 'gold' }, '商品类型不正确'],
      [{ name: '' }, '商品名称为1-20个字'],
      [{ name: '   ' }, '商品名称为1-20个字'],
      [{ name: '名'.repeat(21) }, '商品名称为1-20个字'],
      [{ description: '述'.repeat(101) }, '商品描述最多100个字'],
      [{ price: 0 }, '请填写正确的价格'],
      [{ price: 1.5 }, '请填写正确的价格'],
      [{ price: 2_000_000_000 }, '请填写正确的价格'],
      [{ originalPrice: -1 }, '请填写正确的原价'],
      [{ days: -1 }, '请填写有效天数'],
      [{ days: 3651 }, '请填写有效天数'],
      [{ quantity: -1 }, '请填写数量'],
      [{ vipType: 3 }, '请选择VIP等级'],
      [{ enabled: 'yes' }, '请选择是否上架'],
      [{ sort: -1 }, '排序须为0-9999'],
      [{ id: 0 }, '编号不正确']
    ]
    for (const [change, msg] of cases) {
      expectFailure(await save(admin, { ...newTop(), ...change }), 40000, msg)
    }
    expectFailure(await send(admin, API.finance.staffGetProducts, { kind: 'gold' }), 40000, '商品类型不正确')
  })

  it('is for admins only', async () => {
    const top = await productOf(t, 'top')
    for (const who of [await member(t), await staff('auditor'), await staff('matchmaker')]) {
      expectFailure(await save(who, { ...newTop(), id: top.id, price: 1 }), 40300, '没有权限')
      expectFailure(await send(who, API.finance.staffGetProducts, {}), 40300, '没有权限')
    }
    expect((await productOf(t, 'top')).price).toBe(990)
  })

  it("another tenant's staff cannot touch this tenant's products; each tenant sells its own", async () => {
    const mine = await productNamed('年度钻石VIP')
    const foreignAdmin = await staff('admin', HOST_B)
    expectFailure(
      await save(foreignAdmin, {
        ...newTop(),
        kind: 'vip',
        vipType: 2,
        days: 365,
        id: mine.id,
        price: 1,
        originalPrice: 0
      }),
      40400,
      '商品不存在'
    )
    expect((await productNamed('年度钻石VIP')).price).toBe(49800)

    const theirs = await productNamed('年度钻石VIP', HOST_B)
    const { id, ...fields } = theirs
    try {
      await ok(save(foreignAdmin, { ...fields, id, price: 39900 }))
      expect((await productNamed('年度钻石VIP', HOST_B)).price).toBe(39900)
      expect((await productNamed('年度钻石VIP')).price).toBe(49800)
      const b = await member(t, HOST_B)
      expect((await buy(t, b.token, id, undefined, HOST_B)).amount).toBe(39900)
    } finally {
      await ok(save(foreignAdmin, { ...fields, id }))
    }
  })
})

// ================================================================= login and tenants

describe('login and tenants', () => {
  ledgerStaysSound()

  it('every finance endpoint but the product list needs a login', async () => {
    const authed = Object.entries(API.finance).filter(([name]) => name !== 'getProducts')
    expect(authed).toHaveLength(24)
    for (const [, path] of authed) {
      expectUnauthorized(await t.call(path, {}))
      expectUnauthorized(
        await t.call(path, { orderNo: 'X', pageNum: 1, pageSize: 20 }, { token: 'Bearer nonsense' }),
        '登录已过期，请重新登录'
      )
    }
  })

  it("a member of another tenant can neither see nor pay nor poll this tenant's order", async () => {
    const a = await member(t)
    const o = await buy(t, a.token, (await productOf(t, 'vip')).id)
    const b = await member(t, HOST_B)
    await fund(t, b.id, 100000, 2)
    await givePoints(t, b.id, 100000, 2)
    const before = await moneyState(b)
    expectFailure(await send(b, API.finance.getFinOrder, { orderNo: o.orderNo }), 40400, '订单不存在')
    expectFailure(await pay(b, o.orderNo), 40400, '订单不存在')
    expectFailure(await pay(b, o.orderNo, 'credit'), 40400, '订单不存在')
    expectFailure(await send(b, API.finance.tenPay, { orderNo: o.orderNo, scene: 'h5' }), 40400, '订单不存在')
    expectFailure(await send(b, API.finance.aliPay, { orderNo: o.orderNo }), 40400, '订单不存在')
    expectFailure(
      await send(b, API.finance.sandboxPay, { orderNo: o.orderNo, provider: 'tenpay', confirm: true }),
      40400,
      '订单不存在'
    )
    expect(await moneyState(b)).toEqual(before)
    expect((await order(a, o.orderNo)).status).toBe('unpaid')
  })

  it("keeps each tenant's wallets apart", async () => {
    const b = await member(t, HOST_B)
    await fund(t, b.id, 5000, 2)
    expect(await wallet(b)).toEqual({ balance: 5000, credit: 0, lineCredits: 0 })
    const a = await member(t)
    expect(await wallet(a)).toEqual({ balance: 0, credit: 0, lineCredits: 0 })
    // A tenant-1 token is no login on tenant 2.
    expectUnauthorized(
      await t.call(API.finance.getWallet, {}, { token: a.token, host: HOST_B }),
      '登录已过期，请重新登录'
    )
  })
})
