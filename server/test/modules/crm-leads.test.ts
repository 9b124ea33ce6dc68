import { and, eq } from 'drizzle-orm'
import { API } from '@contract/api'
import { ErrorCode } from '@contract/envelope'
import { personalDataAccessLog, users } from '../../src/db/schema'
import { buildTestApp, HOST_B, type TestApp } from '../helpers/app'
import { crmKit } from '../helpers/crm'
import { lover, type Lover } from '../helpers/love'

/**
 * The office as each role sees it: a member is refused, a matchmaker sees their own leads and the
 * pool, another matchmaker can't see or act on them, a store manager sees their store's, an admin
 * all, and the other tenant nothing.
 */
let t: TestApp
const kit = crmKit(() => t)
let admin: Lover
let manager: Lover
let mine: Lover
let sameStore: Lover
let otherStore: Lover
let foreign: Lover

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 })
  admin = await kit.staff('admin')
  const west = await kit.store()
  manager = west.manager
  mine = await kit.matchmaker(west.storeId)
  sameStore = await kit.matchmaker(west.storeId)
  const east = await kit.store()
  otherStore = await kit.matchmaker(east.storeId)
  foreign = await kit.matchmaker(null, HOST_B)
})
afterAll(async () => {
  await t.close()
})

const refusal = (msg: string) => ({ code: ErrorCode.Forbidden, msg, data: null })

describe('who may open the office', () => {
  it('a member is refused every office call with 40300', async () => {
    const m = await kit.member()
    const lead = await kit.member()
    for (const [path, body] of [
      [API.crm.getOffice, {}],
      [API.crm.getLeadPage, { tab: 'pool', cursor: '', pageSize: 20 }],
      [API.crm.claimLead, { userId: lead.id }],
      [API.crm.getReport, { days: 14 }],
      [API.crm.getProspectPage, { filter: 'all', cursor: '', pageSize: 20 }]
    ] as const) {
      const res = await t.call(path, body, { token: m.token })
      expect(res.body).toEqual(refusal('没有权限'))
    }
  })

  it('only an admin changes the pool rules', async () => {
    const rules = { claimsPerDay: 5, protectDays: 20, idleDays: 10, warnDays: 2, reclaimBlockDays: 3 }
    expect((await kit.send(mine, API.crm.savePoolRules, rules)).body).toEqual(refusal('没有权限'))
    expect((await kit.send(manager, API.crm.savePoolRules, rules)).body).toEqual(refusal('没有权限'))
    const bad = await kit.send(admin, API.crm.savePoolRules, { ...rules, claimsPerDay: 0 })
    expect(bad.body).toMatchObject({ code: ErrorCode.BadRequest, msg: '每人每日认领上限需在 1-200 个之间' })
    expect(await kit.as(admin, API.crm.savePoolRules, rules)).toEqual(rules)
    expect(await kit.as(mine, API.crm.getPoolRules, {})).toEqual(rules)
    // The other tenant keeps the defaults.
    expect(await kit.as(foreign, API.crm.getPoolRules, {})).toEqual({
      claimsPerDay: 10,
      protectDays: 30,
      idleDays: 15,
      warnDays: 3,
      reclaimBlockDays: 7
    })
    await kit.as(admin, API.crm.savePoolRules, {
      claimsPerDay: 10,
      protectDays: 30,
      idleDays: 15,
      warnDays: 3,
      reclaimBlockDays: 7
    })
  })
})

