import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Static } from '@sinclair/typebox'
import { API } from '@contract/api'
import { MESSAGE_SOCKET_PATH } from '@contract/message'
import { PLUGIN_IDS } from '@contract/plugins'
import { forbidden } from '../../lib/errors'
import { authed, EmptyBody, postRoute } from '../../lib/route'
import { OkSchema } from '../../lib/schemas'
import {
  ChatMessageSchema,
  ConversationPageSchema,
  CursorPageReqSchema,
  GreetingsSchema,
  MarkReadReqSchema,
  MessageIdReqSchema,
  MessagePageReqSchema,
  MessagePageSchema,
  MessageReportReqSchema,
  OpenConversationReqSchema,
  OpenConversationResSchema,
  SendMessageReqSchema,
  SocketQuerySchema,
  SocketTicketSchema,
  SyncMessagesReqSchema,
  SyncMessagesResSchema,
  UnreadSummarySchema
} from './schema'
import {
  GREETINGS,
  getConversationPage,
  getMessagePage,
  markAllRead,
  markRead,
  openConversation,
  recallMessage,
  reportMessage,
  sendMessage,
  syncMessages,
  unreadSummary
} from './service'
import type { RealtimeHub } from './realtime'
import { attachSocket, issueTicket, redeemTicket, type SocketClaim } from './socket'

const tags = ['message']

/** Chat is the message plugin (SPEC §3, id 15): without the grant every route of it, socket included, is refused. */
export async function requireMessagePlugin(req: FastifyRequest): Promise<void> {
  if (!hasMessagePlugin(req)) throw forbidden('本站未开通私信聊天')
}

const hasMessagePlugin = (req: FastifyRequest) => req.tenant.tenant.grantPluginIds.includes(PLUGIN_IDS.message)

export default async function messageRoutes(app: FastifyInstance) {
  app.addHook('preHandler', async (req) => {
    // The badge counts notices too, which every tenant has: without chat it answers 0 messages.
    if (req.routeOptions.url !== API.message.getUnreadSummary) await requireMessagePlugin(req)
  })

  postRoute(
    app,
    API.message.getConversationPage,
    {
      summary: 'My conversations, newest message first, with the unread count of each',
      tags,
      body: CursorPageReqSchema,
      response: ConversationPageSchema,
      auth: true
    },
    async (req) => getConversationPage(app.db, authed(req), req.body)
  )

  postRoute(
    app,
    API.message.openConversation,
    {
      summary: 'The chat with a member: the conversation if any, and whether I may send now (and why not)',
      tags,
      body: OpenConversationReqSchema,
      response: OpenConversationResSchema,
      auth: true
    },
    async (req) =>
      openConversation(
        app.db,
        authed(req),
        req.tenant.tenant.messageConfig,
        req.body.userId,
        req.tenant.tenant.timeZone
      )
  )

  postRoute(
    app,
    API.message.getMessagePage,
    {
      summary: 'Older messages of a conversation, by id',
      tags,
      body: MessagePageReqSchema,
      response: MessagePageSchema,
      auth: true
    },
    async (req) => getMessagePage(app.db, authed(req), req.body)
  )

  postRoute(
    app,
    API.message.syncMessages,
    {
      summary: 'Messages sent or recalled after a seq: what a reconnecting device missed',
      tags,
      body: SyncMessagesReqSchema,
      response: SyncMessagesResSchema,
      auth: true
    },
    async (req) => syncMessages(app.db, authed(req), req.body)
  )

  postRoute(
    app,
    API.message.send,
    {
      summary: 'Send a text or an uploaded image (idempotent by clientMessageId); pushed to both members',
      tags,
      body: SendMessageReqSchema,
      response: ChatMessageSchema,
      auth: true
    },
    async (req) => {
      const who = authed(req)
      await app.hitLimit(
        `msg-send:${who.tenantId}:${who.userId}`,
        app.config.MESSAGE_SEND_PER_MINUTE,
        60_000,
        '发送太频繁，请稍后再试'
      )
      return sendMessage(app, who, req.tenant.tenant.messageConfig, req.body, req.tenant.tenant.timeZone)
    }
  )

  postRoute(
    app,
    API.message.recall,
    {
      summary: 'Recall my message within 2 minutes: both members see it as recalled',
      tags,
      body: MessageIdReqSchema,
      response: ChatMessageSchema,
      auth: true
    },
    async (req) => recallMessage(app, authed(req), req.body.messageId)
  )

  postRoute(
    app,
    API.message.markRead,
    {
      summary: 'Move my read marker in a conversation up to a message (never back)',
      tags,
      body: MarkReadReqSchema,
      response: UnreadSummarySchema,
      auth: true
    },
    async (req) => markRead(app, authed(req), req.body)
  )

  postRoute(
    app,
    API.message.markAllRead,
    {
      summary: 'Mark every conversation read',
      tags,
      body: EmptyBody,
      response: UnreadSummarySchema,
      auth: true
    },
    async (req) => markAllRead(app, authed(req))
  )

  postRoute(
    app,
    API.message.getUnreadSummary,
    {
      summary: 'Unread chat messages and notices: the top bar badge (notices only without the message plugin)',
      tags,
      body: EmptyBody,
      response: UnreadSummarySchema,
      auth: true
    },
    async (req) => unreadSummary(app.db, authed(req).tenantId, authed(req).userId, hasMessagePlugin(req))
  )

  postRoute(
    app,
    API.message.getGreetings,
    {
      summary: 'Greetings to send with one tap',
      tags,
      body: EmptyBody,
      response: GreetingsSchema,
      auth: true
    },
    async () => ({ list: GREETINGS })
  )

  postRoute(
    app,
    API.message.report,
    {
      summary: 'Report a message the other member sent',
      tags,
      body: MessageReportReqSchema,
      response: OkSchema,
      auth: true
    },
    async (req) => reportMessage(app.db, authed(req), req.body)
  )

  postRoute(
    app,
    API.message.getSocketTicket,
    {
      summary: 'A one-use ticket (valid 60 s) to open the message socket with',
      tags,
      body: EmptyBody,
      response: SocketTicketSchema,
      auth: true
    },
    async (req) => issueTicket(app.kv, authed(req))
  )

  // Checked after the plugin hook and the query's validation, before the connection is upgraded:
  // a refused ticket is an HTTP 401, never an open socket.
  const claims = new WeakMap<FastifyRequest, SocketClaim>()
  app.get<{ Querystring: Static<typeof SocketQuerySchema> }>(
    MESSAGE_SOCKET_PATH,
    {
      websocket: true,
      schema: { querystring: SocketQuerySchema },
      preHandler: async (req) => {
        claims.set(req, await redeemTicket(app, req.query.ticket, req.tenant.tenantId))
      }
    },
    // Other modules see the hub as MemberSockets; this module's own plugin put it there (realtime.ts).
    (socket, req) => attachSocket(app, app.realtime as RealtimeHub, socket, claims.get(req)!)
  )
}
