import { foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './user'

/**
 * Every image this server stored, and whose it is: a request may only reference images its
 * own member uploaded in the same tenant (the uploaded-images plugin checks them here).
 */
export const uploads = pgTable(
  'uploads',
  {
    tenantId: integer('tenant_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    /** Where the object lives in storage, whatever origin or CDN later serves it. */
    storageKey: text('storage_key').notNull(),
    /** Exactly what the upload answered, so it is what the client sends back. */
    url: text('url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    uniqueIndex('uploads_url_uq').on(t.tenantId, t.url),
    index('uploads_user_idx').on(t.tenantId, t.userId)
  ]
)