describe('a lead through its life, seen by every role', () => {
  let lead: Lover

  beforeAll(async () => {
    lead = await lover(t, { nickname: '小雅' })
  })

  it('a registered member is in the pool for every matchmaker of the tenant, not of the other', async () => {
    const pool = await kit.as(mine, API.crm.getLeadPage, { tab: 'pool', cursor: '', pageSize: 50 })
    const item = pool.list.find((l) => l.userId === lead.id)
    expect(item).toMatchObject({ status: 'pool', source: 'register', stage: 'member', owner: null, gender: 'female' })
    // Staff are not leads.
    expect(pool.list.some((l) => l.userId === sameStore.id)).toBe(false)
    const theirs = await kit.as(foreign, API.crm.getLeadPage, { tab: 'pool', cursor: '', pageSize: 50 })
    expect(theirs.list.some((l) => l.userId === lead.id)).toBe(false)
    expect((await kit.send(foreign, API.crm.getLeadDetail, { userId: lead.id })).body).toMatchObject({
      code: ErrorCode.NotFound,
      msg: '该会员不存在'
    })
    expect((await kit.send(foreign, API.crm.claimLead, { userId: lead.id })).body.msg).toBe('该会员不存在')
  })

  it('the pool is searched by nickname or member id, never by the digits of the masked phone', async () => {
    const phone = await t.app.db
      .select({ phone: users.phone })
      .from(users)
      .where(and(eq(users.tenantId, 1), eq(users.id, lead.id)))
      .then(([row]) => row.phone!)
    const found = (keyword: string) =>
      kit
        .as(mine, API.crm.getLeadPage, { tab: 'pool', cursor: '', pageSize: 50, keyword })
        .then((p) => p.list.map((l) => l.userId))
    expect(await found('小雅')).toContain(lead.id)
    expect(await found(String(lead.id))).toEqual([lead.id])
    for (const digits of [phone.slice(-4), phone.slice(-5), phone.slice(-8), phone]) {
      expect([digits, await found(digits)]).toEqual([digits, []])
    }
  })

  it('the matchmaker claims it; it leaves the pool and shows under 我的客户 with the claim in its history', async () => {
    const before = await kit.as(mine, API.crm.getOffice, {})
    const res = await kit.claim(mine, lead)
    expect(res.claimsLeftToday).toBe(before.claimsLeftToday - 1)
    expect(res.lead).toMatchObject({ status: 'mine', canManage: true, canAbandon: true, canClaim: false })
    expect(res.lead.owner).toEqual({ userId: mine.id, nickname: expect.any(String) })
    expect(res.lead.timeline.map((e) => e.kind)).toEqual(['claimed', 'created'])
    const pool = await kit.as(sameStore, API.crm.getLeadPage, { tab: 'pool', cursor: '', pageSize: 50 })
    expect(pool.list.some((l) => l.userId === lead.id)).toBe(false)
    const list = await kit.as(mine, API.crm.getLeadPage, { tab: 'mine', cursor: '', pageSize: 20 })
    expect(list.list.map((l) => l.userId)).toContain(lead.id)
    expect((await kit.as(mine, API.crm.getOffice, {})).myLeads).toBe(before.myLeads + 1)
  })

  it('another matchmaker (same store or not) cannot see or act on it', async () => {
    for (const other of [sameStore, otherStore]) {
      expect((await kit.send(other, API.crm.getLeadDetail, { userId: lead.id })).body).toEqual(
        refusal('该客户由其他红娘跟进')
      )
      expect((await kit.send(other, API.crm.claimLead, { userId: lead.id })).body).toMatchObject({
        code: ErrorCode.Conflict,
        msg: '该客户已被其他红娘认领'
      })
      for (const [path, body] of [
        [API.crm.addFollowUp, { userId: lead.id, kind: 'call', content: '试试', nextFollowUpAt: '' }],
        [API.crm.abandonLead, { userId: lead.id, reason: '不想要了' }],
        [API.crm.updateLead, { userId: lead.id, tags: ['抢'] }],
        [API.crm.revealLeadPhone, { userId: lead.id }]
      ] as const) {
        expect((await t.call(path, body, { token: other.token })).body).toEqual(refusal('该客户由其他红娘跟进'))
      }
      const theirs = await kit.as(other, API.crm.getLeadPage, { tab: 'mine', cursor: '', pageSize: 50 })
      expect(theirs.list.some((l) => l.userId === lead.id)).toBe(false)
    }
  })

  it("the store manager sees their store's lead, another store's manager and the admin as their scope says", async () => {
    const seen = await kit.as(manager, API.crm.getLeadPage, { tab: 'mine', cursor: '', pageSize: 50 })
    expect(seen.list.find((l) => l.userId === lead.id)).toMatchObject({ status: 'scope' })
    expect(await kit.as(manager, API.crm.getLeadDetail, { userId: lead.id })).toMatchObject({
      status: 'scope',
      canManage: true,
      canAssign: true
    })
    const byOwner = await kit.as(manager, API.crm.getLeadPage, {
      tab: 'mine',
      cursor: '',
      pageSize: 50,
      ownerId: mine.id
    })
    expect(byOwner.list.map((l) => l.userId)).toEqual([lead.id])
    expect(
      (await kit.send(manager, API.crm.getLeadPage, { tab: 'mine', cursor: '', pageSize: 5, ownerId: otherStore.id }))
        .body
    ).toEqual(refusal('该红娘不在你的管理范围内'))
    expect(await kit.as(admin, API.crm.getLeadDetail, { userId: lead.id })).toMatchObject({ status: 'scope' })
  })

  it('the owner records a follow-up: next follow-up planned, the timeline grows, the ownership extends', async () => {
    const before = await kit.leadRow(lead)
    const next = new Date(Date.now() + 2 * 24 * 3600 * 1000).toISOString()
    const d = await kit.as(mine, API.crm.addFollowUp, {
      userId: lead.id,
      kind: 'call',
      content: '电话沟通，希望找本地工作稳定的男士',
      nextFollowUpAt: next
    })
    expect(d.nextFollowUpAt).toBe(next)
    expect(d.timeline[0]).toMatchObject({
      kind: 'follow_up',
      followUpKind: 'call',
      content: '电话沟通，希望找本地工作稳定的男士'
    })
    const after = await kit.leadRow(lead)
    expect(after.lastFollowUpAt).not.toBeNull()
    expect(after.expiresAt!.getTime()).toBeGreaterThanOrEqual(before.expiresAt!.getTime())

    const bad = await kit.send(mine, API.crm.addFollowUp, {
      userId: lead.id,
      kind: 'note',
      content: '太远',
      nextFollowUpAt: new Date(Date.now() + 200 * 24 * 3600 * 1000).toISOString()
    })
    expect(bad.body.msg).toBe('下次跟进时间需在未来 90 天内')
    const long = await kit.send(mine, API.crm.addFollowUp, {
      userId: lead.id,
      kind: 'note',
      content: '长'.repeat(501),
      nextFollowUpAt: ''
    })
    expect(long.body.msg).toBe('跟进内容最多 500 个字')
  })

  it('the owner sets stage and tags; filters by stage, tag and keyword find it', async () => {
    const d = await kit.as(mine, API.crm.updateLead, {
      userId: lead.id,
      tags: ['高意向', '高意向', ' 周末 '],
      stage: 'couple'
    })
    expect(d.tags).toEqual(['高意向', '周末'])
    expect(d.stage).toBe('couple')
    expect(
      d.timeline
        .slice(0, 2)
        .map((e) => e.kind)
        .sort()
    ).toEqual(['stage', 'tags'])
    const page = (req: object) =>
      kit
        .as(mine, API.crm.getLeadPage, { tab: 'mine', cursor: '', pageSize: 20, ...req })
        .then((p) => p.list.map((l) => l.userId))
    expect(await page({ tag: '高意向' })).toEqual([lead.id])
    expect(await page({ tag: '别的' })).toEqual([])
    expect(await page({ stage: 'couple' })).toEqual([lead.id])
    expect(await page({ stage: 'lead' })).toEqual([])
    expect(await page({ keyword: '小雅' })).toEqual([lead.id])
    const tooMany = await kit.send(mine, API.crm.updateLead, {
      userId: lead.id,
      tags: Array.from({ length: 9 }, (_, i) => `t${i}`)
    })
    expect(tooMany.body.msg).toBe('标签最多 8 个')
  })

  it('the owner reveals the phone to call; the read is logged', async () => {
    const phone = await kit.as(mine, API.crm.revealLeadPhone, { userId: lead.id })
    expect(phone.phone).toMatch(/^1\d{10}$/)
    const detail = await kit.as(mine, API.crm.getLeadDetail, { userId: lead.id })
    expect(detail.phoneTail).toBe(phone.phone.slice(-4))
    const log = await t.app.db
      .select()
      .from(personalDataAccessLog)
      .where(and(eq(personalDataAccessLog.tenantId, 1), eq(personalDataAccessLog.subjectUserId, lead.id)))
    expect(log).toHaveLength(1)
    expect(log[0]).toMatchObject({ staffUserId: mine.id, fields: ['phone'] })
  })

  it('abandoning needs a reason; the lead returns to the pool with its history, and the owner cannot take it back', async () => {
    expect((await kit.send(mine, API.crm.abandonLead, { userId: lead.id, reason: ' ' })).body.msg).toBe(
      '请填写放弃原因'
    )
    const d = await kit.as(mine, API.crm.abandonLead, { userId: lead.id, reason: '多次联系不上' })
    expect(d).toMatchObject({ status: 'pool', owner: null, canClaim: false })
    expect(d.claimBlocker).toMatch(/^你放弃或超时的客户 7 天内不能再认领，\d+月\d+日后可认领$/)
    expect(d.timeline[0]).toMatchObject({ kind: 'abandoned', content: '多次联系不上' })
    const again = await kit.send(mine, API.crm.claimLead, { userId: lead.id })
    expect(again.body).toMatchObject({ code: ErrorCode.Conflict, msg: d.claimBlocker })

    // The next matchmaker inherits the whole history.
    const next = await kit.claim(sameStore, lead)
    expect(next.lead.timeline.map((e) => e.kind)).toEqual(
      expect.arrayContaining(['claimed', 'abandoned', 'follow_up', 'stage', 'tags', 'created'])
    )
    expect(next.lead.tags).toEqual(['高意向', '周末'])
  })

  it("the store manager assigns a lead to their store's matchmaker, not to another store's", async () => {
    const fresh = await kit.member()
    const assignees = await kit.as(manager, API.crm.getAssignees, {})
    expect(assignees.map((a) => a.userId).sort()).toEqual([manager.id, mine.id, sameStore.id].sort())
    expect(await kit.as(mine, API.crm.getAssignees, {})).toEqual([])
    expect(
      (await kit.send(manager, API.crm.assignLead, { userId: fresh.id, matchmakerId: otherStore.id })).body
    ).toEqual(refusal('该红娘不在你的管理范围内'))
    expect((await kit.send(mine, API.crm.assignLead, { userId: fresh.id, matchmakerId: sameStore.id })).body).toEqual(
      refusal('只有管理员和店长可以分配客户')
    )
    const d = await kit.as(manager, API.crm.assignLead, { userId: fresh.id, matchmakerId: mine.id })
    expect(d.owner?.userId).toBe(mine.id)
    expect(d.timeline[0]).toMatchObject({ kind: 'assigned' })
    // The other store's manager can't move it.
    const eastManager = (await kit.store()).manager
    expect((await kit.send(eastManager, API.crm.getLeadDetail, { userId: fresh.id })).body).toEqual(
      refusal('该客户由其他红娘跟进')
    )
    // The admin may hand it on to anyone of the tenant.
    const moved = await kit.as(admin, API.crm.assignLead, { userId: fresh.id, matchmakerId: otherStore.id })
    expect(moved.owner?.userId).toBe(otherStore.id)
  })
})

