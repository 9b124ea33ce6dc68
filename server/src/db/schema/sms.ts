import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import type { CaptchaScene } from '@contract/api'
import { tenants } from './tenant'

/** Issued SMS codes; only a hash of the code is kept. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.tenantId),
    id: integer('id').generatedAlwaysAsIdentity(),
    phone: text('phone').notNull(),
    scene: text('scene').$type<CaptchaScene>().notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('sms_codes_lookup_idx').on(t.tenantId, t.phone, t.scene, t.createdAt)
  ]
)

/**
 * What the offline SMS provider "sent" (dev mode only): the developer's phone.
 * The real HTTP provider never writes here.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.tenantId),
    id: integer('id').generatedAlwaysAsIdentity(),
    phone: text('phone').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('sms_outbox_phone_idx').on(t.tenantId, t.phone)]
)
