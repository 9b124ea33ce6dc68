import { foreignKey, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import type { StaffRole } from '@contract/staff'
import { users } from './user'

/** Which members also work for the tenant, and as what; a member may hold several roles. */
export const staffRoles = pgTable(
  'staff_roles',
  {
    tenantId: integer('tenant_id').notNull(),
    userId: integer('user_id').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.role] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade')
  ]
)
