import type { FastifyInstance } from 'fastify'
import { API } from '@contract/api'
import { OFFICE_STAFF } from '@contract/staff'
import { authed, postRoute } from '../../lib/route'
import { requireMessagePlugin } from './routes'
import {
  ConversationItemSchema,
  ConversationPageSchema,
  CursorPageReqSchema,
  OpenConversationReqSchema
} from './schema'
import { getMatchmakerChatPage, openCustomerChat } from './service'

/**
 * A matchmaker's inbox of the members she serves, where she may also write to one first; others get
 * 40300 没有权限. Reported messages are judged on the reports desk (report module), one card per
 * reported member.
 */
export default async function messageStaffRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireMessagePlugin)

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
