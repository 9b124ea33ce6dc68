import type { FastifyInstance } from 'fastify'
import { API } from '@contract/api'
import { postRoute, readerOf } from '../../lib/route'
import { recordVisit } from './prospects'
import { RecordVisitReqSchema, RecordVisitResSchema } from './schema'
import crmStaffRoutes from './staff-routes'

/** The landing page of a shared link (public); the office itself is in staff-routes. */
export default async function crmRoutes(app: FastifyInstance) {
  postRoute(
    app,
    API.crm.recordVisit,
    {
      summary:
        "A visit through a matchmaker's or promoter's shared link; a logged-in visitor becomes the matchmaker's lead (public)",
      tags: ['crm'],
      body: RecordVisitReqSchema,
      response: RecordVisitResSchema
    },
    async (req, reply) =>
      recordVisit(app.db, req.tenant.tenantId, (await readerOf(app, req, reply)).who ?? null, req.body, new Date())
  )
  await app.register(crmStaffRoutes)
}
