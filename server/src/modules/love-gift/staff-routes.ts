import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { API } from '@contract/api'
import { GIFT_EDITORS } from '@contract/staff'
import { authed, EmptyBody, postRoute } from '../../lib/route'
import { requireLoveGiftPlugin } from './routes'
import { CreateGiftBody, SetOnSaleBody, StaffLoveGiftSchema, UpdateGiftBody } from './schema'
import { changeGift, createGift, putOnSale, staffGifts } from './service'

const tags = ['staff']

export default async function loveGiftStaffRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireLoveGiftPlugin)

  postRoute(
    app,
    API.loveGift.staffGetGifts,
    {
      summary: 'The whole gift catalogue, off-sale gifts included, with how often each was sent (admin)',
      tags,
      body: EmptyBody,
      response: Type.Array(StaffLoveGiftSchema),
      auth: true,
      staff: GIFT_EDITORS
    },
    async (req) => staffGifts(app.db, authed(req).tenantId)
  )

  postRoute(
    app,
    API.loveGift.staffCreateGift,
    {
      summary: 'Add a gift with its uploaded picture and points price (admin)',
      tags,
      body: CreateGiftBody,
      response: StaffLoveGiftSchema,
      auth: true,
      staff: GIFT_EDITORS
    },
    async (req) => createGift(app.db, authed(req).tenantId, req.body)
  )

  postRoute(
    app,
    API.loveGift.staffUpdateGift,
    {
      summary: "Change a gift's name, picture, points price or order; gifts already sent keep theirs (admin)",
      tags,
      body: UpdateGiftBody,
      response: StaffLoveGiftSchema,
      auth: true,
      staff: GIFT_EDITORS
    },
    async (req) => changeGift(app.db, authed(req).tenantId, req.body)
  )

  postRoute(
    app,
    API.loveGift.staffSetOnSale,
    {
      summary: 'Put a gift on sale or take it off: off-sale gifts can no longer be sent (admin)',
      tags,
      body: SetOnSaleBody,
      response: StaffLoveGiftSchema,
      auth: true,
      staff: GIFT_EDITORS
    },
    async (req) => putOnSale(app.db, authed(req).tenantId, req.body.giftId, req.body.onSale)
  )
}
