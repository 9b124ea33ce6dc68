import { sql } from 'drizzle-orm'
import {
  date,
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
import type { FollowUpKind, LeadEventKind, LeadSource, LeadStage } from '@contract/crm'
import { users } from './user'

/**
 * A tenant's pool rules; a tenant without a row uses the defaults of CRM products (types/crm.ts).
 */
export const crmSettings = pgTable('crm_settings', {
  tenantId: integer('tenant_id').primaryKey(),
  claimsPerDay: integer('claims_per_day').notNull(),
  protectDays: integer('protect_days').notNull(),
  idleDays: integer('idle_days').notNull(),
  warnDays: integer('warn_days').notNull(),
  reclaimBlockDays: integer('reclaim_block_days').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()
})

/**
 * One member as a matchmaker's lead. Ownership ends by itself at `expiresAt` (computed when it is
 * claimed or followed up, from the tenant's protect and idle days) unless an active contract protects
 * the customer: the pool is "no owner, or expired and unprotected", read from stored times, no cron.
 */
export const crmLeads = pgTable(
  'crm_leads',
  {
    tenantId: integer('tenant_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    source: text('source').$type<LeadSource>().notNull(),
    /** The matchmaker or promoter whose link or entry brought the lead in. */
    sourceUserId: integer('source_user_id'),
    stage: text('stage').$type<LeadStage>().notNull().default('lead'),
    tags: jsonb('tags')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    remark: text('remark').notNull().default(''),
    ownerId: integer('owner_id'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Set while a signed, unfinished contract protects the customer from returning to the pool. */
    protectedByContractId: integer('protected_by_contract_id'),
    lastFollowUpAt: timestamp('last_follow_up_at', { withTimezone: true }),
    nextFollowUpAt: timestamp('next_follow_up_at', { withTimezone: true }),
    previousOwnerId: integer('previous_owner_id'),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    uniqueIndex('crm_leads_user_uq').on(t.tenantId, t.userId),
    index('crm_leads_owner_idx').on(t.tenantId, t.ownerId, t.nextFollowUpAt),
    // 我的客户 lists a matchmaker's leads newest claim first.
    index('crm_leads_owner_claimed_idx').on(t.tenantId, t.ownerId, t.claimedAt),
    // An admin's 我的客户 spans every owner.
    index('crm_leads_claimed_idx')
      .on(t.tenantId, t.claimedAt)
      .where(sql`${t.ownerId} is not null`),
    // 今日跟进 lists them by the planned follow-up, else by when they would return to the pool.
    index('crm_leads_owner_due_idx').on(t.tenantId, t.ownerId, sql`coalesce(${t.nextFollowUpAt}, ${t.expiresAt})`),
    index('crm_leads_pool_idx').on(t.tenantId, t.expiresAt),
    index('crm_leads_created_idx').on(t.tenantId, t.createdAt)
  ]
)

/** A matchmaker's record of contacting a lead. */
export const crmFollowUps = pgTable(
  'crm_follow_ups',
  {
    tenantId: integer('tenant_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    leadId: integer('lead_id').notNull(),
    authorId: integer('author_id').notNull(),
    kind: text('kind').$type<FollowUpKind>().notNull(),
    content: text('content').notNull(),
    nextFollowUpAt: timestamp('next_follow_up_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.leadId], foreignColumns: [crmLeads.tenantId, crmLeads.id] }).onDelete(
      'cascade'
    ),
    index('crm_follow_ups_lead_idx').on(t.tenantId, t.leadId, t.createdAt),
    index('crm_follow_ups_author_idx').on(t.tenantId, t.authorId, t.createdAt)
  ]
)

/** A lead's history: claims, abandons (with the reason), releases, stage and tag changes. */
export const crmLeadEvents = pgTable(
  'crm_lead_events',
  {
    tenantId: integer('tenant_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    leadId: integer('lead_id').notNull(),
    kind: text('kind').$type<LeadEventKind>().notNull(),
    actorId: integer('actor_id'),
    detail: text('detail').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.leadId], foreignColumns: [crmLeads.tenantId, crmLeads.id] }).onDelete(
      'cascade'
    ),
    index('crm_lead_events_lead_idx').on(t.tenantId, t.leadId, t.createdAt)
  ]
)

/** How many leads a matchmaker claimed on one day: the row the daily limit is counted on atomically. */
export const crmClaimCounters = pgTable(
  'crm_claim_counters',
  {
    tenantId: integer('tenant_id').notNull(),
    userId: integer('user_id').notNull(),
    day: date('day').notNull(),
    claims: integer('claims').notNull().default(0)
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId, t.day] })]
)

/**
 * A potential lead: a member who opened a matchmaker's or promoter's shared link while logged in, one
 * row per member and link, counting her visits. Anonymous opens are not kept (a device is forged at
 * will, so they would let anyone fill a matchmaker's funnel).
 */
export const crmProspects = pgTable(
  'crm_prospects',
  {
    tenantId: integer('tenant_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    referrerId: integer('referrer_id').notNull(),
    source: text('source').$type<LeadSource>().notNull(),
    userId: integer('user_id').notNull(),
    visits: integer('visits').notNull().default(1),
    lastVisitAt: timestamp('last_visit_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('crm_prospects_member_uq').on(t.tenantId, t.referrerId, t.userId),
    index('crm_prospects_referrer_idx').on(t.tenantId, t.referrerId, t.lastVisitAt)
  ]
)
