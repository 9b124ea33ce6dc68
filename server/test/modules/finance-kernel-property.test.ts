/**
 * The finance kernel under random sequences of what customers, matchmakers and staff do with money:
 * buying every kind of product, paying and cancelling event sign-ups, withdrawing shares. Whatever
 * the order, the ledger balances and nobody is ever paid more in shares than a customer paid.
 */
import { and, eq } from 'drizzle-orm'
import fc from 'fast-check'
import { API } from '@contract/api'
import type { ProductKind } from '@contract/finance'
import type { StoreItem } from '@contract/matchmaker'
import { finOrders } from '../../src/db/schema'
import { checkLedger } from '../../src/modules/finance/ledger'
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

type Step = { do: 'buy'; kind: ProductKind } | { do: 'signUp' } | { do: 'cancelSignUp' } | { do: 'withdraw' }

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.constantFrom(...PRODUCT_KINDS).map((kind): Step => ({ do: 'buy', kind })),
  fc.constant<Step>({ do: 'signUp' }),
  fc.constant<Step>({ do: 'cancelSignUp' }),
  fc.constant<Step>({ do: 'withdraw' })
)

const balanceOf = async (who: Lover) => (await money.wallet(who)).balance

/** One run's people: a customer served by a new matchmaker of the store, with money to spend. */
async function cast() {
  const mm = await office.matchmakerIn(admin, shop.id)
  const customer = await lover(t)
  await office.own(customer, mm.id)
  await fund(t, customer.id, 5_000_000)
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

/** Per order of the customer: what she paid, and what the office kept of its shares after reversals. */
async function sharesAgainstPayments(customer: Lover) {
  const orders = await t.app.db
    .select({
      orderNo: finOrders.orderNo,
      id: finOrders.id,
      amount: finOrders.amount,
      status: finOrders.status,
      payMethod: finOrders.payMethod
    })
    .from(finOrders)
    .where(and(eq(finOrders.tenantId, 1), eq(finOrders.userId, customer.id)))
  const shares = await office.sharesOf(customer)
  return orders.map((o) => {
    const mine = shares.filter((s) => s.orderId === o.id)
    return {
      orderNo: o.orderNo,
      reversed: mine.every((s) => s.reversedAt !== null),
      // A refunded order was paid all the same: its shares stay measured against what it took in.
      paid: (o.status === 'paid' || o.status === 'refunded') && o.payMethod !== 'credit' ? o.amount : 0,
      shared: mine.reduce((sum, s) => sum + s.amount, 0),
      kept: mine.reduce((sum, s) => sum + s.amount - (s.reversedAt ? s.reversedAmount : 0), 0)
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
          // A refunded order's shares are all taken back, as far as the earner still held them.
          if (who.cancelled.includes(order.orderNo)) expect(order.reversed).toBe(true)
        }
      }),
      { numRuns: 12 }
    )
  })
})
