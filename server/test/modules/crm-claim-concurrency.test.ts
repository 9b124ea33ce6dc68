import { and, eq } from 'drizzle-orm'
import { API } from '@contract/api'
import { ErrorCode } from '@contract/envelope'
import { crmClaimCounters, crmLeadEvents } from '../../src/db/schema'
import { buildTestApp, type TestApp } from '../helpers/app'
import { crmKit } from '../helpers/crm'
import type { Lover } from '../helpers/love'

/**
 * Claims racing for the pool. On PostgreSQL (the second run of the server suites) the requests really
 * overlap across pooled connections; on PGlite they interleave on one connection. Either way the lead
 * row lock and the conditional counter upsert must let exactly the allowed claims through.
 */
let t: TestApp
const kit = crmKit(() => t)

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 })
})
afterAll(async () => {
  await t.close()
})

describe('matchmakers claiming one lead at once', () => {
  it('exactly one wins; the others are told someone else has it', async () => {
    const matchmakers: Lover[] = []
    for (let i = 0; i < 8; i++) matchmakers.push(await kit.matchmaker())
    for (let round = 0; round < 3; round++) {
      const lead = await kit.member()
      const results = await Promise.all(matchmakers.map((m) => kit.send(m, API.crm.claimLead, { userId: lead.id })))
      for (const r of results) expect(r.status).toBe(200)
      const won = results.filter((r) => r.body.code === 20000)
      expect(won).toHaveLength(1)
      for (const r of results.filter((r) => r.body.code !== 20000)) {
        expect(r.body).toEqual({ code: ErrorCode.Conflict, msg: '该客户已被其他红娘认领', data: null })
      }
      const row = await kit.leadRow(lead)
      expect(row.ownerId).toBe(won[0].body.data!.lead.owner!.userId)
      const events = await t.app.db
        .select()
        .from(crmLeadEvents)
        .where(and(eq(crmLeadEvents.tenantId, 1), eq(crmLeadEvents.leadId, row.id)))
      expect(events.map((e) => e.kind).sort()).toEqual(['claimed', 'created'])
    }
    // Only the winners' claims were counted.
    const counters = await t.app.db.select().from(crmClaimCounters).where(eq(crmClaimCounters.tenantId, 1))
    expect(counters.reduce((a, c) => a + c.claims, 0)).toBe(3)
  })
})

describe('one matchmaker claiming many leads at once', () => {
  it('never passes the daily limit', async () => {
    const m = await kit.matchmaker()
    const leads: Lover[] = []
    for (let i = 0; i < 16; i++) leads.push(await kit.member())
    const results = await Promise.all(leads.map((l) => kit.send(m, API.crm.claimLead, { userId: l.id })))
    for (const r of results) expect(r.status).toBe(200)
    expect(results.filter((r) => r.body.code === 20000)).toHaveLength(10)
    for (const r of results.filter((r) => r.body.code !== 20000)) {
      expect(r.body.msg).toBe('今日认领已达上限（每天 10 个）')
    }
    const mine = await kit.as(m, API.crm.getLeadPage, { tab: 'mine', cursor: '', pageSize: 50 })
    expect(mine.list).toHaveLength(10)
    expect((await kit.as(m, API.crm.getOffice, {})).claimsLeftToday).toBe(0)
  })
})
