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
import { seedDemoLikes } from './seed-likes'
import { seedDemoZoneMembers, seedZones } from './seed-zones'
import { seedDemoStaff } from './seed-staff'
import { seedDemoWallets } from './seed-wallets'
import { seedLoveGifts } from './seed-love-gifts'
import { seedDemoMatchmakerChat, seedDemoMessages } from './seed-messages'
import { seedMall } from './seed-mall'
import { seedProducts } from '../modules/finance/products'
import { NAVIGATION, type NavSeed } from './seed-navigation'
import { contentPages, DEMO_SITE_OWNER, seedSiteOwner, type SiteOwner } from './seed-pages'
import { defaultCityConfig } from '../modules/tenant/defaults'
import type { NavigationName } from '@contract/models'
import { seedPendingReviews } from './seed-moderation'
import { seedDemoReports } from './seed-reports'
import { seedDemoLines } from './seed-lines'
import { seedDemoXixun } from './seed-xixun'
import { seedDemoEvents } from './seed-events'
import { seedDemoOffice } from './seed-office'
import { seedDemoLeads } from './seed-leads'
import { seedDemoCustomerData } from './seed-customers'
import { seedDemoContracts } from './seed-contracts'
import { seedDemoDates } from './seed-dates'
import { seedDemoPromotion } from './seed-promotion'

export const DEMO_TENANT_ID = 1
export const DEMO_PASSWORD = 'demo1234'

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
  input: { tenantId: number; name: string; city: string; domain: string; members?: boolean; owner?: SiteOwner }
): Promise<boolean> {
  if (await findTenant(db, input.tenantId)) return false
  await db.transaction(async (tx) => {
    await createTenant(tx as unknown as Db, {
      ...input,
      grantPluginIds: Object.values(PLUGIN_IDS)
    })
    await seedNavigation(tx as unknown as Db, input.tenantId)
    // The operator named in the legal pages: the company when known, else the platform itself.
    const pages = contentPages({
      platformName: input.name,
      companyName: input.owner?.companyName ?? input.name,
      city: input.city,
      customerServicePhone: defaultCityConfig().customerServicePhone
    })
    await tx
      .insert(singlePages)
      .values(
        pages.map((p) => ({ id: p.id, title: p.title, content: sanitizeRichHtml(p.content), tenantId: input.tenantId }))
      )
    if (input.owner) await seedSiteOwner(tx as unknown as Db, input.tenantId, input.owner)
    await seedLoveExtras(tx as unknown as Db, input.tenantId)
    await seedZones(tx as unknown as Db, input.tenantId, input.city)
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
  const created = await seedTenant(db, { ...STARTER_TENANT, owner: DEMO_SITE_OWNER })
  // Only with a new tenant: granting on every start would give back a role an operator revoked.
  if (created) {
    await seedLoveMembers(db, storage, DEMO_TENANT_ID, DEMO_LOVE_MEMBERS)
    await seedDemoZoneMembers(db, DEMO_TENANT_ID)
    await seedDemoStaff(db, DEMO_TENANT_ID)
    await seedDemoWallets(
      db,
      DEMO_TENANT_ID,
      DEMO_MEMBERS.map((m) => m.phone)
    )
    await seedDemoMessages(db, DEMO_TENANT_ID)
    await seedDemoLikes(db, DEMO_TENANT_ID)
    await seedLoveGifts(db, storage, DEMO_TENANT_ID, DEMO_MEMBERS[0].phone)
    await seedMall(db, storage, DEMO_TENANT_ID)
    await seedPendingReviews(db, DEMO_TENANT_ID)
    await seedDemoReports(db, DEMO_TENANT_ID)
    await seedDemoLines(db, DEMO_TENANT_ID)
    await seedDemoXixun(db, DEMO_TENANT_ID)
    await seedDemoEvents(db, storage, DEMO_TENANT_ID)
    await seedDemoOffice(db, DEMO_TENANT_ID, DEMO_PASSWORD)
    await seedDemoLeads(db, DEMO_TENANT_ID)
    await seedDemoMatchmakerChat(db, DEMO_TENANT_ID)
    await seedDemoCustomerData(db, storage, DEMO_TENANT_ID)
    await seedDemoContracts(db, storage, DEMO_TENANT_ID)
    await seedDemoDates(db, DEMO_TENANT_ID)
    // Last: the members it binds have paid nothing through the seeds before it.
    await seedDemoPromotion(db, DEMO_TENANT_ID)
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
