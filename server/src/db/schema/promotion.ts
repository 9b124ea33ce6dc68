import { sql } from 'drizzle-orm'
import {
  bigint,
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
import type { CommissionKind, PartnerStatus, PromotionRules } from '@contract/promotion'
import { users } from './user'

/**
 * A tenant's promotion rules, one row per version: an edit adds a version and never changes one,
 * so a commission can name the rules it was paid under.
 */
export const promoRules = pgTable(
  'promo_rules',
  {
    tenantId: integer('tenant_id').notNull(),
    version: integer('version').notNull(),
    rules: jsonb('rules').$type<PromotionRules>().notNull(),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.version] })]
)

/**
 * A share of a paid order a promoter or her partner earns, or a promoter's reward for a member she
 * brought who made her dating profile. Unique per order and kind (a reward: per member), so a replay
 * writes nothing and pays nothing. It is pending until availableAt (compared with now: nothing runs
 * when the window passes) and released into the beneficiary's balance by her next cash-out.
 */
export const promoCommissions = pgTable(
  'promo_commissions',
  {
    tenantId: integer('tenant_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    kind: text('kind').$type<CommissionKind>().notNull(),
    /** null on a registration reward. */
    orderId: integer('order_id'),
    orderTitle: text('order_title').notNull(),
    payerId: integer('payer_id').notNull(),
    beneficiaryId: integer('beneficiary_id').notNull(),
    /** The payer, or the member registered. The promoter who brought her: the partner's team member on a partner share. */
    promoterId: integer('promoter_id').notNull(),
    /** The rules version in force at payment, frozen with the share. */
    ruleVersion: integer('rule_version').notNull(),
    /** fen paid in money, the share of it, and its rate. */
    baseAmount: integer('base_amount').notNull(),
    amount: integer('amount').notNull(),
    basisPoints: integer('basis_points').notNull(),
    /** fen of baseAmount refunded that this share has been reversed for, and fen reversed. */
    refundedBase: integer('refunded_base').notNull().default(0),
    reversedAmount: integer('reversed_amount').notNull().default(0),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull(),
    /** When a cash-out moved (amount − reversedAmount) into the balance. */
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('promo_commissions_order_uq').on(t.tenantId, t.orderId, t.kind),
    uniqueIndex('promo_commissions_register_uq')
      .on(t.tenantId, t.payerId)
      .where(sql`${t.kind} = 'register'`),
    index('promo_commissions_beneficiary_idx').on(t.tenantId, t.beneficiaryId, t.id),
    index('promo_commissions_promoter_idx').on(t.tenantId, t.promoterId),
    foreignKey({ columns: [t.tenantId, t.ruleVersion], foreignColumns: [promoRules.tenantId, promoRules.version] })
  ]
)

/**
 * fen a beneficiary owes: refunds reversed after her commission had left and her balance could not
 * cover. New commission pays it down first; she can't cash out while she owes.
 */
export const promoDebts = pgTable(
  'promo_debts',
  {
    tenantId: integer('tenant_id').notNull(),
    userId: integer('user_id').notNull(),
    owed: bigint('owed', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade')
  ]
)

/** A member's application to be a partner; approved, she is one (one open application at a time). */
export const promoPartners = pgTable(
  'promo_partners',
  {
    tenantId: integer('tenant_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    status: text('status').$type<PartnerStatus>().notNull().default('pending'),
    reason: text('reason').notNull().default(''),
    rejectReason: text('reject_reason').notNull().default(''),
    reviewedBy: integer('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    uniqueIndex('promo_partners_open_uq')
      .on(t.tenantId, t.userId)
      .where(sql`${t.status} in ('pending', 'approved')`),
    index('promo_partners_queue_idx').on(t.tenantId, t.status, t.id)
  ]
)
