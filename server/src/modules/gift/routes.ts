import type { FastifyInstance, FastifyRequest } from 'fastify'
import { API } from '@contract/api'
import { PLUGIN_IDS } from '@contract/plugins'
import { forbidden } from '../../lib/errors'
import { authed, postRoute } from '../../lib/route'
import { myExchangePage, onSaleGoodsPage } from './repository'
import {
  ExchangeBody,
  ExchangeIdBody,
  ExchangePageSchema,
  ExchangeSchema,
  GoodsDetailSchema,
  GoodsIdBody,
  GoodsPageBody,
  GoodsPageSchema,
  MyExchangePageBody
} from './schema'
import { cancelByMember, exchange, goodsDetail } from './service'
import giftStaffRoutes from './staff-routes'

const tags = ['gift']

/** The points mall belongs to the lovegift plugin (SPEC §3, id 6): without the grant it does not exist. */
async function requireLovegiftPlugin(req: FastifyRequest): Promise<void> {
  if (!req.tenant.tenant.grantPluginIds.includes(PLUGIN_IDS.lovegift)) throw forbidden('本站未开通积分商城')
}

export default async function giftRoutes(app: FastifyInstance) {
  // Scoped to this plugin and the staff routes registered inside it, and run before each route's
  // own checks, so members and staff of a tenant without the mall learn that first.
  app.addHook('preHandler', requireLovegiftPlugin)

  postRoute(
    app,
    API.gift.getGoodsPage,
    {
      summary: 'Goods on sale in the points mall, those in stock first',
      tags,
      body: GoodsPageBody,
      response: GoodsPageSchema,
      auth: true
    },
    async (req) => onSaleGoodsPage(app.db, authed(req).tenantId, req.body)
  )

  postRoute(
    app,
    API.gift.getGoods,
    {
      summary: 'One goods on sale, with how many of it the member already holds against its limit',
      tags,
      body: GoodsIdBody,
      response: GoodsDetailSchema,
      auth: true
    },
    async (req) => goodsDetail(app.db, authed(req), req.body.goodsId)
  )

  postRoute(
    app,
    API.gift.exchange,
    {
      summary:
        'Exchange points for goods: stock, per-member limit, points and the exchange in one transaction; the same idempotency key returns the first exchange',
      tags,
      body: ExchangeBody,
      response: ExchangeSchema,
      auth: true
    },
    async (req) => exchange(app.db, authed(req), req.body, req.tenant.tenant.financeConfig.creditName)
  )

  postRoute(
    app,
    API.gift.getMyExchangePage,
    {
      summary: "The member's exchanges, newest first, optionally of one status",
      tags,
      body: MyExchangePageBody,
      response: ExchangePageSchema,
      auth: true
    },
    async (req) => {
      const who = authed(req)
      return myExchangePage(app.db, who.tenantId, who.userId, req.body)
    }
  )

  postRoute(
    app,
    API.gift.cancelExchange,
    {
      summary: 'Cancel a pending exchange: the points and the stock come back',
      tags,
      body: ExchangeIdBody,
      response: ExchangeSchema,
      auth: true
    },
    async (req) => cancelByMember(app.db, authed(req), req.body.exchangeId)
  )

  await app.register(giftStaffRoutes)
}
