/**
 * The finance kernel under random sequences of what customers, matchmakers and staff do with money:
 * buying every kind of product, paying and cancelling event sign-ups, withdrawing shares, and a
 * finance admin refunding part or all of an order (sometimes asking for more than is left). Whatever
 * the order, the ledger balances, nobody is ever paid more in shares than a customer paid, nothing
 * is refunded beyond what was paid, and every share has been reversed exactly as far as its order
 * was refunded.
 */
import { and, eq } from 'drizzle-orm'
import fc from 'fast-check'
import { API } from '@contract/api'
import type { ProductKind } from '@contract/finance'
import type { StoreItem } from '@contract/matchmaker'
import { finOrders } from '../../src/db/schema'
import { paidOf } from '../../src/modules/finance/kernel'
import { checkLedger } from '../../src/modules/finance/ledger'
import { reversalDue } from '../../src/modules/matchmaker/shares'
import { activeKit } from '../helpers/active'
import type { TestApp } from '../helpers/app'
import { buildFinanceApp, financeKit, fund, ok, productOf } from '../helpers/finance'
import { lover, member, type Lover } from '../helpers/love'
import { officeKit } from '../helpers/office'

let t: TestApp
const app = () => t
const money = financeKit(app)
const office = officeKit(app)
const events = activeKit(app)
const { send } = office

let admin: Lover
let shop: StoreItem
let organiser: Lover

beforeAll(async () => {
  t = await buildFinanceApp()
  admin = await office.staff('admin')
  shop = await office.store(admin, { name: '西湖店', manager: String((await member(t)).id), shareBasisPoints: 500 })
  await office.levels(admin, [{ name: '见习红娘', minIncome: 0, shareBasisPoints: 1000 }])
  organiser = await office.staff('matchmaker')
})
afterAll(async () => {
  await t.close()
})

const PRODUCT_KINDS: ProductKind[] = ['vip', 'top', 'boost', 'line', 'credit', 'custom']

type Step =
  | { do: 'buy'; kind: ProductKind }
  | { do: 'signUp' }
  | { do: 'cancelSignUp' }
  | { do: 'withdraw' }
  /** A finance admin refunds one of the paid orders: `permille` of what is left, all of it, or (over 1000) more. */
  | { do: 'refund'; pick: number; permille: number }

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.constantFrom(...PRODUCT_KINDS).map((kind): Step => ({ do: 'buy', kind })),
  fc.constant<Step>({ do: 'signUp' }),
  fc.constant<Step>({ do: 'cancelSignUp' }),
  fc.constant<Step>({ do: 'withdraw' }),
  fc
    .record({ pick: fc.nat(), permille: fc.oneof(fc.integer({ min: 1, max: 999 }), fc.constantFrom(1000, 1001)) })
    .map((r): Step => ({ do: 'refund', ...r }))
)

const START = 5_000_000

const ordersOf = (customer: Lover) =>
  t.app.db
    .select()
    .from(finOrders)
    .where(and(eq(finOrders.tenantId, 1), eq(finOrders.userId, customer.id)))
    .orderBy(finOrders.id)

const balanceOf = async (who: Lover) => (await money.wallet(who)).balance

/** One run's people: a customer served by a new matchmaker of the store, with money to spend. */
async function cast() {
  const mm = await office.matchmakerIn(admin, shop.id)
  const customer = await lover(t)
  await office.own(customer, mm.id)
  await fund(t, customer.id, START)
  return { mm, customer, signups: [] as { id: number; orderNo: string }[], cancelled: [] as string[] }
}

