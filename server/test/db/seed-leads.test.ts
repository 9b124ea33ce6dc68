import { and, eq } from 'drizzle-orm'
import { API } from '@contract/api'
import { crmFollowUps, crmLeads, crmProspects, users } from '../../src/db/schema'
import { seedDemoLeads } from '../../src/db/seed-leads'
import { feedMemberPhone } from '../../src/db/seed-love'
import { seedDemoOffice } from '../../src/db/seed-office'
import { getLeadDetail, getLeadPage, getOffice } from '../../src/modules/crm/leads'
import { getProspectPage } from '../../src/modules/crm/prospects'
import { buildTestApp, type TestApp } from '../helpers/app'
import { ok } from '../helpers/finance'
import { profileInput } from '../helpers/love'
import { loginWithMaPhone, userIdOf } from '../helpers/members'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 })
})
afterAll(async () => {
  await t.close()
})

async function account(phone: string, nickname: string): Promise<number> {
  const token = await loginWithMaPhone(t, phone)
  await ok(t.call(API.loveProfile.signUp, profileInput({ nickname }), { token }))
  return userIdOf(t, token)
}

const idOf = async (username: string) => {
  const [row] = await t.app.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, 1), eq(users.username, username)))
  return row.id
}

describe('the demo office’s leads', () => {
  it('gives 陈姐 and 王红娘 leads with weeks of follow-ups, one due today, one about to expire, a pool and link visitors', async () => {
    const suQing = await account('13800000005', '苏晴')
    const chenMo = await account('13800000002', '陈默')
    const zhouNing = await account('13800000003', '周宁')
    const feed: number[] = []
    for (let i = 0; i < 8; i++) feed.push(await account(feedMemberPhone(1, i), `会员${i}`))
    await seedDemoOffice(t.app.db, 1, 'demo1234')
    const now = new Date()
    await seedDemoLeads(t.app.db, 1, now)

    const chen = { tenantId: 1, userId: await idOf('chen_jie') }
    const wang = { tenantId: 1, userId: await idOf('hn_wang') }
    const office = await getOffice(t.app.db, chen, now)
    expect(office).toMatchObject({ myLeads: 4, dueToday: 1, expiring: 1 })
    const today = await getLeadPage(t.app.db, chen, { tab: 'today', cursor: '', pageSize: 20 }, now)
    expect(today.list.map((l) => l.userId).sort()).toEqual([suQing, feed[0]].sort())
    expect(today.list.find((l) => l.userId === feed[0])?.expiring).toBe(true)

    const su = await getLeadDetail(t.app.db, chen, suQing, now)
    expect(su.timeline.filter((e) => e.kind === 'follow_up')).toHaveLength(3)
    expect(su.status).toBe('mine')

    const chenMoLead = await getLeadDetail(t.app.db, wang, chenMo, now)
    expect(chenMoLead).toMatchObject({ status: 'mine', owner: { userId: wang.userId } })
    const zhou = await getLeadDetail(t.app.db, chen, zhouNing, now)
    expect(zhou).toMatchObject({ status: 'mine', source: 'link' })

    // Feed member 5 was given up and is in the pool with its history.
    const given = await getLeadDetail(t.app.db, chen, feed[5], now)
    expect(given).toMatchObject({ status: 'pool', canClaim: true })
    expect(given.timeline[0]).toMatchObject({ kind: 'abandoned', content: '对方已有交往对象，暂不需要服务' })
    const pool = await getLeadPage(t.app.db, chen, { tab: 'pool', cursor: '', pageSize: 50 }, now)
    expect(pool.list.map((l) => l.userId)).toEqual(
      expect.arrayContaining([feed[3], feed[4], feed[5], feed[6], feed[7]])
    )

    const prospects = await getProspectPage(t.app.db, chen, { filter: 'all', cursor: '', pageSize: 20 }, now)
    expect(prospects.list).toHaveLength(3)
    expect(prospects.list.filter((p) => p.converted).map((p) => p.member?.userId)).toEqual([zhouNing])

    // Once.
    const counts = async () => [
      (await t.app.db.select().from(crmLeads)).length,
      (await t.app.db.select().from(crmFollowUps)).length,
      (await t.app.db.select().from(crmProspects)).length
    ]
    const before = await counts()
    await seedDemoLeads(t.app.db, 1, now)
    expect(await counts()).toEqual(before)
  })
})
