import { API } from '@contract/api'
import { ErrorCode } from '@contract/envelope'
import { crmFollowUps, crmProspects, officeShares } from '../../src/db/schema'
import { buildTestApp, HOST_B, type TestApp } from '../helpers/app'
import { crmKit } from '../helpers/crm'
import { lover, type Lover } from '../helpers/love'

/** Potential leads from shared links, and the office report, per scope. */
let t: TestApp
const kit = crmKit(() => t)
let admin: Lover
let manager: Lover
let chen: Lover
let wang: Lover
let east: Lover

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 })
  admin = await kit.staff('admin')
  const west = await kit.store()
  manager = west.manager
  chen = await kit.matchmaker(west.storeId)
  wang = await kit.matchmaker(west.storeId)
  east = await kit.matchmaker((await kit.store()).storeId)
})
afterAll(async () => {
  await t.close()
})

const visit = (referrerId: number, who: Lover) => t.call(API.crm.recordVisit, { referrerId }, { token: who.token })

describe("a matchmaker's shared link", () => {
  it('a member who opens it becomes her lead; each visit is counted on one prospect', async () => {
    const m = await kit.member()
    expect((await visit(chen.id, m)).body).toEqual({ code: 20000, msg: 'success', data: { converted: true } })
    expect((await visit(chen.id, m)).body.data).toEqual({ converted: true })
    const page = await kit.as(chen, API.crm.getProspectPage, { filter: 'converted', cursor: '', pageSize: 20 })
    expect(page.list).toHaveLength(1)
    expect(page.list[0]).toMatchObject({ visits: 2, member: { userId: m.id }, converted: true, source: 'link' })
    const d = await kit.as(chen, API.crm.getProspectDetail, { id: page.list[0].id })
    expect(d.lead).toMatchObject({ userId: m.id, status: 'mine', source: 'link' })
    const lead = await kit.as(chen, API.crm.getLeadDetail, { userId: m.id })
    expect(lead.timeline.map((e) => e.kind)).toEqual(['claimed', 'created'])
  })

  it('nobody adds prospects without logging in: an anonymous visit is refused and leaves nothing', async () => {
    const before = (await t.app.db.select().from(crmProspects)).length
    for (const key of ['device-aaaa-0001', 'device-aaaa-0002']) {
      const res = await t.call(API.crm.recordVisit, { referrerId: chen.id, visitorKey: key })
      expect(res.status).toBe(401)
      expect(res.body).toMatchObject({ code: 40100 })
    }
    expect((await t.app.db.select().from(crmProspects)).length).toBe(before)
  })

  it("the matchmaker's own visits and her colleagues' are no prospects", async () => {
    const before = (await t.app.db.select().from(crmProspects)).length
    expect((await visit(chen.id, chen)).body.data).toEqual({ converted: false })
    expect((await visit(chen.id, wang)).body.data).toEqual({ converted: false })
    expect((await t.app.db.select().from(crmProspects)).length).toBe(before)
  })

  it('a member someone already owns stays theirs; the link is still counted', async () => {
    const m = await kit.member()
    await kit.claim(wang, m)
    expect((await visit(chen.id, m)).body.data).toEqual({ converted: false })
    expect((await kit.leadRow(m)).ownerId).toBe(wang.id)
    const page = await kit.as(chen, API.crm.getProspectPage, { filter: 'all', cursor: '', pageSize: 20 })
    const item = page.list.find((p) => p.member.userId === m.id)
    expect(item).toMatchObject({ converted: false, visits: 1 })
    // Chen can't see Wang's lead through the prospect.
    expect((await kit.as(chen, API.crm.getProspectDetail, { id: item!.id })).lead).toBeNull()
    const converted = await kit.as(chen, API.crm.getProspectPage, { filter: 'converted', cursor: '', pageSize: 20 })
    expect(converted.list.map((p) => p.member.userId)).not.toContain(m.id)
  })

  it('a promoter link makes a pool lead of source promoter; a bad link is refused', async () => {
    const promoter = await kit.member()
    const m = await kit.member()
    expect((await visit(promoter.id, m)).body.data).toEqual({ converted: false })
    expect(await kit.leadRow(m)).toMatchObject({ source: 'promoter', sourceUserId: promoter.id, ownerId: null })
    expect((await visit(999999, m)).body).toMatchObject({ code: ErrorCode.NotFound, msg: '分享链接已失效' })
    // Another tenant's matchmaker id is no link there.
    const b = await lover(t, {}, HOST_B)
    expect(
      (await t.call(API.crm.recordVisit, { referrerId: chen.id }, { token: b.token, host: HOST_B })).body.msg
    ).toBe('分享链接已失效')
  })

  it("prospects are seen by their matchmaker's scope only", async () => {
    const chens = await kit.as(chen, API.crm.getProspectPage, { filter: 'all', cursor: '', pageSize: 20 })
    expect(chens.list.length).toBeGreaterThan(0)
    expect((await kit.as(wang, API.crm.getProspectPage, { filter: 'all', cursor: '', pageSize: 20 })).list).toEqual([])
    expect((await kit.as(east, API.crm.getProspectPage, { filter: 'all', cursor: '', pageSize: 20 })).list).toEqual([])
    expect((await kit.send(east, API.crm.getProspectDetail, { id: chens.list[0].id })).body).toMatchObject({
      code: ErrorCode.Forbidden,
      msg: '该潜在客户不在你的范围内'
    })
    expect(
      (await kit.as(manager, API.crm.getProspectPage, { filter: 'all', cursor: '', pageSize: 20 })).list.length
    ).toBe(chens.list.length)
    expect(
      (await kit.as(admin, API.crm.getProspectPage, { filter: 'all', cursor: '', pageSize: 20 })).list.length
    ).toBe(chens.list.length + 1) // and the promoter's
  })
})

