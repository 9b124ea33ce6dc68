import { and, eq } from 'drizzle-orm'
import { API } from '@contract/api'
import { dates } from '../../src/db/schema'
import { appointmentKit } from '../helpers/appointment'
import { buildTestApp, type TestApp } from '../helpers/app'
import { man, type Lover } from '../helpers/love'

/**
 * Two dates of one customer completed at once on a contract with one meeting left, and a pending
 * date accepted and cancelled at once. On PostgreSQL (the second run of the server suites) the
 * requests really overlap across pooled connections; on PGlite they interleave on one connection.
 * Exactly one may use the last meeting; exactly one answer decides the pending date.
 */
let t: TestApp
const kit = appointmentKit(() => t)
let chen: Lover

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 })
  chen = await kit.matchmaker(null)
})
afterAll(async () => {
  await t.close()
})

it('two completions racing for the last meeting of a contract use it exactly once; both dates complete', async () => {
  const she = await kit.customer(chen)
  const contractId = await kit.contract(she, chen, 3, 2)
  const partners = [await man(t), await man(t)]
  const ds = []
  for (const p of partners) {
    const d = await kit.schedule(chen, she, p)
    await kit.moveDate(chen, d.id, 'check_in')
    ds.push(d)
  }

  const results = await Promise.all(
    ds.map((d) => kit.send(chen, API.appointment.moveDate, { dateId: d.id, action: 'complete', reason: '' }))
  )

  for (const r of results) expect(r.body.code).toBe(20000)
  expect((await kit.contractRow(contractId)).meetingsUsed).toBe(3)
  const rows = await t.app.db
    .select()
    .from(dates)
    .where(and(eq(dates.tenantId, 1), eq(dates.customerId, she.id)))
  expect(rows.map((r) => r.status)).toEqual(['completed', 'completed'])
  expect(rows.filter((r) => r.contractId === contractId)).toHaveLength(1)
  expect(rows.filter((r) => r.contractId === null)).toHaveLength(1)
})

it('the same date completed twice at once counts once and the second is told it is already completed', async () => {
  const she = await kit.customer(chen)
  const contractId = await kit.contract(she, chen, 3, 0)
  const d = await kit.schedule(chen, she, await man(t))
  await kit.moveDate(chen, d.id, 'check_in')
  const results = await Promise.all(
    [1, 2].map(() => kit.send(chen, API.appointment.moveDate, { dateId: d.id, action: 'complete', reason: '' }))
  )
  expect(results.filter((r) => r.body.code === 20000)).toHaveLength(1)
  expect(results.find((r) => r.body.code !== 20000)?.body.msg).toBe('约会已完成，不能完成约见')
  expect((await kit.contractRow(contractId)).meetingsUsed).toBe(1)
})

it('a pending date accepted by the member and withdrawn by the matchmaker at once ends one way only', async () => {
  const she = await kit.customer(chen)
  for (let round = 0; round < 3; round++) {
    const him = await man(t)
    const d = await kit.propose(chen, she, him)
    expect(d.status).toBe('pending')
    const [accept, withdraw] = await Promise.all([
      kit.send(him, API.appointment.respondDate, { dateId: d.id, action: 'accept', reason: '' }),
      kit.send(chen, API.appointment.moveDate, { dateId: d.id, action: 'withdraw', reason: '客户临时有事' })
    ])
    const won = [accept, withdraw].filter((r) => r.body.code === 20000)
    expect(won).toHaveLength(1)
    const row = await kit.dateRow(d.id)
    if (accept.body.code === 20000) {
      expect(row.status).toBe('scheduled')
      expect(withdraw.body.msg).toBe('约会已安排，不能撤回邀请')
    } else {
      expect(row).toMatchObject({ status: 'cancelled', reason: '客户临时有事' })
      expect(accept.body.msg).toBe('约会已取消，无需再确认')
    }
  }
})
