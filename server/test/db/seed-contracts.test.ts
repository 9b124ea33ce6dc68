import { createHash } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { API } from '@contract/api'
import { quotaText } from '@contract/contract'
import { contracts, contractTemplates, crmLeads, users } from '../../src/db/schema'
import { seedDemoContracts } from '../../src/db/seed-contracts'
import { DEMO_OFFICE_STAFF, seedDemoOffice } from '../../src/db/seed-office'
import { checkLedger } from '../../src/modules/finance/ledger'
import { buildTestApp, HOST_A, type TestApp } from '../helpers/app'
import { pdfText } from '../helpers/contract'
import { ok } from '../helpers/finance'
import { profileInput, type Lover } from '../helpers/love'
import { loginWithMaPhone, userIdOf } from '../helpers/members'
import { grantRole } from '../helpers/staff'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 })
})
afterAll(async () => {
  await t.close()
})

async function account(phone: string, nickname: string): Promise<Lover> {
  const token = await loginWithMaPhone(t, phone)
  await ok(t.call(API.loveProfile.signUp, profileInput({ nickname }), { token }))
  return { token, id: await userIdOf(t, token), host: HOST_A }
}

const idOf = async (username: string) => {
  const [row] = await t.app.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, 1), eq(users.username, username)))
  return row.id
}

describe('the demo office’s contracts', () => {
  it('gives 陈姐’s customers signed (then paid) and unsigned contracts through the services, and the company on them, leaves others’ customers alone, once', async () => {
    const suQing = await account('13800000005', '苏晴')
    const chenMo = await account('13800000002', '陈默')
    const zhouNing = await account('13800000003', '周宁')
    const feed = await account('18601000030', '林夕')
    const admin = await account('13800000001', '林小雨')
    await seedDemoOffice(t.app.db, 1, 'demo1234')
    expect(DEMO_OFFICE_STAFF.map((s) => s.username)).toContain('chen_jie')
    const chenJie = await idOf('chen_jie')
    const wang = await idOf('hn_wang')
    // The lead seed may already have given 陈默 to 王红娘, and 周宁 to 陈姐.
    const later = new Date(Date.now() + 10 * 24 * 3600 * 1000)
    await t.app.db.insert(crmLeads).values([
      { tenantId: 1, userId: chenMo.id, source: 'register', ownerId: wang, claimedAt: new Date(), expiresAt: later },
      { tenantId: 1, userId: zhouNing.id, source: 'link', ownerId: chenJie, claimedAt: new Date(), expiresAt: later },
      { tenantId: 1, userId: feed.id, source: 'offline', ownerId: chenJie, claimedAt: new Date(), expiresAt: later }
    ])

    await seedDemoContracts(t.app.db, t.app.storage, 1)

    const templates = await t.app.db.select().from(contractTemplates).where(eq(contractTemplates.tenantId, 1))
    expect(templates.map((x) => [x.name, x.meetingQuota, x.price, x.enabled])).toEqual([
      ['基础服务', 3, 299_900, true],
      ['尊享服务', 8, 880_000, true],
      ['体验服务', 1, 99_900, false]
    ])

    const [signed] = (await ok(t.call(API.contract.getMyContracts, {}, { token: suQing.token }))).list
    expect(signed).toMatchObject({ status: 'signed', name: '基础服务', matchmakerName: '陈姐', customerName: '苏晴' })
    expect(quotaText(signed)).toBe('已约见 0/3 次')
    const file = Buffer.from(
      (await ok(t.call(API.contract.getContractPdf, { id: signed.id }, { token: suQing.token }))).base64,
      'base64'
    )
    expect(createHash('sha256').update(file).digest('hex')).toBe(signed.pdfSha256)
    const text = await pdfText(file)
    expect(text).toContain('苏晴')
    expect(text).toContain(signed.contractNo)
    // 甲方 is the agency's company, set by the admin with its seal.
    expect(text).toContain('甲方（服务方）：杭州缘来婚恋服务有限公司')
    expect(text).toContain('统一社会信用代码：91330106MA2GL1234M')
    await grantRole(t, 1, admin.id, 'admin')
    expect(await ok(t.call(API.contract.getLegalParty, {}, { token: admin.token }))).toMatchObject({ complete: true })

    const [unsigned] = (await ok(t.call(API.contract.getMyContracts, {}, { token: zhouNing.token }))).list
    expect(unsigned).toMatchObject({ status: 'unsigned', name: '基础服务', hasPdf: false })
    // Past the demo accounts, 陈姐's other leads get the rest.
    const [premium] = (await ok(t.call(API.contract.getMyContracts, {}, { token: feed.token }))).list
    expect(premium).toMatchObject({ status: 'signed', name: '尊享服务', customerName: '林夕' })
    expect(quotaText(premium)).toBe('已约见 0/8 次')
    // 王红娘's customer has none; 陈姐 keeps hers, protected by the signed contract.
    expect((await ok(t.call(API.contract.getMyContracts, {}, { token: chenMo.token }))).list).toEqual([])
    const [lead] = await t.app.db
      .select()
      .from(crmLeads)
      .where(and(eq(crmLeads.tenantId, 1), eq(crmLeads.userId, suQing.id)))
    expect(lead).toMatchObject({ ownerId: chenJie, protectedByContractId: signed.id })

    expect(await checkLedger(t.app.db)).toEqual({ driftedAccounts: 0, unbalancedTxns: 0, negativeMemberAccounts: 0 })

    await seedDemoContracts(t.app.db, t.app.storage, 1)
    const all = await t.app.db.select({ id: contracts.id }).from(contracts).where(eq(contracts.tenantId, 1))
    expect(all).toHaveLength(3)
  })
})
