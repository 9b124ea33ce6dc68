import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex
} from 'drizzle-orm/pg-core'
import type {
  CashoutChannel,
  CashoutStatus,
  CustomStatus,
  LineStatus,
  OrderKind,
  OrderStatus,
  PayMethod,
  ProductKind
} from '@contract/finance'
import { users } from './user'

/** What a tenant sells; staff edit them, orders keep a copy of what was bought. */
export const finProducts = pgTable(
  'fin_products',
  {
    tenantId: integer('tenant_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    kind: text('kind').$type<ProductKind>().notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    price: integer('price').notNull(),
    originalPrice: integer('original_price').notNull().default(0),
    days: integer('days').notNull().default(0),
    quantity: integer('quantity').notNull().default(0),
    vipType: integer('vip_type').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('fin_products_kind_idx').on(t.tenantId, t.kind, t.sort)]
)

export const finOrders = pgTable(
  'fin_orders',
  {
    tenantId: integer('tenant_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    orderNo: text('order_no').notNull(),
    userId: integer('user_id').notNull(),
    /** null for an event sign-up's fee, which no product stands behind. */
    productId: integer('product_id'),
    kind: text('kind').$type<OrderKind>().notNull(),
    title: text('title').notNull(),
    amount: integer('amount').notNull(),
    creditPrice: integer('credit_price').notNull().default(0),
    days: integer('days').notNull().default(0),
    quantity: integer('quantity').notNull().default(0),
    vipType: integer('vip_type').notNull().default(0),
    remark: text('remark').notNull().default(''),
    status: text('status').$type<OrderStatus>().notNull().default('unpaid'),
    payMethod: text('pay_method').$type<PayMethod>(),
    /** Points spent when paid with points. */
    points: integer('points').notNull().default(0),
    /**
     * What went back to the payer so far, in what paid it (fen, or points when paid with points).
     * Below what was paid the order stays paid (partly refunded); all of it makes it refunded.
     */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    tradeNo: text('trade_no').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true })
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('fin_orders_no_uq').on(t.tenantId, t.orderNo),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [finProducts.tenantId, finProducts.id] }),
    index('fin_orders_user_idx').on(t.tenantId, t.userId, t.status, t.paidAt),
    // However refunds race, nothing goes back beyond what was paid.
    check(
      'fin_orders_refund_within_paid',
      sql`${t.refundedAmount} >= 0 and ${t.refundedAmount} <= case when ${t.payMethod} = 'credit' then ${t.points} else ${t.amount} end`
    )
  ]
)

export const finCashouts = pgTable(
  'fin_cashouts',
  {
    tenantId: integer('tenant_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    amount: integer('amount').notNull(),
    fee: integer('fee').notNull(),
    actualAmount: integer('actual_amount').notNull(),
    channel: text('channel').$type<CashoutChannel>().notNull(),
    account: text('account').notNull().default(''),
    realName: text('real_name').notNull().default(''),
    status: text('status').$type<CashoutStatus>().notNull().default('pending'),
    rejectReason: text('reject_reason').notNull().default(''),
    transferNo: text('transfer_no').notNull().default(''),
    auditedBy: integer('audited_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    auditedAt: timestamp('audited_at', { withTimezone: true })
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
    index('fin_cashouts_user_idx').on(t.tenantId, t.userId, t.createdAt),
    index('fin_cashouts_status_idx').on(t.tenantId, t.status, t.id)
  ]
)

/** A member asks a matchmaker to introduce them to another member, spending one line credit. */
export const loveLineRequests = pgTable(
  'love_line_requests',
  {
    tenantId: integer('tenant_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    targetId: integer('target_id').notNull(),
    remark: text('remark').notNull().default(''),
    status: text('status').$type<LineStatus>().notNull().default('pending'),
    note: text('note').notNull().default(''),
    handledBy: integer('handled_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true })
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({ columns: [t.tenantId, t.targetId], foreignColumns: [users.tenantId, users.id] }),
    index('love_line_requests_user_idx').on(t.tenantId, t.userId, t.id),
    index('love_line_requests_status_idx').on(t.tenantId, t.status, t.id)
  ]
)

/** Private customisation bought by a member: a matchmaker serves them for a period. */
export const loveCustomServices = pgTable(
  'love_custom_services',
  {
    tenantId: integer('tenant_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    orderId: integer('order_id').notNull(),
    title: text('title').notNull(),
    remark: text('remark').notNull().default(''),
    status: text('status').$type<CustomStatus>().notNull().default('waiting'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The matchmaker's latest note, which the member reads. */
    note: text('note').notNull().default(''),
    /** The staff member who last moved it, and when. */
    handledBy: integer('handled_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true })
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({ columns: [t.tenantId, t.orderId], foreignColumns: [finOrders.tenantId, finOrders.id] }),
    uniqueIndex('love_custom_services_order_uq').on(t.tenantId, t.orderId),
    index('love_custom_services_user_idx').on(t.tenantId, t.userId, t.id),
    index('love_custom_services_status_idx').on(t.tenantId, t.status, t.id)
  ]
)
