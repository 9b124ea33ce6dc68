import { sql } from 'drizzle-orm'
import {
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
import type { CertField, CertKind } from '@contract/certification'
import type { Education } from '@contract/love'
import { users } from './user'

/** A certification row exists from the first submission, so its status is never 'none'. */
export type StoredCertStatus = 'pending' | 'approved' | 'rejected'

/** What was submitted, by kind. The ID number itself is not here: only its mask (and a keyed hash in id_hash). */
export type CertData =
  | { kind: 'realname'; realName: string; idCardMasked: string }
  | { kind: 'education'; school: string; degree: Education }
  | { kind: 'house'; city: string }
  | { kind: 'other'; title: string; fields: CertField[] }

/** One certification of each kind per member; a resubmission after rejection replaces it. */
export const certifications = pgTable(
  'certifications',
  {
    tenantId: integer('tenant_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    kind: text('kind').$type<CertKind>().notNull(),
    status: text('status').$type<StoredCertStatus>().notNull(),
    data: jsonb('data').$type<CertData>().notNull(),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** HMAC of the ID number (real name only): finds the same card on another account without storing it. */
    idHash: text('id_hash'),
    rejectReason: text('reject_reason').notNull().default(''),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    auditedAt: timestamp('audited_at', { withTimezone: true }),
    /** The staff member who decided; null while pending or when the face check decided. */
    auditedBy: integer('audited_by')
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.auditedBy], foreignColumns: [users.tenantId, users.id] }),
    uniqueIndex('certifications_user_kind_uq').on(t.tenantId, t.userId, t.kind),
    // One live certification per ID card: a rejected one frees the number again.
    uniqueIndex('certifications_id_hash_uq')
      .on(t.tenantId, t.idHash)
      .where(sql`${t.status} <> 'rejected'`),
    index('certifications_queue_idx').on(t.tenantId, t.status, t.submittedAt)
  ]
)
