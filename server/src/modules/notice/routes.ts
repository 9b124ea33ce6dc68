import type { FastifyInstance } from 'fastify'
import { API } from '@contract/api'
import { authed, EmptyBody, postRoute } from '../../lib/route'
import { createSubscribeProvider, parseSubscribeTemplates } from '../../providers/subscribe'
import { startNoticePushes } from './push'
import {
  GrantSubscribeBody,
  GrantSubscribeSchema,
  NoticeIdBody,
  NoticePageBody,
  NoticePageSchema,
  SubscribeTemplatesSchema,
  UnreadSchema
} from './schema'
import { grantSubscribe, noticePage, readAllNotices, readNotice, subscribeTemplates } from './service'

const tags = ['notice']

/**
 * Member notices, for every logged-in member whatever the tenant's plugins: they are not chat.
 * The push dispatcher starts and stops with the app, on every replica (claims never overlap).
 */
export default async function noticeRoutes(app: FastifyInstance) {
  const templates = parseSubscribeTemplates(app.config.WECHAT_SUBSCRIBE_TEMPLATES)
  const subscribe = createSubscribeProvider(
    {
      wechatMode: app.config.WECHAT_MODE,
      baseUrl: app.config.WECHAT_API_BASE,
      state: app.config.WECHAT_SUBSCRIBE_STATE
    },
    app.wechat,
    app.log
  )
  const interval = app.config.NOTICE_PUSH_INTERVAL_MS
  if (interval > 0) {
    let pushes: { stop(): Promise<void> } | null = null
    app.addHook('onReady', async () => {
      pushes = startNoticePushes({ db: app.db, log: app.log, subscribe, templates }, interval)
    })
    app.addHook('onClose', async () => {
      await pushes?.stop()
    })
  }

  postRoute(
    app,
    API.notice.getNoticePage,
    {
      summary: 'My notices (viewed, favourited, certification, cash-out, line, gift…), newest first',
      tags,
      body: NoticePageBody,
      response: NoticePageSchema,
      auth: true
    },
    async (req) => noticePage(app.db, authed(req), req.body)
  )
  postRoute(
    app,
    API.notice.markRead,
    {
      summary: 'Mark one notice read; answers my unread count',
      tags,
      body: NoticeIdBody,
      response: UnreadSchema,
      auth: true
    },
    async (req) => readNotice(app.db, authed(req), req.body.noticeId)
  )
  postRoute(
    app,
    API.notice.markAllRead,
    { summary: 'Mark all my notices read', tags, body: EmptyBody, response: UnreadSchema, auth: true },
    async (req) => readAllNotices(app.db, authed(req))
  )
  postRoute(
    app,
    API.notice.getSubscribeTemplates,
    {
      summary: 'Mini-program subscribe message templates to ask the member for, per notice kind',
      tags,
      body: EmptyBody,
      response: SubscribeTemplatesSchema,
      auth: true
    },
    async () => subscribeTemplates(templates)
  )
  postRoute(
    app,
    API.notice.grantSubscribe,
    {
      summary: 'Templates the member accepted: one more push each (capped)',
      tags,
      body: GrantSubscribeBody,
      response: GrantSubscribeSchema,
      auth: true
    },
    async (req) => grantSubscribe(app.db, authed(req), templates, req.body.templateIds)
  )
}
