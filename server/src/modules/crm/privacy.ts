import { and, eq } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { crmLeads, crmProspects } from '../../db/schema'

/**
 * 注销账号: her place in the office's funnel — her lead with its tags, remark, follow-up notes and
 * history (they go with the lead), and the visits that brought her.
 */
export async function eraseLeadOf(db: Queryable, tenantId: number, userId: number): Promise<void> {
  await db.delete(crmLeads).where(and(eq(crmLeads.tenantId, tenantId), eq(crmLeads.userId, userId)))
  await db.delete(crmProspects).where(and(eq(crmProspects.tenantId, tenantId), eq(crmProspects.userId, userId)))
}
