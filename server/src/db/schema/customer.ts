import { foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './user'

/** A customer's album as their matchmaker uploaded it (/subpages/upload_file/customer). */
export const customerPhotos = pgTable(
  'customer_photos',
  {
    tenantId: integer('tenant_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    customerId: integer('customer_id').notNull(),
    uploadedBy: integer('uploaded_by').notNull(),
    url: text('url').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.customerId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    index('customer_photos_customer_idx').on(t.tenantId, t.customerId, t.sort)
  ]
)

/** Ta的缘分库: the member cards a matchmaker curates to introduce to their customers. */
export const salesLibraryEntries = pgTable(
  'sales_library_entries',
  {
    tenantId: integer('tenant_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    matchmakerId: integer('matchmaker_id').notNull(),
    memberId: integer('member_id').notNull(),
    /** The matchmaker's words on why this member is worth meeting; passes the contact guard. */
    note: text('note').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.memberId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    uniqueIndex('sales_library_member_uq').on(t.tenantId, t.matchmakerId, t.memberId),
    index('sales_library_matchmaker_idx').on(t.tenantId, t.matchmakerId, t.sort)
  ]
)
