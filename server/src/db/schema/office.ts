import { sql } from 'drizzle-orm'
import { foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { ApplicationStatus, ShareKind } from '@contract/matchmaker'
import { users } from './user'

/** A tenant's store (门店): its matchmakers serve customers, its manager sees the store's figures. */
export const stores = pgTable(
  'stores',
  {
    tenantId: integer('tenant_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** The member who manages it (staff role store_manager); null while nobody does. */
    managerId: integer('manager_id'),
    /** Per ten thousand of a customer's payment, credited to the store's manager. */
    shareBasisPoints: integer('share_basis_points').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.managerId], foreignColumns: [users.tenantId, users.id] })
  ]
)

/** A tenant's matchmaker levels: the share of a customer's payment grows with the level. */
export const matchmakerLevels = pgTable(
  'matchmaker_levels',
  {
    tenantId: integer('tenant_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** A matchmaker reaches the level once their customers' payments (fen) add up to this. */
    minIncome: integer('min_income').notNull().default(0),
    shareBasisPoints: integer('share_basis_points').notNull(),
    sort: integer('sort').notNull().default(0)
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })]
)

/** A member's application to become a matchmaker; approval grants the role. */
export const matchmakerApplications = pgTable(
  'matchmaker_applications',
  {
    tenantId: integer('tenant_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    intro: text('intro').notNull().default(''),
    storeId: integer('store_id'),
    status: text('status').$type<ApplicationStatus>().notNull().default('pending'),
    reason: text('reason').notNull().default(''),
    reviewerId: integer('reviewer_id'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    index('matchmaker_applications_status_idx').on(t.tenantId, t.status, t.createdAt),
    // One application under review per member: a double tap can't file two.
    uniqueIndex('matchmaker_applications_pending_uq')
      .on(t.tenantId, t.userId)
      .where(sql`status = 'pending'`)
  ]
)

/**
 * What a matchmaker or a store earned from one customer payment: written with the ledger rows that
 * pay it, in the payment's transaction, and reversed in proportion (reversing ledger rows) as the
 * payment is refunded, reversedAt once all of it was. Never entered by hand.
 */
export const officeShares = pgTable(
  'office_shares',
  {
    tenantId: integer('tenant_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    kind: text('kind').$type<ShareKind>().notNull(),
    /** The paid order the share is of. */
    orderId: integer('order_id').notNull(),
    customerId: integer('customer_id').notNull(),
    /** The matchmaker who served the customer (kind matchmaker), or the store's manager (kind store). */
    beneficiaryId: integer('beneficiary_id').notNull(),
    matchmakerId: integer('matchmaker_id').notNull(),
    storeId: integer('store_id'),
    /** fen: what the customer paid, and the share of it. */
    baseAmount: integer('base_amount').notNull(),
    amount: integer('amount').notNull(),
    basisPoints: integer('basis_points').notNull(),
    /**
     * fen taken back on refunds: the share's part of each refunded part, or what the beneficiary
     * still held of it.
     */
    reversedAmount: integer('reversed_amount').notNull().default(0),
    /**
     * fen of baseAmount refunded so far that this share has been reversed for: the next refund
     * reverses floor(amount × refunded / baseAmount) minus what this much already called for.
     */
    refundedBase: integer('refunded_base').notNull().default(0),
    /** When the whole payment had been refunded and the share with it. */
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('office_shares_order_uq').on(t.tenantId, t.orderId, t.kind),
    index('office_shares_beneficiary_idx').on(t.tenantId, t.beneficiaryId, t.createdAt),
    index('office_shares_store_idx').on(t.tenantId, t.storeId, t.createdAt),
    index('office_shares_matchmaker_idx').on(t.tenantId, t.matchmakerId, t.createdAt)
  ]
)
