import type { FastifyInstance } from 'fastify'
import { API } from '@contract/api'
import { authed, postRoute } from '../../lib/route'
import { MyReportPageSchema, PageReqSchema } from './schema'
import { getMyReports } from './service'

const tags = ['report']

/** A member's own reports and their outcomes (我的举报). */
export default async function reportRoutes(app: FastifyInstance) {
  postRoute(
    app,
    API.report.getMyReports,
    {
      summary: 'My reports on other members, newest first, with what staff decided',
      tags,
      body: PageReqSchema,
      response: MyReportPageSchema,
      auth: true
    },
    async (req) => getMyReports(app.db, authed(req), req.body)
  )
}
