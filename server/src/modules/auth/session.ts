import { and, eq } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { sessions } from '../../db/schema'
import { newToken, sha256 } from '../../lib/crypto'

const DAY_MS = 24 * 60 * 60 * 1000

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