describe('the office report', () => {
  it('counts leads by source, follow-ups per day, the funnel and per-matchmaker figures of the scope', async () => {
    const paying = await lover(t)
    await kit.claim(east, paying)
    await kit.as(east, API.crm.updateLead, { userId: paying.id, stage: 'paying' })
    await kit.as(east, API.crm.addFollowUp, {
      userId: paying.id,
      kind: 'visit',
      content: '到店面谈',
      nextFollowUpAt: ''
    })
    await t.app.db.insert(officeShares).values([
      {
        tenantId: 1,
        kind: 'matchmaker',
        orderId: 1,
        customerId: paying.id,
        beneficiaryId: east.id,
        matchmakerId: east.id,
        baseAmount: 880000,
        amount: 88000,
        basisPoints: 1000
      },
      {
        tenantId: 1,
        kind: 'store',
        orderId: 1,
        customerId: paying.id,
        beneficiaryId: east.id,
        matchmakerId: east.id,
        baseAmount: 880000,
        amount: 44000,
        basisPoints: 500
      },
      {
        tenantId: 1,
        kind: 'matchmaker',
        orderId: 2,
        customerId: paying.id,
        beneficiaryId: east.id,
        matchmakerId: east.id,
        baseAmount: 100000,
        amount: 10000,
        basisPoints: 1000,
        reversedAt: new Date()
      }
    ])
    // A follow-up 3 days ago shows on its own day.
    const leadId = (await kit.leadRow(paying)).id
    await t.app.db.insert(crmFollowUps).values({
      tenantId: 1,
      leadId,
      authorId: east.id,
      kind: 'call',
      content: '电话',
      createdAt: new Date(Date.now() - 3 * 86400000)
    })

    const mine = await kit.as(east, API.crm.getReport, { days: 7 })
    expect(mine.followUpsPerDay).toHaveLength(7)
    expect(mine.followUpsPerDay.map((d) => d.count)).toEqual([0, 0, 0, 1, 0, 0, 1])
    expect(mine.funnel).toEqual([
      { key: 'lead', count: 1 },
      { key: 'member', count: 1 },
      { key: 'paying', count: 1 },
      { key: 'contract', count: 0 },
      { key: 'couple', count: 0 }
    ])
    expect(mine.bySource.find((s) => s.key === 'register')?.count).toBe(1)
    expect(mine.matchmakers).toEqual([
      { userId: east.id, nickname: expect.any(String), followUps: 2, leads: 1, conversions: 1, income: 880000 }
    ])

    // Chen's store sees Chen's link leads but not east's customer.
    const store = await kit.as(manager, API.crm.getReport, { days: 14 })
    expect(store.matchmakers.map((m) => m.userId).sort()).toEqual([manager.id, chen.id, wang.id].sort())
    expect(store.bySource.find((s) => s.key === 'link')?.count).toBe(1)
    expect(store.funnel[2].count).toBe(0)

    const all = await kit.as(admin, API.crm.getReport, { days: 30 })
    expect(all.matchmakers.find((m) => m.userId === east.id)?.income).toBe(880000)
    expect(all.funnel[0].count).toBeGreaterThanOrEqual(5)
    expect(all.followUpsPerDay).toHaveLength(30)
    expect((await kit.send(admin, API.crm.getReport, { days: 9 as 7 })).body.msg).toBe('统计周期不正确')
  })
})
