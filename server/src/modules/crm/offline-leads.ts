import { crmLeadEvents, crmLeads } from '../../db/schema'
import type { Queryable } from '../../db/client'
import { expiryOf, poolRules } from './rules'

/**
 * The lead of a customer a matchmaker enters offline: theirs at once, with the pool's protection
 * computed by the CRM rules (the tenant's crm_settings, else the defaults: 30 days protected, back
 * to the pool after 15 days without a follow-up).
 */
export async function insertOfflineLead(
  db: Queryable,
  tenantId: number,
  userId: number,
  ownerId: number,
  now: Date
): Promise<void> {
  const rules = await poolRules(db, tenantId)
  const [lead] = await db
    .insert(crmLeads)
    .values({
      tenantId,
      userId,
      source: 'offline',
      sourceUserId: ownerId,
      stage: 'member',
      ownerId,
      claimedAt: now,
      expiresAt: expiryOf(rules, now, null),
      createdAt: now,
      updatedAt: now
    })
    .returning({ id: crmLeads.id })
  await db
    .insert(crmLeadEvents)
    .values({ tenantId, leadId: lead.id, kind: 'created', actorId: ownerId, detail: '红娘线下录入', createdAt: now })
}
