import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import type { PersonalDataField } from '@contract/finance'
import { tenants } from './tenant'

/**
 * Every time staff read a member's contact details (PIPL: access to personal information is
 * recorded). Append-only: rows are written in the request that reveals the data, never
 * updated or deleted by the app.
 */
export const personalDataAccessLog = pgTable(
  'personal_data_access_log',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.tenantId),
    id: integer('id').generatedAlwaysAsIdentity(),
    staffUserId: integer('staff_user_id').notNull(),
    subjectUserId: integer('subject_user_id').notNull(),
    fields: text('fields').array().$type<PersonalDataField[]>().notNull(),
    /** Why it was read, e.g. `line:42` for a line request being arranged. */
    purpose: text('purpose').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('personal_data_access_subject_idx').on(t.tenantId, t.subjectUserId, t.createdAt)
  ]
)

/** A warning from the reports desk (whichever reports it closed), or an admin lifting a suspension. */
export type StaffAction = 'warn' | 'lift_suspension'

/**
 * Staff decisions on an account that no report row records (an admin lifting a suspension), with
 * who took them and when. Append-only, like the access log.
 */
export const staffActionLog = pgTable(
  'staff_action_log',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.tenantId),
    id: integer('id').generatedAlwaysAsIdentity(),
    staffUserId: integer('staff_user_id').notNull(),
    subjectUserId: integer('subject_user_id').notNull(),
    action: text('action').$type<StaffAction>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('staff_action_log_subject_idx').on(t.tenantId, t.subjectUserId, t.createdAt)
  ]
)
