import { and, eq, inArray, ne } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { loveCommitments } from '../../db/schema'

export type CommitmentRow = typeof loveCommitments.$inferSelect

export async function findCommitment(
  db: Queryable,
  tenantId: number,
  userId: number
): Promise<CommitmentRow | undefined> {
  const [row] = await db
    .select()
    .from(loveCommitments)
    .where(and(eq(loveCommitments.tenantId, tenantId), eq(loveCommitments.userId, userId)))
  return row
}

/**
 * Signs the pledge. Signing the same wording again keeps the first signature, name and date:
 * the upsert only overwrites a signature of another version, so racing requests agree too.
 */
export async function saveSignature(
  db: Queryable,
  who: { tenantId: number; userId: number },
  signedName: string,
  version: number
): Promise<CommitmentRow | undefined> {
  const values = { signedName, textVersion: version, signedAt: new Date() }
  const [row] = await db
    .insert(loveCommitments)
    .values({ tenantId: who.tenantId, userId: who.userId, ...values })
    .onConflictDoUpdate({
      target: [loveCommitments.tenantId, loveCommitments.userId],
      set: values,
      setWhere: ne(loveCommitments.textVersion, version)
    })
    .returning()
  return row ?? findCommitment(db, who.tenantId, who.userId)
}

/** Which of `userIds` have signed the pledge (any version): the badge on cards and details. */
export async function signedAmong(db: Queryable, tenantId: number, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set()
  const rows = await db
    .select({ userId: loveCommitments.userId })
    .from(loveCommitments)
    .where(and(eq(loveCommitments.tenantId, tenantId), inArray(loveCommitments.userId, userIds)))
  return new Set(rows.map((r) => r.userId))
}
