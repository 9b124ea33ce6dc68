import type { FastifyInstance } from 'fastify'
import { API } from '@contract/api'
import { REPORT_HANDLERS, SUSPENSION_LIFTERS } from '@contract/staff'
import { authed, postRoute } from '../../lib/route'
import { OkSchema } from '../../lib/schemas'
import { HandleReqSchema, HandleResSchema, QueuePageSchema, QueueReqSchema, UnhideReqSchema } from './schema'
import { getQueue, handleReport, liftSuspension, unhide } from './service'

const tags = ['staff']

/** The reports desk: reported members judged by the tenant's moderators; others get 40300 没有权限. */
export default async function reportStaffRoutes(app: FastifyInstance) {
  postRoute(
    app,
    API.report.getQueue,
    {
      summary:
        'One card per reported member: their profile and message reports, the messages, their content and history (admin, auditor)',
      tags,
      body: QueueReqSchema,
      response: QueuePageSchema,
      auth: true,
      staff: REPORT_HANDLERS
    },
    async (req) => getQueue(app.db, authed(req).tenantId, req.body)
  )
  postRoute(
    app,
    API.report.handle,
    {
      summary:
        'Dismiss, warn, hide the profile or suspend: decides every pending report on that member, profile and messages (admin, auditor)',
      tags,
      body: HandleReqSchema,
      response: HandleResSchema,
      auth: true,
      staff: REPORT_HANDLERS
    },
    async (req) => handleReport(app, authed(req), req.body)
  )
  postRoute(
    app,
    API.report.unhide,
    {
      summary: 'Show a profile staff hid again (admin, auditor)',
      tags,
      body: UnhideReqSchema,
      response: OkSchema,
      auth: true,
      staff: REPORT_HANDLERS
    },
    async (req) => unhide(app.db, authed(req), req.body.userId)
  )
  postRoute(
    app,
    API.report.liftSuspension,
    {
      summary: 'Let a suspended member back in; logged with who did it (admin)',
      tags,
      body: UnhideReqSchema,
      response: OkSchema,
      auth: true,
      staff: SUSPENSION_LIFTERS
    },
    async (req) => liftSuspension(app.db, authed(req), req.body.userId)
  )
}
