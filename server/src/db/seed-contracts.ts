import { and, eq, gt, inArray } from 'drizzle-orm'
import sharp from 'sharp'
import type { ContractTemplateInput } from '@contract/contract'
import { DAY_MS } from '@contract/time'
import type { AuthedUser } from '../lib/route'
import { OfflineEsignProvider } from '../modules/contract/esign'
import { saveLegalParty } from '../modules/contract/party'
import { createContract, payContract, saveTemplate, signContract } from '../modules/contract/service'
import { recordUpload } from '../modules/image/ownership'
import { postTxn } from '../modules/finance/ledger'
import { walletPay } from '../modules/finance/orders'
import type { ObjectStorage } from '../providers/storage'
import type { Db } from './client'
import { contracts, contractTemplates, crmLeads, tenants, users } from './schema'

export const DEMO_TEMPLATES: ContractTemplateInput[] = [
  {
    name: '基础服务',
    serviceItems: ['专属红娘一对一服务', '会员资料审核与形象建议', '精准匹配推荐', '线下约见安排与反馈'],
    meetingQuota: 3,
    termDays: 180,
    price: 299_900,
    refundTerms: '签署后 7 日内且未安排约见的，可申请全额退款；已完成约见的，按未使用次数比例退款。',
    enabled: true
  },
  {
    name: '尊享服务',
    serviceItems: ['金牌红娘全程服务', '专属形象顾问', '高端会员优先推荐', '线下约见安排与反馈', '情感咨询'],
    meetingQuota: 8,
    termDays: 365,
    price: 880_000,
    refundTerms: '签署后 7 日内且未安排约见的，可申请全额退款；服务期内按未使用约见次数比例退款。',
    enabled: true
  },
  {
    name: '体验服务',
    serviceItems: ['红娘一对一咨询', '精准匹配推荐'],
    meetingQuota: 1,
    termDays: 30,
    price: 99_900,
    refundTerms: '已安排约见的不予退款。',
    enabled: false
  }
]

/** What 陈姐's customers' contracts show, in the order customers are found. */
const PLANS = [
  { template: '基础服务', signed: true },
  { template: '基础服务', signed: false },
  { template: '尊享服务', signed: true }
] as const
/** 苏晴, 陈默, 周宁: demo accounts first, so a login finds a contract; then 陈姐's other leads. */
const DEMO_CUSTOMER_PHONES = ['13800000005', '13800000002', '13800000003']

/** A hand-drawn looking name stroke: what the signature pad would export. */
async function signaturePng(seed: number): Promise<Buffer> {
  const y = 60 + (seed % 3) * 8
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120">
    <path d="M16 ${y + 20} C 50 ${y - 50}, 90 ${y + 40}, 120 ${y - 10} S 180 ${y + 30}, 210 ${y - 20}
      S 270 ${y + 10}, 300 ${y - 30}" stroke="#1a1a1a" stroke-width="5" fill="none" stroke-linecap="round"/></svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

/** 甲方 of the demo city: the agency's registered company (a well-formed, made-up credit code). */
const DEMO_COMPANY = {
  name: '杭州缘来婚恋服务有限公司',
  address: '浙江省杭州市西湖区文三路 90 号东部软件园 5 号楼 3 层',
  creditCode: '91330106MA2GL1234M'
}
/** The admin who sets the company (seed-staff's). */
const ADMIN_PHONE = '13800000001'

/** A round red seal around a star: the shape of a company seal, drawn without a font. */
async function sealPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240">
    <circle cx="120" cy="120" r="110" stroke="#d0021b" stroke-width="8" fill="none"/>
    <polygon points="120,70 132,105 169,105 139,127 150,162 120,140 90,162 101,127 71,105 108,105" fill="#d0021b"/>
    <circle cx="120" cy="120" r="92" stroke="#d0021b" stroke-width="2" fill="none"/>
  </svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

/** The seal as the admin's own upload, then the company set through the contract service. */
async function seedLegalParty(db: Db, storage: ObjectStorage, tenantId: number, now: Date): Promise<void> {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.phone, ADMIN_PHONE)))
  if (!admin) throw new Error('seedDemoContracts runs after seedDemoStaff: the admin is missing')
  const who: AuthedUser = { tenantId, userId: admin.id }
  const key = `t${tenantId}/images/seed/company-seal.png`
  const url = await storage.put(key, await sealPng(), 'image/png')
  await recordUpload(db, who, key, url)
  await saveLegalParty(db, who, { ...DEMO_COMPANY, sealUrl: url }, now)
}

async function templateIds(db: Db, tenantId: number, by: AuthedUser, now: Date): Promise<Map<string, number>> {
  const existing = await db
    .select({ id: contractTemplates.id, name: contractTemplates.name })
    .from(contractTemplates)
    .where(eq(contractTemplates.tenantId, tenantId))
  const ids = new Map(existing.map((t) => [t.name, t.id]))
  for (const input of DEMO_TEMPLATES) {
    if (!ids.has(input.name)) ids.set(input.name, (await saveTemplate(db, by, { id: 0, ...input }, now)).id)
  }
  return ids
}

