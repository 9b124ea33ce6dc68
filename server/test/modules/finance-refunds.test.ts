/**
 * Partial refunds from the finance desk: part or all of a paid order goes back to its payer, the
 * office's shares are reversed in proportion and exactly, refunds never add up to more than was
 * paid however they race, and only the refund that empties an order ends what it bought.
 */
import { and, eq } from 'drizzle-orm'
import { API } from '@contract/api'
import { ErrorCode } from '@contract/envelope'
import { ORDER_KIND_LABELS, type FinOrder } from '@contract/finance'
import type { StoreItem } from '@contract/matchmaker'
import { eventSignups, finOrders, memberNotices } from '../../src/db/schema'
import { refundOrder } from '../../src/modules/finance/kernel'
import { findOrder } from '../../src/modules/finance/orders'
import { officeShareCommission } from '../../src/modules/matchmaker/shares'
import { activeKit } from '../helpers/active'
import { HOST_B, type TestApp } from '../helpers/app'
import { contractKit } from '../helpers/contract'
import { buildFinanceApp, expectLedgerSound, financeKit, fund, givePoints, ok, productOf } from '../helpers/finance'
import { lover, member, type Lover } from '../helpers/love'
import { expectFailure } from '../helpers/members'
import { officeKit } from '../helpers/office'

let t: TestApp
const app = () => t
const money = financeKit(app)
const office = officeKit(app)
const events = activeKit(app)
const contracts = contractKit(app)
const { send } = money

let admin: Lover
let manager: Lover
let shop: StoreItem

beforeAll(async () => {
  t = await buildFinanceApp()
  admin = await money.staff('admin')
  manager = await member(t)
  shop = await office.store(admin, { name: '西湖店', manager: String(manager.id), shareBasisPoints: 500 })
  await office.levels(admin, [{ name: '见习红娘', minIncome: 0, shareBasisPoints: 1000 }])
})
afterAll(async () => {
  // Every refund and reversal left the ledger balanced, whatever the tests did.
  await expectLedgerSound(t)
  await t.close()
})

const REASON = '客户申请退款'
const refund = (by: Lover, orderNo: string, amount?: number, reason = REASON) =>
  send(by, API.finance.staffRefundOrder, amount === undefined ? { orderNo, reason } : { orderNo, amount, reason })
const balanceOf = async (who: Lover) => (await money.wallet(who)).balance

/** A customer served by a new matchmaker of the store, who has bought a VIP plan from her balance. */
async function servedPurchase(): Promise<{ mm: Lover; customer: Lover; order: FinOrder }> {
  const mm = await office.matchmakerIn(admin, shop.id)
  const customer = await lover(t)
  await office.own(customer, mm.id)
  const order = await money.buyWithBalance(customer, await productOf(t, 'vip'))
  return { mm, customer, order }
}

const sharesOfOrder = async (customer: Lover, orderNo: string) => {
  const [row] = await t.app.db
    .select({ id: finOrders.id })
    .from(finOrders)
    .where(and(eq(finOrders.tenantId, 1), eq(finOrders.orderNo, orderNo)))
  return (await office.sharesOf(customer)).filter((s) => s.orderId === row.id)
}

/** The order a contract was paid through (a paid contract's view no longer names it). */
async function contractOrderNo(c: { id: number }): Promise<string> {
  const { orderId } = await contracts.row(c)
  return (await findOrder(t.app.db, 1, { id: orderId! }))!.orderNo
}

const noticesOf = (who: Lover) =>
  t.app.db
    .select()
    .from(memberNotices)
    .where(
      and(eq(memberNotices.tenantId, 1), eq(memberNotices.userId, who.id), eq(memberNotices.bizType, 'order_refund'))
    )
    .orderBy(memberNotices.id)

