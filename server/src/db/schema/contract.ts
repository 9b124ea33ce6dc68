import { sql } from 'drizzle-orm'
import {
  boolean,
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
import type { ContractStatus } from '@contract/contract'
import { users } from './user'

/** A tenant's service contract template: what a customer buys. */
export const contractTemplates = pgTable(
  'contract_templates',
  {
    tenantId: integer('tenant_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    serviceItems: jsonb('service_items')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    meetingQuota: integer('meeting_quota').notNull(),
    termDays: integer('term_days').notNull(),
    /** fen */
    price: integer('price').notNull(),
    refundTerms: text('refund_terms').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })]
)

/**
 * One customer's contract: a copy of the template's terms at creation, signed with a drawn
 * signature (its PDF stored privately with the hash recorded), then paid through the cashier
 * (orderId). Once signed, the terms never change; only the meeting counter and the status move.
 */
export const contracts = pgTable(
  'contracts',
  {
    tenantId: integer('tenant_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    contractNo: text('contract_no').notNull(),
    templateId: integer('template_id').notNull(),
    customerId: integer('customer_id').notNull(),
    matchmakerId: integer('matchmaker_id').notNull(),
    storeId: integer('store_id'),
    name: text('name').notNull(),
    serviceItems: jsonb('service_items').$type<string[]>().notNull(),
    meetingQuota: integer('meeting_quota').notNull(),
    meetingsUsed: integer('meetings_used').notNull().default(0),
    termDays: integer('term_days').notNull(),
    price: integer('price').notNull(),
    refundTerms: text('refund_terms').notNull().default(''),
    status: text('status').$type<ContractStatus>().notNull().default('unsigned'),
    orderId: integer('order_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The drawn signature's PNG under the storage's private prefix; '' when signed through an e-sign provider. */
    signatureKey: text('signature_key').notNull().default(''),
    /** The signed PDF's storage key, read only through getContractPdf: never a public file. */
    pdfKey: text('pdf_key').notNull().default(''),
    pdfSha256: text('pdf_sha256').notNull().default(''),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    /** The e-sign provider's flow while an external provider collects the signature; '' offline. */
    esignFlowId: text('esign_flow_id').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** When it was completed, refunded or cancelled, and why (a refund's reason). */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closeReason: text('close_reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.customerId], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({ columns: [t.tenantId, t.matchmakerId], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({
      columns: [t.tenantId, t.templateId],
      foreignColumns: [contractTemplates.tenantId, contractTemplates.id]
    }),
    uniqueIndex('contracts_no_uq').on(t.tenantId, t.contractNo),
    index('contracts_order_idx').on(t.tenantId, t.orderId),
    index('contracts_customer_idx').on(t.tenantId, t.customerId, t.createdAt),
    index('contracts_matchmaker_idx').on(t.tenantId, t.matchmakerId, t.createdAt)
  ]
)

/** 甲方: the tenant's legal company as contracts name it, set by an admin; one row per tenant. */
export const contractParties = pgTable(
  'contract_parties',
  {
    tenantId: integer('tenant_id').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    /** 统一社会信用代码 */
    creditCode: text('credit_code').notNull(),
    /** The seal, an image this server stored for the admin who set it. */
    sealUrl: text('seal_url').notNull(),
    updatedBy: integer('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [primaryKey({ columns: [t.tenantId] })]
)
