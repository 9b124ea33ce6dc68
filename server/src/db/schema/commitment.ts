import { foreignKey, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './user'

/** A love user's signed integrity pledge: one per member, replaced only when the wording changes. */
export const loveCommitments = pgTable(
  'love_commitments',
  {
    tenantId: integer('tenant_id').notNull(),
    userId: integer('user_id').notNull(),
    signedName: text('signed_name').notNull(),
    /** The pledge wording signed, so an older signature still shows the text it agreed to. */
    textVersion: integer('text_version').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade')
  ]
)
