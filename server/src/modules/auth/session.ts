import { and, eq, ne } from 'drizzle-orm'
import { DAY_MS } from '@contract/time'
import type { Queryable } from '../../db/client'
import { sessions } from '../../db/schema'
import { newToken, sha256 } from '../../lib/crypto'

export async function createSession(db: Queryable, tenantId: number, userId: number, ttlDays: number): Promise<string> {
  const token = newToken()
  await db.insert(sessions).values({
    tenantId,
    userId,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + ttlDays * DAY_MS)
  })
  return token
}

export async function revokeSession(db: Queryable, tenantId: number, token: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.tenantId, tenantId), eq(sessions.tokenHash, sha256(token))))
}

/** Ends the member's sessions: all of them, or all but `keepTokenHash` (the session making a credential change). */
export async function revokeMemberSessions(
  db: Queryable,
  tenantId: number,
  userId: number,
  keepTokenHash?: string
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.tenantId, tenantId),
        eq(sessions.userId, userId),
        keepTokenHash ? ne(sessions.tokenHash, keepTokenHash) : undefined
      )
    )
}
