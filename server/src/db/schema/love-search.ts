import { sql } from 'drizzle-orm'
import {
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex
} from 'drizzle-orm/pg-core'
import type { SearchCriteria } from '@contract/love-search'
import { users } from './user'

/**
 * A member's saved 找对象 conditions. Each takes one of SAVED_SEARCH_MAX (5) numbered slots: the
 * unique slot and its range are what hold a member to the limit, however many saves race.
 */
export const loveSavedSearches = pgTable(
  'love_saved_searches',
  {
    tenantId: integer('tenant_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    slot: integer('slot').notNull(),
    name: text('name').notNull(),
    criteria: jsonb('criteria').$type<SearchCriteria>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    uniqueIndex('love_saved_searches_slot_uq').on(t.tenantId, t.userId, t.slot),
    index('love_saved_searches_user_idx').on(t.tenantId, t.userId, t.id),
    check('love_saved_searches_slot_range', sql`${t.slot} between 1 and 5`)
  ]
)
