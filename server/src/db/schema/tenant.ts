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
import type { ModerationConfig } from '@contract/moderation'

export type TenantStatus = 'active' | 'disabled'
/** Who may message whom. */
export interface MessageConfig {
  /** Members without real-name certification may not start a conversation. */
  requireRealNameToStart: boolean
  /** New conversations a member may start per day of the tenant's city; VIP members get their own figure. */
  dailyNewConversations: number
  vipDailyNewConversations: number
  /** Messages one side may send before the other replies for the first time. */
  maxMessagesBeforeReply: number
}

/** 每日推荐 (plugin love-match): how many members a day, for VIP too; the day is the tenant's calendar day. */
export interface MatchConfig {
  dailyPicks: number
  vipDailyPicks: number
}

/** The receiver's share of a gift's points price, and how long they may decline it. */
export interface LoveGiftConfig {
  receiverSharePercent: number
  /** 'credit': the share is paid as points; 'balance': as money at the finance config's creditBalanceRatio. */
  receiverShareAccount: 'credit' | 'balance'
  declineDays: number
}

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
  /** Who may message whom (plugin message); the defaults are the original product's. */
  messageConfig: jsonb('message_config')
    .$type<MessageConfig>()
    .notNull()
    .default(
      sql`'{"requireRealNameToStart":true,"dailyNewConversations":3,"vipDailyNewConversations":10,"maxMessagesBeforeReply":2}'::jsonb`
    ),
  /** What the receiver of a gift gets (plugin lovegift). */
  loveGiftConfig: jsonb('love_gift_config')
    .$type<LoveGiftConfig>()
    .notNull()
    .default(sql`'{"receiverSharePercent":50,"receiverShareAccount":"credit","declineDays":7}'::jsonb`),
  /** 每日推荐's size and day (module love-match). */
  matchConfig: jsonb('match_config')
    .$type<MatchConfig>()
    .notNull()
    .default(sql`'{"dailyPicks":6,"vipDailyPicks":12}'::jsonb`),
  /** Whether members' photos and texts wait for staff before others see them (pre) or are checked after (post). */
  moderationConfig: jsonb('moderation_config')
    .$type<ModerationConfig>()
    .notNull()
    .default(sql`'{"mode":"pre"}'::jsonb`),
  /** IANA zone of the tenant's city: event, date and message times are shown and written in it. */
  timeZone: text('time_zone').notNull().default('Asia/Shanghai'),
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
