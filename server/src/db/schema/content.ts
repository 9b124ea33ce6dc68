import { boolean, foreignKey, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import type { NavigationName } from '../../../../types/models'
import { tenants } from './tenant'

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
