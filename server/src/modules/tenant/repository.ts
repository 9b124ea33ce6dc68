import { and, asc, eq, ne } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { cities, tenants, type MatchConfig } from '../../db/schema'
import type { ModerationConfig } from '@contract/moderation'
import {
  DEFAULT_FINANCE_CONFIG,
  DEFAULT_IMAGE_CONFIG,
  DEFAULT_LOVE_CONFIG,
  DEFAULT_REG_ACCESS,
  defaultCityConfig,
  defaultSiteConfig
} from './defaults'

export type TenantRow = typeof tenants.$inferSelect
export type CityRow = typeof cities.$inferSelect

export async function findTenant(db: Queryable, tenantId: number): Promise<TenantRow | undefined> {
  const [row] = await db.select().from(tenants).where(eq(tenants.tenantId, tenantId))
  return row
}

/** The tenant a Host belongs to, through its city's binding domain. */
export async function findCityByDomain(db: Queryable, domain: string): Promise<CityRow | undefined> {
  const [row] = await db.select().from(cities).where(eq(cities.bindingDomain, domain))
  return row
}

/** Every host some city claims: a request from any other Host belongs to the default tenant. */
export async function listBindingDomains(db: Queryable): Promise<string[]> {
  const rows = await db.select({ domain: cities.bindingDomain }).from(cities).where(ne(cities.bindingDomain, ''))
  return rows.map((r) => r.domain)
}

export async function listTenantDomains(db: Queryable, tenantId: number): Promise<string[]> {
  const rows = await db
    .select({ domain: cities.bindingDomain })
    .from(cities)
    .where(and(eq(cities.tenantId, tenantId), ne(cities.bindingDomain, '')))
  return rows.map((r) => r.domain)
}

export async function findFirstCity(db: Queryable, tenantId: number): Promise<CityRow | undefined> {
  const [row] = await db
    .select()
    .from(cities)
    .where(and(eq(cities.tenantId, tenantId)))
    .orderBy(asc(cities.id))
    .limit(1)
  return row
}

export async function createTenant(
  db: Queryable,
  input: { tenantId: number; name: string; city: string; domain: string; grantPluginIds?: number[] }
): Promise<void> {
  await db.insert(tenants).values({
    tenantId: input.tenantId,
    name: input.name,
    grantPluginIds: input.grantPluginIds ?? [],
    siteConfig: defaultSiteConfig(input.name),
    regAccessConfig: DEFAULT_REG_ACCESS,
    loveConfig: DEFAULT_LOVE_CONFIG,
    imageConfig: DEFAULT_IMAGE_CONFIG,
    financeConfig: DEFAULT_FINANCE_CONFIG
  })
  await db.insert(cities).values({
    tenantId: input.tenantId,
    city: input.city,
    bindingDomain: input.domain,
    config: defaultCityConfig()
  })
}

/** A tenant's moderation settings, which the moderation module decides and the tenant row keeps. */
export async function saveModerationConfig(db: Queryable, tenantId: number, config: ModerationConfig): Promise<void> {
  await db.update(tenants).set({ moderationConfig: config }).where(eq(tenants.tenantId, tenantId))
}

/** The city's zone and 每日推荐's sizes, as an admin set them on 城市设置. */
export async function saveCitySettings(
  db: Queryable,
  tenantId: number,
  settings: { timeZone: string; matchConfig: MatchConfig }
): Promise<void> {
  await db
    .update(tenants)
    .set({ timeZone: settings.timeZone, matchConfig: settings.matchConfig })
    .where(eq(tenants.tenantId, tenantId))
}