async function perform(s: Step, who: Awaited<ReturnType<typeof cast>>): Promise<void> {
  switch (s.do) {
    case 'buy':
      // A private customisation asks what she is looking for.
      await money.buyWithBalance(who.customer, await productOf(t, s.kind), '希望找一位温柔体贴、喜欢旅行的人')
      return
    case 'signUp': {
      const event = await events.published(organiser)
      const { signup } = await ok(send(who.customer, API.active.signUp, { eventId: event.id }))
      await ok(money.pay(who.customer, signup.orderNo))
      who.signups.push({ id: signup.id, orderNo: signup.orderNo })
      return
    }
    case 'cancelSignUp': {
      const signup = who.signups.pop()
      if (!signup) return
      await ok(send(who.customer, API.active.cancelSignup, { signupId: signup.id }))
      who.cancelled.push(signup.orderNo)
      return
    }
    case 'refund': {
      const paid = (await ordersOf(who.customer)).filter((o) => o.status === 'paid')
      if (paid.length === 0) return
      const order = paid[s.pick % paid.length]
      const left = paidOf(order) - order.refundedAmount
      const amount = s.permille > 1000 ? left + 1 : Math.max(1, Math.floor((left * s.permille) / 1000))
      const res = await send(admin, API.finance.staffRefundOrder, {
        orderNo: order.orderNo,
        amount,
        reason: '测试退款'
      })
      if (amount > left) {
        expect(res.body).toMatchObject({ code: 40900 })
        return
      }
      expect(res.body.data).toMatchObject({ refundedAmount: order.refundedAmount + amount })
      if (amount === left && order.kind === 'event') who.cancelled.push(order.orderNo)
      return
    }
    case 'withdraw': {
      const amount = Math.min(await balanceOf(who.mm), 200_000)
      if (amount < 1000) return
      const cashout = await ok(
        send(who.mm, API.finance.applyCashout, { amount, channel: 'alipay', account: '13800138000', realName: '张三' })
      )
      await ok(send(admin, API.finance.staffAuditCashout, { id: cashout.id, approve: true }))
    }
  }
}

/** Per order of the customer: what she paid, what went back, and the office's shares of it after reversals. */
async function sharesAgainstPayments(customer: Lover) {
  const orders = await ordersOf(customer)
  const shares = await office.sharesOf(customer)
  return orders.map((o) => {
    const mine = shares.filter((s) => s.orderId === o.id)
    const settled = o.status === 'paid' || o.status === 'refunded'
    return {
      orderNo: o.orderNo,
      status: o.status,
      kind: o.kind,
      reversed: mine.every((s) => s.reversedAt !== null),
      // A refunded order was paid all the same: its shares stay measured against what it took in.
      paid: settled && o.payMethod !== 'credit' ? o.amount : 0,
      paidInItsUnit: settled ? paidOf(o) : 0,
      refunded: o.refundedAmount,
      shares: mine,
      shared: mine.reduce((sum, s) => sum + s.amount, 0),
      kept: mine.reduce((sum, s) => sum + s.amount - s.reversedAmount, 0)
    }
  })
}

describe('the finance kernel, whatever happens in whatever order', () => {
  it('keeps every account balanced and never shares out more than was paid', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        const who = await cast()
        for (const s of steps) await perform(s, who)

        expect(await checkLedger(t.app.db, 1)).toEqual({
          driftedAccounts: 0,
          unbalancedTxns: 0,
          negativeMemberAccounts: 0
        })
        const orders = await sharesAgainstPayments(who.customer)
        for (const order of orders) {
          expect(order.shared).toBeLessThanOrEqual(order.paid)
          expect(order.kept).toBeGreaterThanOrEqual(0)
          // Nothing goes back beyond what was paid, and all of it makes the order refunded.
          expect(order.refunded).toBeGreaterThanOrEqual(0)
          expect(order.refunded).toBeLessThanOrEqual(order.paidInItsUnit)
          expect(order.status === 'refunded').toBe(order.paidInItsUnit > 0 && order.refunded === order.paidInItsUnit)
          // Every share was reversed exactly as far as its order was refunded, never taking back more than due.
          for (const s of order.shares) {
            expect(s.refundedBase).toBe(order.refunded)
            expect(s.reversedAmount).toBeLessThanOrEqual(reversalDue(s, order.refunded))
            expect(s.reversedAt !== null).toBe(order.status === 'refunded')
          }
          // A refunded order's shares are all taken back, as far as the earner still held them.
          if (who.cancelled.includes(order.orderNo)) expect(order.reversed).toBe(true)
        }
        // The money the customer holds is what she started with, less the event fees she paid (a
        // product is funded before it is bought), plus exactly what the orders say went back.
        const fees = orders.filter((o) => o.kind === 'event' && o.paid > 0).reduce((sum, o) => sum + o.paid, 0)
        const back = orders.reduce((sum, o) => sum + o.refunded, 0)
        expect(await balanceOf(who.customer)).toBe(START - fees + back)
      }),
      { numRuns: 10 }
    )
  })
})
