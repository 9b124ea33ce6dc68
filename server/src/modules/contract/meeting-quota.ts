import { and, asc, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import type { QuotaCounter } from '@contract/appointment'
import type { Queryable } from '../../db/client'
import { contracts } from '../../db/schema'

type ContractRow = Pick<typeof contracts.$inferSelect, 'id' | 'name' | 'meetingsUsed' | 'meetingQuota'>

const counterOf = (c: ContractRow): QuotaCounter => ({
  contractId: c.id,
  name: c.name,
  meetingsUsed: c.meetingsUsed,
  meetingQuota: c.meetingQuota
})

const counterColumns = {
  id: contracts.id,
  name: contracts.name,
  meetingsUsed: contracts.meetingsUsed,
  meetingQuota: contracts.meetingQuota
}

/** A signed contract in its term with meetings left. */
const hasMeetingsLeft = (now: Date) =>
  and(
    eq(contracts.status, 'signed'),
    lt(contracts.meetingsUsed, contracts.meetingQuota),
    or(isNull(contracts.endsAt), gt(contracts.endsAt, now))
  )

/**
 * Uses one meeting of the customer's contract, the earliest signed with meetings left, in one
 * conditional UPDATE: when two completions race for the last meeting, PostgreSQL re-checks the
 * loser's condition on the row the winner committed, finds no meeting left and updates nothing.
 * The loser then looks again, in case another contract of the customer still has some. Returns
 * the contract used, or null when none had a meeting left (the date is completed, counted on none).
 */
export async function spendMeeting(tx: Queryable, tenantId: number, customerId: number, now: Date) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const [candidate] = await tx
      .select({ id: contracts.id })
      .from(contracts)
      .where(and(eq(contracts.tenantId, tenantId), eq(contracts.customerId, customerId), hasMeetingsLeft(now)))
      .orderBy(asc(contracts.signedAt), asc(contracts.id))
      .limit(1)
    if (!candidate) return null
    const [used] = await tx
      .update(contracts)
      .set({ meetingsUsed: sql`${contracts.meetingsUsed} + 1` })
      .where(
        and(
          eq(contracts.tenantId, tenantId),
          eq(contracts.id, candidate.id),
          eq(contracts.status, 'signed'),
          lt(contracts.meetingsUsed, contracts.meetingQuota)
        )
      )
      .returning(counterColumns)
    if (used) return counterOf(used)
  }
  return null
}

/**
 * The counter a customer watches: the contract their next date will use, or, when none has a
 * meeting left, their latest signed or finished one; null without any.
 */
export async function quotaOf(
  db: Queryable,
  tenantId: number,
  customerId: number,
  now: Date
): Promise<QuotaCounter | null> {
  const mine = and(eq(contracts.tenantId, tenantId), eq(contracts.customerId, customerId))
  const [next] = await db
    .select(counterColumns)
    .from(contracts)
    .where(and(mine, hasMeetingsLeft(now)))
    .orderBy(asc(contracts.signedAt), asc(contracts.id))
    .limit(1)
  if (next) return counterOf(next)
  const [last] = await db
    .select(counterColumns)
    .from(contracts)
    .where(and(mine, inArray(contracts.status, ['signed', 'completed'])))
    .orderBy(desc(contracts.signedAt), desc(contracts.id))
    .limit(1)
  return last ? counterOf(last) : null
}
