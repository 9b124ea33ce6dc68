/**
 * Promotion money under random sequences of registrations (rewarded or not), payments, partial and
 * full refunds, rule and level changes, windows passing and cash-outs: every account balances, each
 * order's shares stay within its cap and are paid once, reversals are exact, and each earner's books
 * agree.
 */
import fc from 'fast-check'
import { API } from '@contract/api'
import type { ProductKind } from '@contract/finance'
import { DEFAULT_PROMOTION_RULES } from '@contract/promotion'
import { paidOf } from '../../src/modules/finance/kernel'
import { checkLedger } from '../../src/modules/finance/ledger'
import type { TestApp } from '../helpers/app'
import { buildFinanceApp, financeKit, ok, productOf } from '../helpers/finance'
import { lover, member, type Lover } from '../helpers/love'
import { earnerBooks, ordersAgainstShares } from '../helpers/promotion-books'
import { promotionKit } from '../helpers/promotion'
import { finOrders } from '../../src/db/schema'
import { and, eq, inArray } from 'drizzle-orm'

let t: TestApp
const app = () => t
const money = financeKit(app)
const promo = promotionKit(app)
const { send } = promo

let admin: Lover
beforeAll(async () => {
  t = await buildFinanceApp()
  admin = await money.staff('admin')
})
afterAll(async () => {
  await t.close()
})

const KINDS: ProductKind[] = ['vip', 'top', 'boost', 'line', 'credit']

type Step =
  | { do: 'register' }
  | { do: 'buy'; kind: ProductKind; pick: number }
  /** Refunds `permille` of what is left of one paid order (1000: all of it). */
  | { do: 'refund'; pick: number; permille: number }
  | { do: 'rules'; promoter: number; cap: number; partner: number; midSales: number; reward: number }
  /** The refund window passes for every share so far. */
  | { do: 'windowPasses' }
  | { do: 'withdraw'; partner: boolean }

const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: fc.constant<Step>({ do: 'register' }), weight: 1 },
  {
    arbitrary: fc.record({ kind: fc.constantFrom(...KINDS), pick: fc.nat() }).map((r): Step => ({ do: 'buy', ...r })),
    weight: 4
  },
  {
    arbitrary: fc
      .record({ pick: fc.nat(), permille: fc.oneof(fc.integer({ min: 1, max: 999 }), fc.constant(1000)) })
      .map((r): Step => ({ do: 'refund', ...r })),
    weight: 2
  },
  {
    arbitrary: fc
      .record({
        promoter: fc.integer({ min: 0, max: 4000 }),
        cap: fc.integer({ min: 0, max: 5000 }),
        partner: fc.integer({ min: 0, max: 10_000 }),
        midSales: fc.integer({ min: 1, max: 100_000 }),
        reward: fc.integer({ min: 0, max: 2000 })
      })
      .map((r): Step => ({ do: 'rules', ...r })),
    weight: 1
  },
  { arbitrary: fc.constant<Step>({ do: 'windowPasses' }), weight: 2 },
  { arbitrary: fc.boolean().map((partner): Step => ({ do: 'withdraw', partner })), weight: 2 }
)

/** One run's people: a partner, the promoter she brought, and the members the promoter brings (one at first). */
async function cast() {
  const partner = await member(t)
  const promoter = await member(t)
  await promo.makePartner(admin, partner)
  expect(await promo.bring(partner, promoter)).toBe(true)
  const payer = await lover(t)
  expect(await promo.bring(promoter, payer)).toBe(true)
  return { partner, promoter, payers: [payer] }
}

async function perform(s: Step, who: Awaited<ReturnType<typeof cast>>): Promise<void> {
  switch (s.do) {
    case 'register': {
      const payer = await lover(t)
      expect(await promo.bring(who.promoter, payer)).toBe(true)
      who.payers.push(payer)
      return
    }
    case 'buy': {
      if (who.payers.length === 0) return
      await money.buyWithBalance(who.payers[s.pick % who.payers.length], await productOf(t, s.kind))
      return
    }
    case 'refund': {
      if (who.payers.length === 0) return
      const paid = await t.app.db
        .select()
        .from(finOrders)
        .where(
          and(
            eq(finOrders.tenantId, 1),
            inArray(
              finOrders.userId,
              who.payers.map((p) => p.id)
            ),
            eq(finOrders.status, 'paid')
          )
        )
        .orderBy(finOrders.id)
      if (paid.length === 0) return
      const order = paid[s.pick % paid.length]
      const left = paidOf(order) - order.refundedAmount
      const amount = s.permille === 1000 ? left : Math.max(1, Math.floor((left * s.permille) / 1000))
      await ok(send(admin, API.finance.staffRefundOrder, { orderNo: order.orderNo, amount, reason: '测试退款' }))
      return
    }
    case 'rules': {
      const levels = DEFAULT_PROMOTION_RULES.levels
      await promo.saveRules(admin, {
        promoterBasisPoints: Math.min(s.promoter, s.cap),
        capBasisPoints: s.cap,
        registerRewardMale: s.reward,
        registerRewardFemale: s.reward,
        levels: [
          { ...levels[0], basisPoints: s.partner },
          { ...levels[1], minSales: s.midSales, basisPoints: 10_000 - s.partner },
          levels[2]
        ]
      })
      return
    }
    case 'windowPasses': {
      for (const payer of who.payers) await promo.windowPasses(payer)
      return
    }
    case 'withdraw': {
      const earner = s.partner ? who.partner : who.promoter
      const allowance = await ok(send(earner, API.finance.getCouldCashutAmount))
      if (allowance.couldCashout < allowance.minAmount) return
      const cashout = await ok(
        send(earner, API.finance.applyCashout, {
          amount: allowance.couldCashout,
          channel: 'alipay',
          account: '13800138000',
          realName: '张三'
        })
      )
      await ok(send(admin, API.finance.staffAuditCashout, { id: cashout.id, approve: true }))
    }
  }
}

describe('promotion money, whatever happens in whatever order', () => {
  it('balances, caps, pays once, reverses exactly, and keeps every earner’s books', async () => {
    // Small shares may leave too, so runs withdraw and then see refunds come after.
    await money.withFinanceConfig(1, { cashoutMinAmount: 1, cashoutChargeCommission: false }, () =>
      fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
          const who = await cast()
          for (const s of steps) await perform(s, who)

          expect(await checkLedger(t.app.db, 1)).toEqual({
            driftedAccounts: 0,
            unbalancedTxns: 0,
            negativeMemberAccounts: 0
          })
          const orders = await ordersAgainstShares(
            t,
            1,
            who.payers.map((p) => p.id)
          )
          for (const o of orders) {
            if (o.paidInPoints) expect(o.kinds).toEqual([])
            expect(new Set(o.kinds).size).toBe(o.kinds.length)
            expect(o.total).toBeLessThanOrEqual(o.cap)
            expect(o.oneVersion).toBe(true)
            expect(o.exact).toBe(true)
            for (const b of o.beneficiaries) expect([who.promoter.id, who.partner.id]).toContain(b)
          }
          for (const earner of [who.promoter, who.partner]) {
            const books = await earnerBooks(t, 1, earner.id)
            expect(books.holds).toBe(books.entitled)
          }
        }),
        { numRuns: 40 }
      )
    )
  })
})
