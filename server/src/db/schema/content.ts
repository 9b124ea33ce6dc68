import { boolean, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import type { ZoneRule } from '@contract/content'
import type { NavigationName } from '@contract/models'
import { tenants } from './tenant'
import { users } from './user'

export const navigations = pgTable(
  'navigations',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.tenantId),
    id: integer('id').generatedAlwaysAsIdentity(),
    groupName: text('group_name').$type<NavigationName>().notNull(),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    url: text('url').notNull().default(''),
    ico: text('ico').notNull().default(''),
    color: text('color').notNull().default(''),
    whetherOpen: boolean('whether_open').notNull().default(true),
    sort: integer('sort').notNull().default(0)
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.parentId], foreignColumns: [t.tenantId, t.id] }).onDelete('cascade')
  ]
)

/** Rich-text pages (about us, agreements, notices) shown by /subpages/single_page/index?id=. */
export const singlePages = pgTable(
  'single_pages',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.tenantId),
    id: integer('id').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })]
)

/**
 * Member zones (theme plugin 3): groups of love members, e.g. VIP or 高学历, filled by their
 * rule (evaluated when read) and by the members staff put in.
 */
export const zones = pgTable(
  'zones',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.tenantId),
    id: integer('id').generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    cover: text('cover').notNull().default(''),
    description: text('description').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    /** null: only the hand-picked members of zone_members. */
    rule: jsonb('rule').$type<ZoneRule>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })]
)

/** Members staff put in a zone by hand, on top of those its rule takes in. */
export const zoneMembers = pgTable(
  'zone_members',
  {
    tenantId: integer('tenant_id').notNull(),
    zoneId: integer('zone_id').notNull(),
    userId: integer('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.zoneId, t.userId] }),
    foreignKey({ columns: [t.tenantId, t.zoneId], foreignColumns: [zones.tenantId, zones.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    index('zone_members_page_idx').on(t.tenantId, t.zoneId, t.createdAt)
  ]
)

/** The tenant's matchmakers (/pages/love/hongniang); one may also have a member account. */
export const matchmakers = pgTable(
  'matchmakers',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.tenantId),
    id: integer('id').generatedAlwaysAsIdentity(),
    userId: integer('user_id'),
    /** The store the matchmaker works in; null for one the tenant runs without stores. */
    storeId: integer('store_id'),
    name: text('name').notNull(),
    avatar: text('avatar').notNull().default(''),
    intro: text('intro').notNull().default(''),
    phone: text('phone').notNull().default(''),
    wechatQr: text('wechat_qr').notNull().default(''),
    years: integer('years').notNull().default(0),
    successCount: integer('success_count').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] })
  ]
)
