import { Type } from '@sinclair/typebox'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'

export default async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/healthz',
    {
      schema: {
        summary: 'Liveness and database reachability',
        tags: ['health'],
        response: { 200: Type.Object({ status: Type.String() }), 503: Type.Object({ status: Type.String() }) }
      }
    },
    async (_req, reply) => {
      try {
        await app.db.execute(sql`select 1`)
        return { status: 'ok' }
      } catch (err) {
        app.log.error({ err }, 'health check failed')
        return reply.status(503).send({ status: 'database unavailable' })
      }
    }
  )
}