describe('a finance admin refunds part of a paid order', () => {
  it('gives it back to the balance, keeps the order paid and the purchase delivered, and tells the member', async () => {
    const { mm, customer, order } = await servedPurchase()
    const share = Math.floor(order.amount / 10)
    const part = Math.floor(order.amount / 4)

    const after = await ok(refund(admin, order.orderNo, part))
    expect(after).toMatchObject({ orderNo: order.orderNo, status: 'paid', refundedAmount: part })
    expect(await balanceOf(customer)).toBe(part)
    expect(await balanceOf(mm)).toBe(share - Math.floor((share * part) / order.amount))
    expect((await ok(send(customer, API.member.getUser))).isWhetherVip).toBe(true)
    expect(await money.order(customer, order.orderNo)).toMatchObject({ status: 'paid', refundedAmount: part })
    const charges = await ok(send(customer, API.finance.getPagedCharges, { pageNum: 1, pageSize: 20 }))
    expect(charges.list).toEqual([expect.objectContaining({ orderNo: order.orderNo, refundedAmount: part })])
    const [notice] = await noticesOf(customer)
    expect(notice).toMatchObject({
      kind: 'system',
      title: '订单部分退款',
      body: `「${order.title}」${(part / 100).toFixed(2)}元已退回余额。原因：${REASON}`
    })
  })

  it('reverses the shares in proportion, rounding down each time, and all of them once all is refunded', async () => {
    const { mm, customer, order } = await servedPurchase()
    const managerBefore = await balanceOf(manager)
    const shares = await sharesOfOrder(customer, order.orderNo)
    const mmShare = shares.find((s) => s.kind === 'matchmaker')!.amount
    const storeShare = shares.find((s) => s.kind === 'store')!.amount
    // Thirds of a price rarely divide the shares evenly: each part's reversal is rounded down.
    const third = Math.floor(order.amount / 3)
    const parts = [third, third, order.amount - 2 * third]
    let refunded = 0
    for (const [i, part] of parts.entries()) {
      const after = await ok(refund(admin, order.orderNo, part))
      refunded += part
      expect(after).toMatchObject({ refundedAmount: refunded, status: i < 2 ? 'paid' : 'refunded' })
      expect(await balanceOf(mm)).toBe(mmShare - Math.floor((mmShare * refunded) / order.amount))
      expect(await balanceOf(manager)).toBe(managerBefore - Math.floor((storeShare * refunded) / order.amount))
    }
    expect(await balanceOf(mm)).toBe(0)
    expect(await balanceOf(manager)).toBe(managerBefore - storeShare)
    expect(await balanceOf(customer)).toBe(order.amount)
    for (const s of await sharesOfOrder(customer, order.orderNo)) {
      expect(s).toMatchObject({ reversedAmount: s.amount, refundedBase: order.amount })
      expect(s.reversedAt).not.toBeNull()
    }
    // Nothing left: the matchmaker's level counts none of this payment any more.
    expect((await ok(send(mm, API.matchmaker.getMyLevel))).income).toBe(0)
    expect((await noticesOf(customer)).map((n) => n.title)).toEqual(['订单部分退款', '订单部分退款', '订单已退款'])
  })

  it('a replayed reversal takes back nothing more', async () => {
    const { mm, customer, order } = await servedPurchase()
    await ok(refund(admin, order.orderNo, Math.floor(order.amount / 2)))
    const held = await balanceOf(mm)
    const row = (await findOrder(t.app.db, 1, { orderNo: order.orderNo }))!
    const replayed = await t.app.db.transaction((tx) =>
      officeShareCommission.onRefunded(tx, row, Math.floor(order.amount / 2), new Date())
    )
    expect(replayed).toEqual([])
    expect(await balanceOf(mm)).toBe(held)
    expect((await sharesOfOrder(customer, order.orderNo)).every((s) => s.reversedAt === null)).toBe(true)
  })

  it('refunds what is left when no amount is given', async () => {
    const { customer, order } = await servedPurchase()
    await ok(refund(admin, order.orderNo, 100))
    expect(await ok(refund(admin, order.orderNo))).toMatchObject({ status: 'refunded', refundedAmount: order.amount })
    expect(await balanceOf(customer)).toBe(order.amount)
  })

  it('of an order paid with points gives points back', async () => {
    const customer = await lover(t)
    const pack = await productOf(t, 'line')
    let orderNo = ''
    let points = 0
    await money.withFinanceConfig(
      1,
      { creditBalanceRatio: 100, creditFinanceItems: [ORDER_KIND_LABELS.line] },
      async () => {
        const order = await ok(send(customer, API.finance.createFinOrder, { productId: pack.id }))
        await givePoints(t, customer.id, order.creditPrice)
        await ok(money.pay(customer, order.orderNo, 'credit'))
        orderNo = order.orderNo
        points = order.creditPrice
      }
    )
    expect(await ok(refund(admin, orderNo, 10))).toMatchObject({ status: 'paid', refundedAmount: 10 })
    expect((await money.wallet(customer)).credit).toBe(10)
    expectFailure(
      await refund(admin, orderNo, points),
      ErrorCode.Conflict,
      `退款金额超过可退金额，最多还可退${points - 10}积分`
    )
    const [notice] = await noticesOf(customer)
    expect(notice.body).toBe(`「${pack.name}」10积分已退回。原因：${REASON}`)
  })
})

