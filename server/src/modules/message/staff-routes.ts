import type { FastifyInstance } from 'fastify'
import { API } from '@contract/api'
import { MESSAGE_MODERATORS } from '@contract/staff'
import { authed, postRoute } from '../../lib/route'
import { getReportPage, handleReport } from './moderation'
import { requireMessagePlugin } from './routes'
import { HandleReportReqSchema, ReportItemSchema, ReportPageReqSchema, ReportPageSchema } from './schema'

const tags = ['staff']

/** Reported messages, judged by the tenant's moderators; others get 40300 没有权限. */
export default async function messageStaffRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireMessagePlugin)

  postRoute(
    app,
    API.message.getReportPage,
    {
      summary: 'Reported messages by status, with what was actually said (admin, auditor)',
      tags,
      body: ReportPageReqSchema,
      response: ReportPageSchema,
      auth: true,
      staff: MESSAGE_MODERATORS
    },
    async (req) => getReportPage(app.db, authed(req).tenantId, req.body)
  )

  postRoute(
    app,
    API.message.handleReport,
    {
      summary: 'Uphold (recall the message, tell its sender) or dismiss a pending report (admin, auditor)',
      tags,
      body: HandleReportReqSchema,
      response: ReportItemSchema,
      auth: true,
      staff: MESSAGE_MODERATORS
    },
    async (req) => handleReport(app, authed(req), req.body)
  )
}
