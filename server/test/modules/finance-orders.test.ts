/** Orders: created at the product price, paid from the balance or with points, and what paying delivers for VIP. */
import { and, eq } from 'drizzle-orm'
import { API } from '@contract/api'
import type { ProductKind } from '@contract/finance'
import { finOrders, finProducts, users } from '../../src/db/schema'
import { HOST_B, type TestApp } from '../helpers/app'
import {
  buy,
  fund,
  givePoints,
  productOf,
  buildFinanceApp,
  financeKit,
  DAY,
  MINUTE,
  FAR_ID,
  ok
} from '../helpers/finance'
import { lover, member } from '../helpers/love'
import { expectFailure, userRow } from '../helpers/members'

let t: TestApp
beforeAll(async () => {
  t = await buildFinanceApp()
})
afterAll(async () => {
  await t.close()
})

const {
  send,
  ledgerStaysSound,
  wallet,
  order,
  pay,
  productNamed,
  buyWithBalance,
  expireOrder,
  withFinanceConfig,
  moneyState
} = financeKit(() => t)

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