describe('paging and the today list', () => {
  it('pages the pool by cursor without repeats and the today list holds due follow-ups first', async () => {
    const m = await kit.matchmaker()
    const leads: Lover[] = []
    for (let i = 0; i < 5; i++) leads.push(await kit.member())
    const seen: number[] = []
    let cursor = ''
    do {
      const page = await kit.as(m, API.crm.getLeadPage, { tab: 'pool', cursor, pageSize: 2 })
      seen.push(...page.list.map((l) => l.userId))
      cursor = page.nextCursor
    } while (cursor)
    expect(new Set(seen).size).toBe(seen.length)
    for (const l of leads) expect(seen).toContain(l.id)

    for (const l of leads.slice(0, 3)) await kit.claim(m, l)
    const soon = new Date(Date.now() + 60_000).toISOString()
    await kit.as(m, API.crm.addFollowUp, {
      userId: leads[1].id,
      kind: 'message',
      content: '约了周末',
      nextFollowUpAt: soon
    })
    const today = await kit.as(m, API.crm.getLeadPage, { tab: 'today', cursor: '', pageSize: 20 })
    expect(today.list.map((l) => l.userId)).toEqual([leads[1].id])
    expect((await kit.as(m, API.crm.getOffice, {})).dueToday).toBe(1)

    const mineAll: number[] = []
    cursor = ''
    do {
      const page = await kit.as(m, API.crm.getLeadPage, { tab: 'mine', cursor, pageSize: 2 })
      mineAll.push(...page.list.map((l) => l.userId))
      cursor = page.nextCursor
    } while (cursor)
    expect(mineAll.sort()).toEqual(
      leads
        .slice(0, 3)
        .map((l) => l.id)
        .sort()
    )
  })
})
