/** Promotion money under concurrency on PostgreSQL: refunds racing a share becoming available and leaving, cash-outs racing each other. */
import { and, eq, sql } from 'drizzle-orm'
import { API } from '@contract/api'
import { DEFAULT_PROMOTION_RULES } from '@contract/promotion'
import { promoCommissions } from '../../src/db/schema'
import type { TestApp } from '../helpers/app'
import { buildFinanceApp, expectLedgerSound, financeKit, ok, productOf } from '../helpers/finance'
import { lover, member, type Lover } from '../helpers/love'
import { earnerBooks } from '../helpers/promotion-books'
import { promotionKit } from '../helpers/promotion'

let t: TestApp
const app = () => t
const money = financeKit(app)
const promo = promotionKit(app)
const { send } = promo

let admin: Lover
beforeAll(async () => {
  t = await buildFinanceApp()
  admin = await money.staff('admin')
  // A share of one purchase clears the minimum cash-out.
  await promo.saveRules(admin, { promoterBasisPoints: 3000, capBasisPoints: 5000 })
})
afterAll(async () => {
  await expectLedgerSound(t)
  await t.close()
})

const alipay = (amount: number) => ({ amount, channel: 'alipay', account: '13800138000', realName: '张三' })

async function paidShare() {
  const promoter = await member(t)
  const payer = await lover(t)
  expect(await promo.bring(promoter, payer)).toBe(true)
  const order = await money.buyWithBalance(payer, await productOf(t, 'vip'))
  const [share] = await promo.commissionsOfPayer(payer)
  return { promoter, payer, order, share }
}

describe('a refund racing the share becoming available', () => {
  it('settles once, whichever comes first: reversed exactly, and the promoter’s books agree', async () => {
    for (let round = 0; round < 10; round += 1) {
      const { promoter, payer, order, share } = await paidShare()
      // The window ends within the next few milliseconds, while the refund and her cash-out race it.
      await t.app.db
        .update(promoCommissions)
        .set({ availableAt: sql`now() + (${round * 3} || ' milliseconds')::interval` })
        .where(and(eq(promoCommissions.tenantId, 1), eq(promoCommissions.payerId, payer.id)))
      const [cashout, refunded] = await Promise.all([
        send(promoter, API.finance.applyCashout, alipay(share.amount)),
        send(admin, API.finance.staffRefundOrder, { orderNo: order.orderNo, reason: '退款' }),
        send(promoter, API.finance.getCouldCashutAmount)
      ])
      expect(refunded.body.code).toBe(20000)
      expect([20000, 41006]).toContain(cashout.body.code)
      const [after] = await promo.commissionsOfPayer(payer)
      expect(after.reversedAmount).toBe(share.amount)
      const books = await earnerBooks(t, 1, promoter.id)
      expect(books).toEqual({ entitled: 0, holds: 0 })
      // She owes exactly what left before the refund, and nothing otherwise.
      expect((await promo.centre(promoter)).owed).toBe(cashout.body.code === 20000 ? share.amount : 0)
    }
  })
})

describe('rules saved at once', () => {
  it('number themselves one after the other, or the later is refused', async () => {
    const { version } = await ok(send(admin, API.promotion.getRules))
    const results = await Promise.all(
      [2, 3, 4].map((days) =>
        promo.send(admin, API.promotion.saveRules, { ...DEFAULT_PROMOTION_RULES, refundWindowDays: days })
      )
    )
    const saved = results.filter((r) => r.body.code === 20000).map((r) => r.body.data!.version)
    expect(saved.length).toBeGreaterThan(0)
    expect(new Set(saved).size).toBe(saved.length)
    for (const r of results.filter((x) => x.body.code !== 20000))
      expect(r.body).toEqual({ code: 40900, msg: '推广规则刚被修改过，请刷新后再保存', data: null })
    expect((await ok(send(admin, API.promotion.getRules))).version).toBe(version + saved.length)
    await promo.saveRules(admin, { promoterBasisPoints: 3000, capBasisPoints: 5000, refundWindowDays: 7 })
  })
})

describe('cash-outs at once', () => {
  it('release a share once', async () => {
    const { promoter, payer, share } = await paidShare()
    await promo.windowPasses(payer)
    const results = await Promise.all(
      Array.from({ length: 4 }, () => send(promoter, API.finance.applyCashout, alipay(share.amount)))
    )
    expect(results.filter((r) => r.body.code === 20000)).toHaveLength(1)
    expect(await promo.centre(promoter)).toMatchObject({ available: 0, withdrawn: share.amount })
    expect(await earnerBooks(t, 1, promoter.id)).toEqual({ entitled: share.amount, holds: share.amount })
    expect((await ok(send(promoter, API.finance.getWallet))).balance).toBe(0)
  })
})
