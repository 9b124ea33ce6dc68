import fp from 'fastify-plugin'
import { and, eq, gt } from 'drizzle-orm'
import { sessions, users } from '../db/schema'
import { sha256 } from '../lib/crypto'
import { unauthorized } from '../lib/errors'

export function readToken(header: string | undefined): string {
  if (!header) return ''
  return header.replace(/^Bearer\s+/i, '').trim()
}

/**
 * `app.authenticate`: the Authorization token must name a live session of this tenant whose
 * member is active. Sessions of another tenant are simply not found.
 */
export default fp(
  async (app) => {
    app.decorateRequest('auth', undefined)
    app.decorate('authenticate', async (request) => {
      const token = readToken(request.headers.authorization)
      if (!token) throw unauthorized()
      const { tenantId } = request.tenant
      const tokenHash = sha256(token)
      const [row] = await app.db
        .select({ userId: sessions.userId, status: users.status })
        .from(sessions)
        .innerJoin(users, and(eq(users.tenantId, sessions.tenantId), eq(users.id, sessions.userId)))
        .where(
          and(eq(sessions.tenantId, tenantId), eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date()))
        )
      if (!row) throw unauthorized('登录已过期，请重新登录')
      if (row.status !== 'active') throw unauthorized('账号已被禁用，请联系客服')
      request.auth = { tenantId, userId: row.userId, sessionHash: tokenHash }
    })
  },
  { name: 'auth', dependencies: ['db', 'tenant'] }
)
