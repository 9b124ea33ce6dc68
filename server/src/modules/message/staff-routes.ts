import type { FastifyInstance } from 'fastify'
import { API } from '@contract/api'
import { MESSAGE_MODERATORS, OFFICE_STAFF } from '@contract/staff'
import { authed, postRoute } from '../../lib/route'
import { getReportPage, handleReport } from './moderation'
import { requireMessagePlugin } from './routes'
import {
  ConversationPageSchema,
  CursorPageReqSchema,
  ConversationItemSchema,
  HandleReportReqSchema,
  OpenConversationReqSchema,
  ReportItemSchema,
  ReportPageReqSchema,
  ReportPageSchema
} from './schema'
import { getMatchmakerChatPage, openCustomerChat } from './service'

const tags = ['staff']

/**
 * Reported messages, judged by the tenant's moderators, and a matchmaker's inbox of the members she
 * serves, where she may also write to one first; others get 40300 没有权限.
 */
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

  postRoute(
    app,
    API.message.getMatchmakerChatPage,
    {
      summary:
        'My conversations with the members I serve now, newest first; read and answered in the chat (office staff)',
      tags: ['office'],
      body: CursorPageReqSchema,
      response: ConversationPageSchema,
      auth: true,
      staff: OFFICE_STAFF
    },
    async (req) => getMatchmakerChatPage(app.db, authed(req), req.body)
  )

  postRoute(
    app,
    API.message.openCustomerChat,
    {
      summary:
        'My conversation with a member I serve now, created when there is none so I can write first; anyone else is refused (office staff)',
      tags: ['office'],
      body: OpenConversationReqSchema,
      response: ConversationItemSchema,
      auth: true,
      staff: OFFICE_STAFF
    },
    async (req) => openCustomerChat(app.db, authed(req), req.body.userId)
  )
}
