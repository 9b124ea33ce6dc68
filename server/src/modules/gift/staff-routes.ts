import type { FastifyInstance } from 'fastify'
import { API } from '@contract/api'
import { EXCHANGE_FULFILLERS, GIFT_EDITORS } from '@contract/staff'
import { authed, postRoute } from '../../lib/route'
import { allGoodsPage, staffExchangePage } from './repository'
import {
  AddStockBody,
  ExchangeIdBody,
  FulfilExchangeBody,
  ReceiverSchema,
  GoodsPageBody,
  SaveGoodsBody,
  StaffCancelExchangeBody,
  StaffExchangePageBody,
  StaffExchangePageSchema,
  StaffExchangeSchema,
  StaffGoodsPageSchema,
  StaffGoodsSchema
} from './schema'
import { addStock, cancelByStaff, fulfil, revealReceiver, saveGoods } from './service'

/** The mall's back office: admins keep the goods, store staff ship or hand over what members exchanged. */
export default async function giftStaffRoutes(app: FastifyInstance) {
  const tags = ['staff']

  postRoute(
    app,
    API.gift.staffGetGoodsPage,
    {
      summary: 'Every goods of the mall, on sale or not, with its pending exchanges (admin)',
      tags,
      body: GoodsPageBody,
      response: StaffGoodsPageSchema,
      auth: true,
      staff: GIFT_EDITORS
    },
    async (req) => allGoodsPage(app.db, authed(req).tenantId, req.body)
  )

  postRoute(
    app,
    API.gift.staffSaveGoods,
    {
      summary: 'Create goods (with their first stock) or change them; the kind is fixed once created (admin)',
      tags,
      body: SaveGoodsBody,
      response: StaffGoodsSchema,
      auth: true,
      staff: GIFT_EDITORS
    },
    async (req) => saveGoods(app.db, authed(req), req.body)
  )

  postRoute(
    app,
    API.gift.staffAddStock,
    {
      summary: 'Add stock, or take unexchanged stock away (admin)',
      tags,
      body: AddStockBody,
      response: StaffGoodsSchema,
      auth: true,
      staff: GIFT_EDITORS
    },
    async (req) => addStock(app.db, authed(req).tenantId, req.body)
  )

  postRoute(
    app,
    API.gift.staffGetExchangePage,
    {
      summary:
        'Exchanges to ship or hand over, or handled ones; a redemption code finds its voucher (admin, matchmaker)',
      tags,
      body: StaffExchangePageBody,
      response: StaffExchangePageSchema,
      auth: true,
      staff: EXCHANGE_FULFILLERS
    },
    async (req) => staffExchangePage(app.db, authed(req).tenantId, req.body)
  )

  postRoute(
    app,
    API.gift.staffFulfilExchange,
    {
      summary:
        'Ship a pending exchange with its tracking note, or hand a voucher over against its redemption code; the member is notified (admin, matchmaker)',
      tags,
      body: FulfilExchangeBody,
      response: StaffExchangeSchema,
      auth: true,
      staff: EXCHANGE_FULFILLERS
    },
    async (req) => fulfil(app.db, authed(req), req.body)
  )

  postRoute(
    app,
    API.gift.staffCancelExchange,
    {
      summary:
        'Call off a pending exchange with a reason; points and stock come back and the member is notified (admin, matchmaker)',
      tags,
      body: StaffCancelExchangeBody,
      response: StaffExchangeSchema,
      auth: true,
      staff: EXCHANGE_FULFILLERS
    },
    async (req) => cancelByStaff(app.db, authed(req), req.body, req.tenant.tenant.financeConfig.creditName)
  )

  postRoute(
    app,
    API.gift.staffRevealExchangeReceiver,
    {
      summary:
        "A mailed exchange's receiver in full, to ship it; once shipped only to its shipper or an admin; every reveal is logged (admin, matchmaker)",
      tags,
      body: ExchangeIdBody,
      response: ReceiverSchema,
      auth: true,
      staff: EXCHANGE_FULFILLERS
    },
    async (req) => revealReceiver(app.db, authed(req), req.body.exchangeId)
  )
}