describe('what a refund refuses', () => {
  it('more than is left, an order already refunded, an unpaid order, no reason, an amount that is no amount', async () => {
    const { customer, order } = await servedPurchase()
    await ok(refund(admin, order.orderNo, order.amount - 500))
    expectFailure(await refund(admin, order.orderNo, 501), ErrorCode.Conflict, '退款金额超过可退金额，最多还可退5.00元')
    await ok(refund(admin, order.orderNo, 500))
    expectFailure(await refund(admin, order.orderNo, 1), ErrorCode.Conflict, '该订单已全额退款')
    expectFailure(await refund(admin, order.orderNo), ErrorCode.Conflict, '该订单已全额退款')
    expect(await balanceOf(customer)).toBe(order.amount)

    const unpaid = await ok(send(customer, API.finance.createFinOrder, { productId: (await productOf(t, 'top')).id }))
    expectFailure(await refund(admin, unpaid.orderNo, 100), ErrorCode.BadRequest, '只有已支付的订单可以退款')
    expectFailure(await refund(admin, order.orderNo, 100, ' '), ErrorCode.BadRequest, '请填写退款原因（最多100个字）')
    for (const amount of [0, -1, 1.5]) {
      expectFailure(await refund(admin, order.orderNo, amount), ErrorCode.BadRequest, '请输入正确的退款金额')
    }
    expectFailure(await refund(admin, 'NO-SUCH-ORDER', 100), ErrorCode.NotFound, '订单不存在')
  })

  it('anyone but a finance admin of the order’s tenant: another role, the member, another tenant’s admin', async () => {
    const { customer, order } = await servedPurchase()
    const before = await money.moneyState(customer, [order.orderNo])
    for (const who of [await money.staff('auditor'), await money.staff('matchmaker'), customer]) {
      expectFailure(await refund(who, order.orderNo, 100), ErrorCode.Forbidden, '没有权限')
    }
    // Order numbers are the tenant's own: another tenant's admin finds nothing to refund.
    expectFailure(
      await refund(await money.staff('admin', HOST_B), order.orderNo, 100),
      ErrorCode.NotFound,
      '订单不存在'
    )
    expect(await money.moneyState(customer, [order.orderNo])).toEqual(before)
    expect(await money.order(customer, order.orderNo)).toMatchObject({ status: 'paid', refundedAmount: 0 })
  })

  it('a kernel caller asking for no amount at all', async () => {
    const { order } = await servedPurchase()
    const row = (await findOrder(t.app.db, 1, { orderNo: order.orderNo }))!
    for (const amount of [0, -5, 0.5]) {
      await expect(
        t.app.db.transaction((tx) =>
          refundOrder(tx, row, { bizType: 'test', bizId: 'x', title: 'x' }, new Date(), amount)
        )
      ).rejects.toThrow('退款金额须大于0')
    }
  })
})

describe('concurrent refunds of one order', () => {
  it('never add up to more than was paid: as many succeed as fit, the rest are refused', async () => {
    const { mm, customer, order } = await servedPurchase()
    const part = Math.floor(order.amount * 0.3)
    const fit = Math.floor(order.amount / part)
    const results = await Promise.all(Array.from({ length: 8 }, () => refund(admin, order.orderNo, part)))
    const codes = results.map((r) => r.body.code)
    expect(codes.filter((c) => c === 20000)).toHaveLength(fit)
    expect(codes.filter((c) => c === ErrorCode.Conflict)).toHaveLength(8 - fit)
    for (const r of results) if (r.body.code !== 20000) expect(r.body.msg).toMatch(/^退款金额超过可退金额，最多还可退/)

    const refunded = fit * part
    expect(await money.order(customer, order.orderNo)).toMatchObject({ status: 'paid', refundedAmount: refunded })
    expect(await balanceOf(customer)).toBe(refunded)
    const share = Math.floor(order.amount / 10)
    expect(await balanceOf(mm)).toBe(share - Math.floor((share * refunded) / order.amount))
    await expectLedgerSound(t)

    // A refund of what is left racing a partial one: exactly what was paid goes back, whichever wins.
    const rest = order.amount - refunded
    const race = await Promise.all([refund(admin, order.orderNo), refund(admin, order.orderNo, 1)])
    expect(race.filter((r) => r.body.code === 20000).length).toBeGreaterThanOrEqual(1)
    expect(await balanceOf(customer)).toBe(order.amount)
    expect(rest).toBeGreaterThan(1)
    expect(await balanceOf(mm)).toBe(0)
  })
})

