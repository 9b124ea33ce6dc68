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
import type { ExchangeStatus, GoodsKind } from '@contract/gift'
import { users } from './user'

/**
 * The points mall's goods. Stock only moves by conditional updates (an exchange takes it while
 * enough is left, a cancel gives it back), and the CHECK is the last guard against overselling.
 */
export const mallGoods = pgTable(
  'mall_goods',
  {
    tenantId: integer('tenant_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    kind: text('kind').$type<GoodsKind>().notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Points per item. */
    points: integer('points').notNull(),
    stock: integer('stock').notNull().default(0),
    /** Items exchanged and not cancelled, kept beside the stock in the same statements. */
    exchanged: integer('exchanged').notNull().default(0),
    /** Most items per member in all; 0 = no limit. */
    limitPerMember: integer('limit_per_member').notNull().default(0),
    onSale: boolean('on_sale').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('mall_goods_list_idx').on(t.tenantId, t.onSale, t.sort, t.id),
    check('mall_goods_stock_not_negative', sql`${t.stock} >= 0`),
    check('mall_goods_exchanged_not_negative', sql`${t.exchanged} >= 0`),
    check('mall_goods_points_positive', sql`${t.points} > 0`)
  ]
)

/**
 * One exchange of goods for points. It keeps a copy of what was promised (kind, name, price), so
 * editing the goods later changes no exchange already made.
 */
export const mallExchanges = pgTable(
  'mall_exchanges',
  {
    tenantId: integer('tenant_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    goodsId: integer('goods_id').notNull(),
    /** The member's name for this attempt: the same key again returns this exchange. */
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind').$type<GoodsKind>().notNull(),
    goodsName: text('goods_name').notNull(),
    goodsImage: text('goods_image').notNull().default(''),
    points: integer('points').notNull(),
    quantity: integer('quantity').notNull(),
    totalPoints: integer('total_points').notNull(),
    status: text('status').$type<ExchangeStatus>().notNull().default('pending'),
    receiverName: text('receiver_name').notNull().default(''),
    receiverPhone: text('receiver_phone').notNull().default(''),
    receiverAddress: text('receiver_address').notNull().default(''),
    /** Vouchers only; null for shipped goods. */
    redemptionCode: text('redemption_code'),
    trackingNote: text('tracking_note').notNull().default(''),
    cancelReason: text('cancel_reason').notNull().default(''),
    cancelledBy: text('cancelled_by').$type<'member' | 'staff'>(),
    /** The staff member who shipped, handed over or cancelled it. */
    handledBy: integer('handled_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true })
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({ columns: [t.tenantId, t.goodsId], foreignColumns: [mallGoods.tenantId, mallGoods.id] }),
    uniqueIndex('mall_exchanges_idempotency_uq').on(t.tenantId, t.userId, t.idempotencyKey),
    uniqueIndex('mall_exchanges_code_uq')
      .on(t.tenantId, t.redemptionCode)
      .where(sql`${t.redemptionCode} is not null`),
    index('mall_exchanges_user_idx').on(t.tenantId, t.userId, t.id),
    index('mall_exchanges_limit_idx').on(t.tenantId, t.goodsId, t.userId),
    index('mall_exchanges_status_idx').on(t.tenantId, t.status, t.id),
    check('mall_exchanges_quantity_positive', sql`${t.quantity} > 0`)
  ]
)
