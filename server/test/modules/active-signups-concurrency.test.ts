import { and, eq } from 'drizzle-orm'
import { API } from '@contract/api'
import { ErrorCode } from '@contract/envelope'
import { eventSignups } from '../../src/db/schema'
import { holdsSeat } from '../../src/modules/active/access'
import { activeKit } from '../helpers/active'
import { buildTestApp, type TestApp } from '../helpers/app'
import { expectLedgerSound, financeKit, fund, ok } from '../helpers/finance'
import { lover, man, type Lover } from '../helpers/love'

/**
 * Sign-ups racing for the same seats, and payments racing with cancellations. On PostgreSQL (the
 * second run of the server suites) the requests really overlap across pooled connections; on
 * PGlite they interleave on one connection. A deadlock would surface as a 500.
 */
let t: TestApp
const kit = activeKit(() => t)
const money = financeKit(() => t)
let organiser: Lover

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 })
  organiser = await kit.matchmaker()
})
afterAll(async () => {
  await t.close()
})

const WOMAN_PRICE = 6600

async function signupsOf(eventId: number) {
  return t.app.db
    .select()
    .from(eventSignups)
    .where(and(eq(eventSignups.tenantId, 1), eq(eventSignups.eventId, eventId)))
}

const signUp = (who: Lover, eventId: number) => money.send(who, API.active.signUp, { eventId })

describe('50 members race for 10 seats of one gender', () => {
  it('exactly 10 hold a seat, the 40 others are told it is full; paying and cancelling at once never deadlock', async () => {
    const e = await kit.published(organiser, { quotaFemale: 10, quotaMale: 10 })
    const women: Lover[] = []
    for (let i = 0; i < 50; i++) women.push(await lover(t))
    for (const w of women) await fund(t, w.id, WOMAN_PRICE)

    const results = await Promise.all(women.map((w) => signUp(w, e.id)))

    for (const r of results) expect(r.status).toBe(200)
    const won = results.filter((r) => r.body.code === 20000)
    const lost = results.filter((r) => r.body.code !== 20000)
    expect(won).toHaveLength(10)
    for (const r of lost) expect(r.body).toEqual({ code: ErrorCode.Conflict, msg: '女士名额已满', data: null })
    const rows = await signupsOf(e.id)
    expect(rows).toHaveLength(10)
    expect(rows.every((r) => holdsSeat(r, new Date()))).toBe(true)
    expect(new Set(rows.map((r) => r.checkInCode)).size).toBe(10)

    // Each winner pays while half of them also cancel: whichever comes first, money ends where it should.
    const winners = won.map((r) => r.body.data!.signup)
    const owner = new Map(rows.map((r) => [r.id, women.find((w) => w.id === r.userId)!]))
    const answers = await Promise.all(
      winners.flatMap((s, i) => {
        const w = owner.get(s.id)!
        const pay = money.pay(w, s.orderNo)
        return i % 2 === 0 ? [pay, money.send(w, API.active.cancelSignup, { signupId: s.id })] : [pay]
      })
    )
    for (const a of answers) expect(a.status).toBe(200)
    for (const s of winners) {
      const w = owner.get(s.id)!
      const [row] = (await signupsOf(e.id)).filter((r) => r.id === s.id)
      const balance = (await money.wallet(w)).balance
      if (row.status === 'approved') expect(balance).toBe(0)
      else expect({ status: row.status, balance }).toEqual({ status: 'cancelled', balance: WOMAN_PRICE })
    }
    expect(await ok(t.call(API.active.getEventDetail, { eventId: e.id }))).toMatchObject({
      seatsLeft: { female: 10 - (await signupsOf(e.id)).filter((r) => r.status === 'approved').length }
    })
    await expectLedgerSound(t)
  })

  it('the event cancelled while its guests pay: every payment is refunded or refused, none lost', async () => {
    const e = await kit.published(organiser, { quotaMale: 10 })
    const men: Lover[] = []
    for (let i = 0; i < 10; i++) men.push(await man(t))
    for (const m of men) await fund(t, m.id, 9900)
    const signups = await Promise.all(men.map(async (m) => (await ok(signUp(m, e.id))).signup))
    const answers = await Promise.all([
      ...signups.map((s, i) => money.pay(men[i], s.orderNo)),
      money.send(organiser, API.active.cancelEvent, { eventId: e.id, reason: '天气原因取消' })
    ])
    for (const a of answers) expect(a.status).toBe(200)
    for (const m of men) expect((await money.wallet(m)).balance).toBe(9900)
    expect((await signupsOf(e.id)).every((r) => r.status === 'cancelled')).toBe(true)
    await expectLedgerSound(t)
  })
})

describe('a double tap', () => {
  it('the same member tapping sign-up five times at once gets one sign-up', async () => {
    const e = await kit.published(organiser)
    const she = await lover(t)
    const results = await Promise.all(Array.from({ length: 5 }, () => signUp(she, e.id)))
    expect(results.filter((r) => r.body.code === 20000)).toHaveLength(1)
    for (const r of results.filter((x) => x.body.code !== 20000)) {
      expect(r.body).toEqual({ code: ErrorCode.Conflict, msg: '你已报名', data: null })
    }
    expect(await signupsOf(e.id)).toHaveLength(1)
  })
})