describe('the refund that empties an order ends what it bought, where its kind can', () => {
  it('an event fee: part refunded keeps the sign-up; cancelling then refunds the rest', async () => {
    const customer = await lover(t)
    const organiser = await events.matchmaker()
    const event = await events.published(organiser)
    const { signup } = await ok(send(customer, API.active.signUp, { eventId: event.id }))
    await fund(t, customer.id, signup.fee)
    await ok(money.pay(customer, signup.orderNo))

    await ok(refund(admin, signup.orderNo, 1000))
    const [live] = await t.app.db.select().from(eventSignups).where(eq(eventSignups.id, signup.id))
    expect(live.status).not.toBe('cancelled')
    expect(await balanceOf(customer)).toBe(1000)

    const cancelled = await ok(send(customer, API.active.cancelSignup, { signupId: signup.id }))
    expect(cancelled.status).toBe('cancelled')
    expect(await balanceOf(customer)).toBe(signup.fee)
    expect(await money.order(customer, signup.orderNo)).toMatchObject({
      status: 'refunded',
      refundedAmount: signup.fee
    })
  })

  it('an event fee refunded in full cancels the sign-up and frees its seat', async () => {
    const customer = await lover(t)
    const organiser = await events.matchmaker()
    const event = await events.published(organiser)
    const { signup } = await ok(send(customer, API.active.signUp, { eventId: event.id }))
    await fund(t, customer.id, signup.fee)
    await ok(money.pay(customer, signup.orderNo))

    await ok(refund(admin, signup.orderNo))
    const [row] = await t.app.db.select().from(eventSignups).where(eq(eventSignups.id, signup.id))
    expect(row).toMatchObject({ status: 'cancelled', reason: '报名费已全额退款', refunded: signup.fee })
    expect(await balanceOf(customer)).toBe(signup.fee)
    // Cancelling what is already cancelled gives nothing back twice.
    await ok(send(customer, API.active.cancelSignup, { signupId: signup.id }))
    expect(await balanceOf(customer)).toBe(signup.fee)
  })

  it('a contract fee: part refunded leaves the contract; the contract’s refund gives back the rest', async () => {
    const x = await contracts.office()
    const tpl = await contracts.template(x.admin)
    const c = await contracts.create(x.matchmaker, tpl.id, x.customer)
    await contracts.signAndPay(x.customer, c)
    const orderNo = await contractOrderNo(c)
    const part = 100_000

    expect(await ok(refund(x.admin, orderNo, part))).toMatchObject({ status: 'paid', refundedAmount: part })
    expect((await contracts.row(c)).status).toBe('signed')
    const refunded = await ok(send(x.admin, API.contract.refundContract, { id: c.id, reason: '客户申请退款' }))
    expect(refunded.status).toBe('refunded')
    expect(await balanceOf(x.customer)).toBe(c.price)
    expect(await money.order(x.customer, orderNo)).toMatchObject({ status: 'refunded', refundedAmount: c.price })
  })

  it('a contract fee refunded in full ends the contract as refunded and its protection of the customer', async () => {
    const x = await contracts.office()
    const tpl = await contracts.template(x.admin)
    const c = await contracts.create(x.matchmaker, tpl.id, x.customer)
    await contracts.signAndPay(x.customer, c)
    const orderNo = await contractOrderNo(c)
    expect(await contracts.leadOf(x.customer)).toMatchObject({ protectedByContractId: c.id })

    await ok(refund(x.admin, orderNo))
    expect(await contracts.row(c)).toMatchObject({ status: 'refunded', closeReason: '合同费用已全额退款' })
    expect(await contracts.leadOf(x.customer)).toMatchObject({ protectedByContractId: null })
    expect(await balanceOf(x.customer)).toBe(c.price)
    expectFailure(
      await send(x.admin, API.contract.refundContract, { id: c.id, reason: '再退一次' }),
      ErrorCode.BadRequest,
      '只有已支付的合同可以退款'
    )
    expect(await balanceOf(x.customer)).toBe(c.price)
  })
})
