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
import type { GiftSendStatus, GiftShareAccount } from '@contract/love-gift'
import { users } from './user'

/** The tenant's gift catalogue (plugin lovegift); staff set names, pictures and points prices. */
export const loveGifts = pgTable(
  'love_gifts',
  {
    tenantId: integer('tenant_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    image: text('image').notNull(),
    points: integer('points').notNull(),
    sort: integer('sort').notNull().default(0),
    onSale: boolean('on_sale').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('love_gifts_sort_idx').on(t.tenantId, t.sort, t.id),
    check('love_gifts_points_positive', sql`${t.points} > 0`)
  ]
)

/**
 * One gift from one member to another. The gift's name, picture and price are copied, so the
 * history reads as it was sent whatever staff change later; the share is what the receiver was
 * paid, which a decline takes back.
 */
export const loveGiftSends = pgTable(
  'love_gift_sends',
  {
    tenantId: integer('tenant_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    senderId: integer('sender_id').notNull(),
    receiverId: integer('receiver_id').notNull(),
    giftId: integer('gift_id').notNull(),
    giftName: text('gift_name').notNull(),
    giftImage: text('gift_image').notNull(),
    points: integer('points').notNull(),
    shareAccount: text('share_account').$type<GiftShareAccount>().notNull(),
    /** Points or fen, as shareAccount says; 0 when the tenant keeps everything. */
    shareAmount: integer('share_amount').notNull(),
    /** The points of the price that paid for the share (all of it goes to the platform otherwise). */
    sharePoints: integer('share_points').notNull(),
    /** The sender's idempotency key: a retried send finds its first attempt here. */
    clientRequestId: text('client_request_id').notNull(),
    status: text('status').$type<GiftSendStatus>().notNull().default('received'),
    /** Fixed when sent: a later change of the tenant's declineDays does not move it. */
    declineUntil: timestamp('decline_until', { withTimezone: true }).notNull(),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.senderId], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({ columns: [t.tenantId, t.receiverId], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({ columns: [t.tenantId, t.giftId], foreignColumns: [loveGifts.tenantId, loveGifts.id] }),
    uniqueIndex('love_gift_sends_request_uq').on(t.tenantId, t.senderId, t.clientRequestId),
    index('love_gift_sends_receiver_idx').on(t.tenantId, t.receiverId, t.id),
    index('love_gift_sends_sender_idx').on(t.tenantId, t.senderId, t.id),
    index('love_gift_sends_gift_idx').on(t.tenantId, t.giftId)
  ]
)
