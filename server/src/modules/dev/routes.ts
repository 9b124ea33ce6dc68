import { Type } from '@sinclair/typebox'
import { and, desc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { ErrorCode } from '@contract/envelope'
import { smsOutbox } from '../../db/schema'
import { BizError } from '../../lib/errors'
import { isLoopbackRequest } from '../../lib/loopback'
import { Phone } from '../../lib/schemas'

/**
 * Dev mode only (never registered otherwise): the offline SMS provider's outbox, so a
 * developer or a browser test can read the code that "was sent".
 */
export default async function devRoutes(app: FastifyInstance) {
  // Dev mode can listen on every interface (`npm start` does): to anyone not at this machine
  // these routes look like any unknown path, or every SMS code would be readable.
  app.addHook('onRequest', async (request) => {
    if (!isLoopbackRequest(request)) throw new BizError('接口不存在', ErrorCode.NotFound, 404)
  })
  app.get<{ Querystring: { phone: string } }>(
    '/dev/sms-outbox',
    {
      schema: {
        summary: 'Dev only: SMS messages sent to a phone, newest first',
        tags: ['dev'],
        querystring: Type.Object({ phone: Phone }),
        response: {
          200: Type.Object({
            code: Type.Integer(),
            msg: Type.String(),
            data: Type.Array(
              Type.Object({
                phone: Type.String(),
                content: Type.String(),
                code: Type.String(),
                createdAt: Type.String()
              })
            )
          })
        }
      }
    },
    async (req) => {
      const rows = await app.db
        .select()
        .from(smsOutbox)
        .where(and(eq(smsOutbox.tenantId, req.tenant.tenantId), eq(smsOutbox.phone, req.query.phone)))
        .orderBy(desc(smsOutbox.id))
        .limit(20)
      return {
        code: 20000,
        msg: 'success',
        data: rows.map((r) => ({
          phone: r.phone,
          content: r.content,
          code: /(\d{6})/.exec(r.content)?.[1] ?? '',
          createdAt: r.createdAt.toISOString()
        }))
      }
    }
  )
}
