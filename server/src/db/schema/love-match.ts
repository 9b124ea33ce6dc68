import { date, foreignKey, index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core'
import { users } from './user'

/** 喜欢: one row per member and the member they like, private to the liker until it is mutual. */
export const loveLikes = pgTable(
  'love_likes',
  {
    tenantId: integer('tenant_id').notNull(),
    userId: integer('user_id').notNull(),
    targetId: integer('target_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.targetId] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.targetId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    index('love_likes_target_idx').on(t.tenantId, t.targetId, t.createdAt)
  ]
)

/**
 * 相互喜欢: one row per pair, keyed by the lower and the higher member id, so a pair matches once
 * however the two likes arrive.
 */
export const loveMatches = pgTable(
  'love_matches',
  {
    tenantId: integer('tenant_id').notNull(),
    userLow: integer('user_low').notNull(),
    userHigh: integer('user_high').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userLow, t.userHigh] }),
    foreignKey({ columns: [t.tenantId, t.userLow], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.userHigh], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    index('love_matches_high_idx').on(t.tenantId, t.userHigh)
  ]
)

/**
 * 每日推荐: the members picked for a member on a day (the tenant's calendar day), in the order
 * shown. Kept for a week at least, so no one is picked twice within seven days.
 */
export const loveDailyPicks = pgTable(
  'love_daily_picks',
  {
    tenantId: integer('tenant_id').notNull(),
    userId: integer('user_id').notNull(),
    day: date('day').notNull(),
    pickedId: integer('picked_id').notNull(),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.day, t.pickedId] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.pickedId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade')
  ]
)

/** The day a member's picks were drawn: its row is the lock that makes drawing happen once. */
export const loveDailyPickDays = pgTable(
  'love_daily_pick_days',
  {
    tenantId: integer('tenant_id').notNull(),
    userId: integer('user_id').notNull(),
    day: date('day').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.day] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade')
  ]
)
