import { and, eq } from 'drizzle-orm'
import type { Db } from './client'
import { navigations, singlePages, users } from './schema'
import { hashPassword } from '../lib/crypto'
import { sanitizeRichHtml } from '../lib/html'
import { createTenant, findTenant } from '../modules/tenant/repository'
import { PLUGIN_IDS } from '@contract/plugins'
import type { ObjectStorage } from '../providers/storage/types'
import { seedLoveMembers } from './seed-love'
import { seedLoveExtras } from './seed-love-extras'
import { seedDemoStaff } from './seed-staff'
import { seedDemoWallets } from './seed-wallets'
import { seedLoveGifts } from './seed-love-gifts'
import { seedDemoMessages } from './seed-messages'
import { seedMall } from './seed-mall'
import { seedProducts } from '../modules/finance/products'
import { NAVIGATION, type NavSeed } from './seed-navigation'
import type { NavigationName } from '@contract/models'

export const DEMO_TENANT_ID = 1
export const DEMO_PASSWORD = 'demo1234'

const PAGES = [
  {
    id: 1,
    title: '关于我们',
    content:
      '<p>我们是一家扎根本地的婚恋服务平台，坚持实名认证、人工审核，让每一位单身朋友都能在安全、真诚的环境里认识对的人。</p><p>线上交友与线下红娘服务相结合，帮助会员高效脱单。</p>'
  },
  {
    id: 2,
    title: '用户服务协议',
    content:
      '<p>欢迎使用本平台。注册即表示您同意遵守平台规则：如实填写资料，不发布违法、虚假或含有联系方式的内容，尊重其他会员。</p>'
  },
  {
    id: 3,
    title: '隐私政策',
    content:
      '<p>我们仅在提供服务所必需的范围内收集您的信息，手机号、证件号等敏感信息加密保存，未经您同意不会向第三方提供。</p>'
  }
]

const DEMO_MEMBERS = [
  { phone: '13800000001', username: 'lin_xiaoyu', nickname: '林小雨' },
  { phone: '13800000002', username: 'chen_mo', nickname: '陈默' },
  { phone: '13800000003', username: 'zhou_ning', nickname: '周宁' },
  { phone: '13800000004', username: 'wang_hao', nickname: '王浩' },
  { phone: '13800000005', username: 'su_qing', nickname: '苏晴' },
  { phone: '13800000006', username: 'li_yang', nickname: '李阳' }
]

async function seedNavigation(db: Db, tenantId: number): Promise<void> {
  for (const [group, entries] of Object.entries(NAVIGATION) as [NavigationName, NavSeed[]][]) {
    for (const [sort, entry] of entries.entries()) {
      await db
        .insert(navigations)
        .values({ tenantId, groupName: group, name: entry.name, url: entry.url, ico: entry.ico, sort })
    }
  }
}

/**
 * Seeds a tenant with its city, navigation, content pages and demo members. Idempotent:
 * a tenant that already exists is left as it is.
 */
export async function seedTenant(
  db: Db,
  input: { tenantId: number; name: string; city: string; domain: string; members?: boolean }
): Promise<boolean> {
  if (await findTenant(db, input.tenantId)) return false
  await db.transaction(async (tx) => {
    await createTenant(tx as unknown as Db, {
      ...input,
      grantPluginIds: Object.values(PLUGIN_IDS)
    })
    await seedNavigation(tx as unknown as Db, input.tenantId)
    await tx
      .insert(singlePages)
      .values(PAGES.map((p) => ({ ...p, content: sanitizeRichHtml(p.content), tenantId: input.tenantId })))
    await seedLoveExtras(tx as unknown as Db, input.tenantId)
    await seedProducts(tx, input.tenantId)
    if (input.members !== false) {
      const passwordHash = await hashPassword(DEMO_PASSWORD)
      await tx.insert(users).values(DEMO_MEMBERS.map((m) => ({ ...m, tenantId: input.tenantId, passwordHash })))
    }
  })
  return true
}

export const DEMO_LOVE_MEMBERS = 220

const STARTER_TENANT = { tenantId: DEMO_TENANT_ID, name: '缘来是你', city: '杭州', domain: 'localhost' }

/**
 * Outside dev mode: the first tenant with its city, menus, pages and price list, but no demo
 * accounts (their password is public) and no demo money. Staff are appointed with
 * `npm run staff:grant` once they have registered.
 */
export function seedStarterTenant(db: Db): Promise<boolean> {
  return seedTenant(db, { ...STARTER_TENANT, members: false })
}

/** The demo tenant of `npm start` (dev mode): city, menus, pages, demo accounts and staff, and a lively feed. */
export async function seedDemo(db: Db, storage: ObjectStorage): Promise<boolean> {
  const created = await seedTenant(db, STARTER_TENANT)
  // Only with a new tenant: granting on every start would give back a role an operator revoked.
  if (created) {
    await seedLoveMembers(db, storage, DEMO_TENANT_ID, DEMO_LOVE_MEMBERS)
    await seedDemoStaff(db, DEMO_TENANT_ID)
    await seedDemoWallets(
      db,
      DEMO_TENANT_ID,
      DEMO_MEMBERS.map((m) => m.phone)
    )
    await seedDemoMessages(db, DEMO_TENANT_ID)
    await seedLoveGifts(db, storage, DEMO_TENANT_ID, DEMO_MEMBERS[0].phone)
    await seedMall(db, storage, DEMO_TENANT_ID)
  }
  return created
}

export async function demoMember(db: Db, phone: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, DEMO_TENANT_ID), eq(users.phone, phone)))
  return row
}
