import type { FastifyInstance } from 'fastify'
import { API } from '@contract/api'
import { OFFICE_STAFF } from '@contract/staff'
import { authed, postRoute } from '../../lib/route'
import { requireMessagePlugin } from './routes'
import { ConversationPageSchema, CursorPageReqSchema } from './schema'
import { getMatchmakerChatPage } from './service'

/**
 * A matchmaker's inbox of the members she serves; others get 40300 没有权限. Reported messages are
 * judged on the reports desk (report module), one card per reported member.
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
}
