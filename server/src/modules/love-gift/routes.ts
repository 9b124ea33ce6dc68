import type { FastifyInstance, FastifyRequest } from 'fastify'
import { API } from '@contract/api'
import { PLUGIN_IDS } from '@contract/plugins'
import { forbidden } from '../../lib/errors'
import { authed, EmptyBody, postRoute } from '../../lib/route'
import { GiftListSchema, LoveGiftSendSchema, PageBody, SendBody, SendIdBody, SendPageSchema } from './schema'
import { declineGift, giftList, giftSendPage, sendGift, type GiftTerms } from './service'

const tags = ['love gift']

/** Gifts are the lovegift plugin (SPEC §3, id 6): a tenant without the grant has no gifts at all. */
export async function requireLoveGiftPlugin(req: FastifyRequest): Promise<void> {
  if (!req.tenant.tenant.grantPluginIds.includes(PLUGIN_IDS.lovegift)) throw forbidden('本站未开通礼物功能')
}

/** The tenant's share rules and the names of its points and balance, as configured now. */
export function giftTerms(req: FastifyRequest): GiftTerms {
  const { loveGiftConfig, financeConfig } = req.tenant.tenant
  return { gift: loveGiftConfig, finance: financeConfig }
}

export default async function loveGiftRoutes(app: FastifyInstance) {
  // Scoped to this plugin: a tenant without gifts learns that first, whoever asks.
  app.addHook('preHandler', requireLoveGiftPlugin)

  postRoute(
    app,
    API.loveGift.getGiftList,
    {
      summary: "The tenant's gifts on sale, with my points balance",
      tags,
      body: EmptyBody,
      response: GiftListSchema,
      auth: true
    },
    async (req) => giftList(app.db, authed(req))
  )

  postRoute(
    app,
    API.loveGift.send,
    {
      summary:
        "Send a member a gift paid in points at the catalogue's price; the same clientRequestId again answers the first send",
      tags,
      body: SendBody,
      response: LoveGiftSendSchema,
      auth: true
    },
    async (req) => sendGift(app, authed(req), req.body, giftTerms(req))
  )

  postRoute(
    app,
    API.loveGift.decline,
    {
      summary: "Give a received gift back within the tenant's window: the sender is refunded in full",
      tags,
      body: SendIdBody,
      response: LoveGiftSendSchema,
      auth: true
    },
    async (req) => declineGift(app, authed(req), req.body.sendId, giftTerms(req))
  )

  postRoute(
    app,
    API.loveGift.getReceivedPage,
    {
      summary: 'Gifts I received, newest first',
      tags,
      body: PageBody,
      response: SendPageSchema,
      auth: true
    },
    async (req) => giftSendPage(app.db, authed(req), 'received', req.body)
  )

  postRoute(
    app,
    API.loveGift.getSentPage,
    {
      summary: 'Gifts I sent, newest first',
      tags,
      body: PageBody,
      response: SendPageSchema,
      auth: true
    },
    async (req) => giftSendPage(app.db, authed(req), 'sent', req.body)
  )
}
