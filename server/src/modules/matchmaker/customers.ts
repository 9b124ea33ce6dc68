import { and, eq, gt, isNotNull, or, type SQL } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { crmLeads } from '../../db/schema'

/**
 * A lead is its owner's customer while the ownership runs (expiresAt is still ahead) or an active
 * contract protects it; otherwise it is back in the pool, whatever owner_id still says.
 */
export const servedAt = (now: Date): SQL =>
  and(isNotNull(crmLeads.ownerId), or(gt(crmLeads.expiresAt, now), isNotNull(crmLeads.protectedByContractId)))!

/** The member's service matchmaker (their lead's owner) at `now`; null when nobody serves them. */
export async function serviceMatchmakerOf(
  db: Queryable,
  tenantId: number,
  userId: number,
  now: Date
): Promise<number | null> {
  const [lead] = await db
    .select({ ownerId: crmLeads.ownerId })
    .from(crmLeads)
    .where(and(eq(crmLeads.tenantId, tenantId), eq(crmLeads.userId, userId), servedAt(now)))
  return lead?.ownerId ?? null
}
