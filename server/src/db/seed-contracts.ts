import { and, eq, gt, inArray } from 'drizzle-orm'
import sharp from 'sharp'
import type { ContractTemplateInput } from '@contract/contract'
import { DAY_MS } from '@contract/time'
import type { AuthedUser } from '../lib/route'
import { OfflineEsignProvider } from '../modules/contract/esign'
import { createContract, payContract, saveTemplate, signContract } from '../modules/contract/service'
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

/** Stores the drawn signature as the customer's own upload, as the sign page does through the upload API. */

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
 * Contract templates, and 陈姐's customers' contracts made, paid from the wallet and signed through
 * the services, so the signed ones have their PDF. Runs once: a tenant where 陈姐 already has
 * contracts is left as it is.
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
    const { orderNo } = await payContract(db, customer, contract.id, tenant.financeConfig, now)
    await topUp(db, tenantId, userId, contract.price)
    await walletPay(db, customer, orderNo, 'balance', tenant.financeConfig)
    const signature = `data:image/png;base64,${(await signaturePng(i)).toString('base64')}`
    await signContract({ db, storage }, esign, customer, { id: contract.id, signature }, now)
  }
}