/**
 * The member as 陈姐's customer: their lead when 陈姐 owns it, or a lead made hers when nobody owns
 * it now (the lead seed may have run, or not). Someone else's customer is left alone.
 */
async function asCustomerOf(db: Db, tenantId: number, matchmakerId: number, userId: number, now: Date) {
  const [lead] = await db
    .select()
    .from(crmLeads)
    .where(and(eq(crmLeads.tenantId, tenantId), eq(crmLeads.userId, userId)))
  const owned = lead?.ownerId != null && (lead.protectedByContractId !== null || (lead.expiresAt ?? now) > now)
  if (owned) return lead.ownerId === matchmakerId
  const values = {
    ownerId: matchmakerId,
    claimedAt: now,
    expiresAt: new Date(now.getTime() + 30 * DAY_MS),
    updatedAt: now
  }
  if (lead) {
    await db
      .update(crmLeads)
      .set(values)
      .where(and(eq(crmLeads.tenantId, tenantId), eq(crmLeads.id, lead.id)))
  } else {
    await db
      .insert(crmLeads)
      .values({ tenantId, userId, source: 'register', stage: 'member', createdAt: now, ...values })
  }
  return true
}

/** The demo accounts, then the members whose leads 陈姐 owns now (the lead seed's, when it ran). */
async function candidates(db: Db, tenantId: number, matchmakerId: number, now: Date): Promise<number[]> {
  const demo = await db
    .select({ id: users.id, phone: users.phone })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.phone, DEMO_CUSTOMER_PHONES)))
  const owned = await db
    .select({ userId: crmLeads.userId })
    .from(crmLeads)
    .where(and(eq(crmLeads.tenantId, tenantId), eq(crmLeads.ownerId, matchmakerId), gt(crmLeads.expiresAt, now)))
    .orderBy(crmLeads.id)
  const ordered = DEMO_CUSTOMER_PHONES.flatMap((phone) => demo.filter((m) => m.phone === phone).map((m) => m.id))
  return [...new Set([...ordered, ...owned.map((l) => l.userId)])]
}

/** Tops the balance up by what the contract costs, booked as a gateway recharge would be. */
async function topUp(db: Db, tenantId: number, userId: number, fen: number): Promise<void> {
  await db.transaction((tx) =>
    postTxn(tx, tenantId, {
      bizType: 'demo_recharge',
      bizId: `contract-${userId}`,
      title: '余额充值',
      postings: [
        { system: 'tenpay', amount: -fen },
        { userId, account: 'balance', amount: fen }
      ]
    })
  )
}

/**
 * The company on the contracts, the templates, and 陈姐's customers' contracts made, signed and then
 * paid from the wallet through the services, so the signed ones have their PDF. Runs once: a tenant
 * where 陈姐 already has contracts is left as it is.
 */
export async function seedDemoContracts(db: Db, storage: ObjectStorage, tenantId: number): Promise<void> {
  const [chenJie] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.username, 'chen_jie')))
  if (!chenJie) throw new Error('seedDemoContracts runs after seedDemoOffice: 陈姐 (chen_jie) is missing')
  const matchmaker: AuthedUser = { tenantId, userId: chenJie.id }
  const [already] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(eq(contracts.tenantId, tenantId), eq(contracts.matchmakerId, chenJie.id)))
    .limit(1)
  if (already) return

  const now = new Date()
  await seedLegalParty(db, storage, tenantId, now)
  const templates = await templateIds(db, tenantId, matchmaker, now)
  const [tenant] = await db
    .select({ financeConfig: tenants.financeConfig })
    .from(tenants)
    .where(eq(tenants.tenantId, tenantId))
  const esign = new OfflineEsignProvider()
  let planned = 0
  for (const [i, userId] of (await candidates(db, tenantId, chenJie.id, now)).entries()) {
    if (planned === PLANS.length) break
    if (!(await asCustomerOf(db, tenantId, chenJie.id, userId, now))) continue
    const plan = PLANS[planned++]
    const customer: AuthedUser = { tenantId, userId }
    const contract = await createContract(
      db,
      matchmaker,
      { templateId: templates.get(plan.template)!, customerId: userId },
      now
    )
    if (!plan.signed) continue
    const signature = `data:image/png;base64,${(await signaturePng(i)).toString('base64')}`
    await signContract({ db, storage }, esign, customer, { id: contract.id, signature }, now)
    const { orderNo } = await payContract(db, customer, contract.id, tenant.financeConfig, now)
    await topUp(db, tenantId, userId, contract.price)
    await walletPay(db, customer, orderNo, 'balance', tenant.financeConfig)
  }
}
