import { sql } from 'drizzle-orm'
import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex
} from 'drizzle-orm/pg-core'
import { tenants } from './tenant'

/** disabled: suspended by staff or the operator; deleted: the member erased their account (the row stays for money records). */
export type UserStatus = 'active' | 'disabled' | 'deleted'

export const users = pgTable(
  'users',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.tenantId),
    id: integer('id').generatedAlwaysAsIdentity(),
    phone: text('phone'),
    username: text('username'),
    nickname: text('nickname').notNull().default(''),
    headPic: text('head_pic').notNull().default(''),
    passwordHash: text('password_hash'),
    maOpenid: text('ma_openid'),
    mpOpenid: text('mp_openid'),
    unionid: text('unionid'),
    status: text('status').$type<UserStatus>().notNull().default('active'),
    needCompleteAccount: boolean('need_complete_account').notNull().default(false),
    isLoveUser: boolean('is_love_user').notNull().default(false),
    vipType: integer('vip_type').notNull().default(0),
    vipExpiresAt: timestamp('vip_expires_at', { withTimezone: true }),
    promoterId: integer('promoter_id'),
    promoterBoundAt: timestamp('promoter_bound_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true })
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('users_phone_uq').on(t.tenantId, t.phone),
    uniqueIndex('users_username_uq').on(t.tenantId, sql`lower(${t.username})`),
    uniqueIndex('users_ma_openid_uq').on(t.tenantId, t.maOpenid),
    uniqueIndex('users_mp_openid_uq').on(t.tenantId, t.mpOpenid),
    foreignKey({ columns: [t.tenantId, t.promoterId], foreignColumns: [t.tenantId, t.id] }),
    index('users_promoter_idx').on(t.tenantId, t.promoterId),
    // The few suspended members, so lists can leave them out without joining every user.
    index('users_inactive_idx')
      .on(t.tenantId, t.id)
      .where(sql`${t.status} <> 'active'`)
  ]
)

/** Login sessions; only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tenantId: integer('tenant_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull()
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.tokenHash] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    index('sessions_user_idx').on(t.tenantId, t.userId)
  ]
)
