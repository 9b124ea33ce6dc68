import { and, eq, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { crmLeads } from '../../db/schema'
import type { DomainEvents } from '../../lib/events'

/**
 * A signed contract keeps its customer with its matchmaker: the lead (created when the customer
 * had none) is owned by the contract's matchmaker and protected by the contract, so it cannot fall
 * back to the pool until the contract is completed or refunded.
 */
export async function protectLeadBySignedContract(tx: Tx, signed: DomainEvents['contract.signed']): Promise<void> {
  const { tenantId, contractId, customerId, matchmakerId, endsAt, at } = signed
  await tx
    .insert(crmLeads)
    .values({
      tenantId,
      userId: customerId,
      source: 'register',
      stage: 'contract',
      ownerId: matchmakerId,
      claimedAt: at,
      expiresAt: endsAt,
      protectedByContractId: contractId,
      createdAt: at,
      updatedAt: at
    })
    .onConflictDoUpdate({
      target: [crmLeads.tenantId, crmLeads.userId],
      set: {
        claimedAt: sql`case when ${crmLeads.ownerId} is distinct from ${matchmakerId} then ${at.toISOString()}::timestamptz else ${crmLeads.claimedAt} end`,
        ownerId: matchmakerId,
        stage: 'contract',
        protectedByContractId: contractId,
        updatedAt: at
      }
    })
}

/** The contract no longer protects its customer: the lead follows the pool's rules again. */
export async function releaseLeadOfClosedContract(tx: Tx, closed: DomainEvents['contract.closed']): Promise<void> {
  await tx
    .update(crmLeads)
    .set({ protectedByContractId: null, updatedAt: closed.at })
    .where(and(eq(crmLeads.tenantId, closed.tenantId), eq(crmLeads.protectedByContractId, closed.contractId)))
}
