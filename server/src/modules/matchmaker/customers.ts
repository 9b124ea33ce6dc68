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

/**
 * Whether one of the two serves the other as matchmaker at `now`, and which is which: the
 * relation a matchmaker conversation stands on. Null when neither does.
 */
export async function serviceBetween(
  db: Queryable,
  tenantId: number,
  a: number,
  b: number,
  now: Date
): Promise<{ memberId: number; matchmakerId: number } | null> {
  const [lead] = await db
    .select({ memberId: crmLeads.userId, matchmakerId: crmLeads.ownerId })
    .from(crmLeads)
    .where(
      and(
        eq(crmLeads.tenantId, tenantId),
        or(and(eq(crmLeads.userId, a), eq(crmLeads.ownerId, b)), and(eq(crmLeads.userId, b), eq(crmLeads.ownerId, a))),
        servedAt(now)
      )
    )
    .limit(1)
  return lead?.matchmakerId ? { memberId: lead.memberId, matchmakerId: lead.matchmakerId } : null
}

/** The members this matchmaker serves at `now`. */
export async function servedMemberIds(db: Queryable, tenantId: number, matchmakerId: number, now: Date) {
  const rows = await db
    .select({ userId: crmLeads.userId })
    .from(crmLeads)
    .where(and(eq(crmLeads.tenantId, tenantId), eq(crmLeads.ownerId, matchmakerId), servedAt(now)))
  return rows.map((r) => r.userId)
}
