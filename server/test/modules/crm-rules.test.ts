import { API } from '@contract/api'
import { crmLeads } from '../../src/db/schema'
import { addFollowUp, claimLead, getLeadDetail, getLeadPage, getOffice } from '../../src/modules/crm/leads'
import { and, eq } from 'drizzle-orm'
import { buildTestApp, type TestApp } from '../helpers/app'
import { asUser, crmKit, DAY } from '../helpers/crm'
import type { Lover } from '../helpers/love'

/**
 * The pool rules on a controlled clock: the service is called with `now`, so days pass without waiting
 * and nothing but the stored times decides when a lead returns to the pool.
 */
let t: TestApp
const kit = crmKit(() => t)
const T0 = new Date('2026-03-02T02:00:00Z') // 10:00 in China

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 })
})
afterAll(async () => {
  await t.close()
})

const at = (days: number) => new Date(T0.getTime() + days * DAY)
const claim = (who: Lover, lead: Lover, days: number) => claimLead(t.app.db, asUser(who), lead.id, at(days))
const detail = (who: Lover, lead: Lover, days: number) => getLeadDetail(t.app.db, asUser(who), lead.id, at(days))
const followUp = (who: Lover, lead: Lover, days: number, next = '') =>
  addFollowUp(
    t.app.db,
    asUser(who),
    { userId: lead.id, kind: 'call', content: '聊了近况', nextFollowUpAt: next },
    at(days)
  )
const poolIds = async (who: Lover, days: number) =>
  (await getLeadPage(t.app.db, asUser(who), { tab: 'pool', cursor: '', pageSize: 50 }, at(days))).list.map(
    (l) => l.userId
  )

describe('a lead without follow-ups', () => {
  it('is warned 3 days before, returns to the pool after 15 idle days, and its owner waits 7 more days', async () => {
    const m = await kit.matchmaker()
    const other = await kit.matchmaker()
    const lead = await kit.member()
    await claim(m, lead, 0)

    expect((await detail(m, lead, 11)).expiring).toBe(false)
    const warned = await detail(m, lead, 12.5)
    expect(warned).toMatchObject({ status: 'mine', expiring: true, expiresAt: at(15).toISOString() })
    const today = await getLeadPage(t.app.db, asUser(m), { tab: 'today', cursor: '', pageSize: 20 }, at(12.5))
    expect(today.list.map((l) => l.userId)).toEqual([lead.id])
    expect((await getOffice(t.app.db, asUser(m), at(12.5))).expiring).toBe(1)

    // Day 15: back in the pool, nothing ran.
    expect(await poolIds(other, 15)).toContain(lead.id)
    expect((await detail(m, lead, 15)).status).toBe('pool')
    await expect(claim(m, lead, 16)).rejects.toThrow(/7 天内不能再认领，3月24日后可认领/)
    await expect(claim(m, lead, 21.9)).rejects.toThrow(/不能再认领/)

    // Someone else may claim it at once; the history says it went back to the pool at day 15.
    const res = await claim(other, lead, 16)
    expect(res.lead.owner?.userId).toBe(other.id)
    const released = res.lead.timeline.find((e) => e.kind === 'released')
    expect(released?.at).toBe(at(15).toISOString())
  })

  it('the previous owner may claim it again after the block', async () => {
    const m = await kit.matchmaker()
    const lead = await kit.member()
    await claim(m, lead, 0)
    const res = await claim(m, lead, 22.1)
    expect(res.lead.status).toBe('mine')
  })
})

describe('follow-ups and the protection', () => {
  it('each follow-up gives 15 more days, but never past 30 days from the claim', async () => {
    const m = await kit.matchmaker()
    const lead = await kit.member()
    await claim(m, lead, 0)
    await followUp(m, lead, 10)
    expect((await detail(m, lead, 10)).expiresAt).toBe(at(25).toISOString())
    expect((await detail(m, lead, 20)).status).toBe('mine')
    await followUp(m, lead, 24)
    expect((await detail(m, lead, 24)).expiresAt).toBe(at(30).toISOString())
    expect((await detail(m, lead, 29.9)).status).toBe('mine')
    expect((await detail(m, lead, 30)).status).toBe('pool')
  })

  it("a previous owner's follow-up does not shorten a new claim", async () => {
    const a = await kit.matchmaker()
    const b = await kit.matchmaker()
    const lead = await kit.member()
    await claim(a, lead, 0)
    await followUp(a, lead, 1)
    await claim(b, lead, 40)
    expect((await detail(b, lead, 40)).expiresAt).toBe(at(55).toISOString())
  })

  it('a contract protects the customer from returning to the pool', async () => {
    const m = await kit.matchmaker()
    const lead = await kit.member()
    await claim(m, lead, 0)
    await t.app.db
      .update(crmLeads)
      .set({ protectedByContractId: 1 })
      .where(and(eq(crmLeads.tenantId, 1), eq(crmLeads.userId, lead.id)))
    const d = await detail(m, lead, 90)
    expect(d).toMatchObject({
      status: 'mine',
      protectedByContract: true,
      canAbandon: false,
      expiring: false,
      expiresAt: ''
    })
    expect(await poolIds(m, 90)).not.toContain(lead.id)
  })
})

describe('the daily claim limit', () => {
  it('counts claims per China day: the 11th is refused, the next day starts afresh', async () => {
    const m = await kit.matchmaker()
    const leads: Lover[] = []
    for (let i = 0; i < 12; i++) leads.push(await kit.member())
    for (const l of leads.slice(0, 10)) await claim(m, l, 0)
    await expect(claim(m, leads[10], 0.4)).rejects.toThrow('今日认领已达上限（每天 10 个）')
    expect((await detail(m, leads[10], 0.4)).claimBlocker).toBe('今日认领已达上限（每天 10 个）')
    // 16:00 UTC is midnight in China.
    const res = await claimLead(t.app.db, asUser(m), leads[10].id, new Date('2026-03-02T16:00:00Z'))
    expect(res.claimsLeftToday).toBe(9)
  })

  it('the limit follows the tenant rules', async () => {
    const admin = await kit.staff('admin')
    await kit.as(admin, API.crm.savePoolRules, {
      claimsPerDay: 1,
      protectDays: 30,
      idleDays: 15,
      warnDays: 3,
      reclaimBlockDays: 7
    })
    const m = await kit.matchmaker()
    const [a, b] = [await kit.member(), await kit.member()]
    await claim(m, a, 100)
    await expect(claim(m, b, 100)).rejects.toThrow('今日认领已达上限（每天 1 个）')
  })
})
