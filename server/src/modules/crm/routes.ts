import type { FastifyInstance } from 'fastify'
import { API } from '@contract/api'
import { authed, postRoute } from '../../lib/route'
import { recordVisit } from './prospects'
import { RecordVisitReqSchema, RecordVisitResSchema } from './schema'
import crmStaffRoutes from './staff-routes'

/** The landing page of a shared link; the office itself is in staff-routes. */
export default async function crmRoutes(app: FastifyInstance) {
  postRoute(
    app,
    API.crm.recordVisit,
    {
      summary:
        "A member's visit through a matchmaker's or promoter's shared link: she joins the link's prospects and, when nobody follows her yet, becomes the matchmaker's lead",
      tags: ['crm'],
      body: RecordVisitReqSchema,
      response: RecordVisitResSchema,
      auth: true
    },
    async (req) => recordVisit(app.db, authed(req), req.body, new Date())
  )
  await app.register(crmStaffRoutes)
}
