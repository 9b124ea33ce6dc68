import { and, eq, inArray } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { finCashouts, ledgerAccounts } from '../../db/schema'

/** Locks the member's money accounts so no payment lands between the check and the erasure. */
export async function lockedBalances(db: Queryable, tenantId: number, userId: number) {
  return db
    .select({ code: ledgerAccounts.code, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.tenantId, tenantId), eq(ledgerAccounts.userId, userId)))
    .for('update')
}

export async function openCashouts(db: Queryable, tenantId: number, userId: number): Promise<number> {
  const rows = await db
    .select({ id: finCashouts.id })
    .from(finCashouts)
    .where(
      and(
        eq(finCashouts.tenantId, tenantId),
        eq(finCashouts.userId, userId),
        inArray(finCashouts.status, ['pending', 'paying'])
      )
    )
  return rows.length
}
