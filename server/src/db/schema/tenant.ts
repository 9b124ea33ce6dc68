import { sql } from 'drizzle-orm'
import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type {
  CityConfig,
  FinanceConfig,
  ImageConfig,
  LoveConfig,
  RegAndAccessConfig,
  SiteConfig
} from '@contract/models'

export type TenantStatus = 'active' | 'disabled'
export type StoredSiteConfig = Omit<SiteConfig, 'geographyDto'>
export type StoredCityConfig = Omit<CityConfig, 'id' | 'city' | 'bindingDomain'>

/** The tenant row is the root of every shard: its own key is tenant_id. */
export const tenants = pgTable('tenants', {
  tenantId: integer('tenant_id').primaryKey(),
  name: text('name').notNull(),
  status: text('status').$type<TenantStatus>().notNull().default('active'),
  closedMessage: text('closed_message').notNull().default(''),
  maintenance: boolean('maintenance').notNull().default(false),
  grantPluginIds: integer('grant_plugin_ids')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  siteConfig: jsonb('site_config').$type<StoredSiteConfig>().notNull(),
  regAccessConfig: jsonb('reg_access_config').$type<RegAndAccessConfig>().notNull(),
  loveConfig: jsonb('love_config').$type<LoveConfig>().notNull(),
  imageConfig: jsonb('image_config').$type<ImageConfig>().notNull(),
  financeConfig: jsonb('finance_config').$type<FinanceConfig>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
})

export const cities = pgTable(
  'cities',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.tenantId),
    id: integer('id').generatedAlwaysAsIdentity(),
    city: text('city').notNull(),
    bindingDomain: text('binding_domain').notNull(),
    config: jsonb('config').$type<StoredCityConfig>().notNull()
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), uniqueIndex('cities_binding_domain_uq').on(t.bindingDomain)]
)
