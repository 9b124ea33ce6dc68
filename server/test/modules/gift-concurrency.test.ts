import { and, eq } from 'drizzle-orm'
import { API } from '@contract/api'
import { ErrorCode } from '@contract/envelope'
import { mallExchanges } from '../../src/db/schema'
import { checkLedger } from '../../src/modules/finance/ledger'
import { SOLD_OUT_MESSAGE } from '../../src/modules/gift/service'
import { buildTestApp, type TestApp } from '../helpers/app'
import { mallKit } from '../helpers/gift'
import type { Lover } from '../helpers/love'

/**
 * Exchanges racing for the same goods. On PostgreSQL (the second run of the server suites) the
 * requests really overlap across pooled connections; on PGlite they interleave on one connection.
 */
let t: TestApp
const mall = mallKit(() => t)
let admin: Lover
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 })
  admin = await mall.staff('admin')
})
afterAll(async () => {
  await t.close()
})

const soundLedger = { driftedAccounts: 0, unbalancedTxns: 0, negativeMemberAccounts: 0 }

async function exchangesOf(goodsId: number) {
  return t.app.db
    .select({ userId: mallExchanges.userId, status: mallExchanges.status, quantity: mallExchanges.quantity })
    .from(mallExchanges)
    .where(and(eq(mallExchanges.tenantId, 1), eq(mallExchanges.goodsId, goodsId)))
}

describe('50 members exchange the last 10 items at once', () => {
  it('exactly 10 succeed, the stock ends at 0, and the 40 others are told it is sold out', async () => {
    const PRICE = 200
    const g = await mall.goods(admin, { name: '限量情侣抱枕', points: PRICE, stock: 10 })
    const members: Lover[] = []
    for (let i = 0; i < 50; i++) members.push(await mall.memberWith(500))

    const results = await Promise.all(members.map((m) => mall.exchange(m, { goodsId: g.id })))

    const won = results.filter((r) => r.body.code === 20000)
    const lost = results.filter((r) => r.body.code !== 20000)
    expect(won).toHaveLength(10)
    expect(lost).toHaveLength(40)
    for (const r of lost) {
      expect(r.status).toBe(200)
      expect(r.body).toEqual({ code: ErrorCode.Conflict, msg: SOLD_OUT_MESSAGE, data: null })
    }
    expect(await mall.goodsRow(1, g.id)).toMatchObject({ stock: 0, exchanged: 10 })
    const rows = await exchangesOf(g.id)
    expect(rows).toHaveLength(10)
    expect(new Set(rows.map((r) => r.userId)).size).toBe(10)
    const winners = new Set(rows.map((r) => r.userId))
    for (const m of members) expect(await mall.points(m)).toBe(winners.has(m.id) ? 500 - PRICE : 500)
    expect(await checkLedger(t.app.db)).toEqual(soundLedger)
  })
})

describe('one member races against the per-member limit', () => {
  it('ten exchanges at once under a limit of 3 leave exactly 3, paid once each', async () => {
    const g = await mall.goods(admin, { name: '每人限兑3件的咖啡券', points: 50, stock: 100, limitPerMember: 3 })
    const m = await mall.memberWith(1000)

    const results = await Promise.all(Array.from({ length: 10 }, () => mall.exchange(m, { goodsId: g.id })))

    expect(results.filter((r) => r.body.code === 20000)).toHaveLength(3)
    for (const r of results.filter((x) => x.body.code !== 20000)) {
      expect(r.body).toEqual({ code: 40000, msg: '每人限兑3件，你已兑满', data: null })
    }
    expect(await exchangesOf(g.id)).toHaveLength(3)
    expect(await mall.goodsRow(1, g.id)).toMatchObject({ stock: 97, exchanged: 3 })
    expect(await mall.points(m)).toBe(1000 - 3 * 50)
    expect(await checkLedger(t.app.db)).toEqual(soundLedger)
  })

  it('with larger quantities too: never more than the limit in all', async () => {
    const g = await mall.goods(admin, { name: '每人限兑5件的鲜花', points: 10, stock: 100, limitPerMember: 5 })
    const m = await mall.memberWith(1000)
    const results = await Promise.all(
      [1, 2, 3, 2, 1, 3, 2].map((quantity) => mall.exchange(m, { goodsId: g.id, quantity }))
    )
    const held = (await exchangesOf(g.id)).reduce((n, r) => n + r.quantity, 0)
    expect(held).toBeLessThanOrEqual(5)
    const spent = results.filter((r) => r.body.code === 20000).reduce((n, r) => n + (r.body.data?.totalPoints ?? 0), 0)
    expect(spent).toBe(held * 10)
    expect(await mall.points(m)).toBe(1000 - spent)
    expect(await mall.goodsRow(1, g.id)).toMatchObject({ stock: 100 - held, exchanged: held })
  })
})

describe('cancelling at once', () => {
  it('ten cancels of one exchange refund it once', async () => {
    const g = await mall.goods(admin, { name: '退款竞争测试券', points: 70, stock: 1 })
    const m = await mall.memberWith(70)
    const e = await mall.exchanged(m, { goodsId: g.id })
    const results = await Promise.all(
      Array.from({ length: 10 }, () => mall.send(m, API.gift.cancelExchange, { exchangeId: e.id }))
    )
    expect(results.filter((r) => r.body.code === 20000)).toHaveLength(1)
    expect(results.filter((r) => r.body.msg === '该兑换已取消')).toHaveLength(9)
    expect(await mall.points(m)).toBe(70)
    expect(await mall.goodsRow(1, g.id)).toMatchObject({ stock: 1, exchanged: 0 })
  })

  it('a cancel racing the fulfilment: one of them wins and the points follow it', async () => {
    const clerk = await mall.staff('matchmaker')
    const g = await mall.goods(admin, { name: '核销竞争测试券', points: 60, stock: 5 })
    const m = await mall.memberWith(60)
    const e = await mall.exchanged(m, { goodsId: g.id })
    const [cancel, fulfil] = await Promise.all([
      mall.send(m, API.gift.cancelExchange, { exchangeId: e.id }),
      mall.send(clerk, API.gift.staffFulfilExchange, { exchangeId: e.id, redemptionCode: e.redemptionCode })
    ])
    expect([cancel.body.code, fulfil.body.code].filter((c) => c === 20000)).toHaveLength(1)
    const [row] = await exchangesOf(g.id)
    expect(await mall.points(m)).toBe(row.status === 'cancelled' ? 60 : 0)
    expect(await checkLedger(t.app.db)).toEqual(soundLedger)
  })
})
