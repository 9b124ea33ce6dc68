import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { API } from '@contract/api'
import { STORE_VIEWERS } from '@contract/matchmaker'
import { OFFICE_ADMINS, OFFICE_STAFF } from '@contract/staff'
import { EmptyBody, authed, postRoute } from '../../lib/route'
import {
  applicationPage,
  assignStore,
  deleteLevel,
  levelList,
  officeMatchmakers,
  reviewApplication,
  saveLevel,
  saveStore,
  storeList
} from './admin'
import { matchmakerDistribution, myLevel, mySharePage, storeDistribution } from './office'
import {
  ApplicationItemSchema,
  ApplicationPageReqSchema,
  ApplicationPageSchema,
  AssignStoreReqSchema,
  CursorReqSchema,
  IdReqSchema,
  LevelSchema,
  MatchmakerDistributionSchema,
  MyLevelSchema,
  OfficeMatchmakerSchema,
  OkSchema,
  ReviewReqSchema,
  SaveLevelReqSchema,
  SaveStoreReqSchema,
  SharePageSchema,
  StoreDistributionSchema,
  StoreSchema
} from './schema'
import { officeScope } from './scope'

const tags = ['matchmaker']

/** The office's money side (shares, levels, distributions) and the operator's stores, levels and applications. */
export default async function matchmakerStaffRoutes(app: FastifyInstance) {
  postRoute(
    app,
    API.matchmaker.getMyShares,
    {
      summary: 'My shares of what my customers (or my store) paid, newest first, with reversals on refunds',
      tags,
      auth: true,
      staff: OFFICE_STAFF,
      body: CursorReqSchema,
      response: SharePageSchema
    },
    async (req) => mySharePage(app.db, authed(req), req.body)
  )

  postRoute(
    app,
    API.matchmaker.getMyLevel,
    {
      summary: "The tenant's levels, mine (from my customers' payments) and what the next one needs",
      tags,
      auth: true,
      staff: OFFICE_STAFF,
      body: EmptyBody,
      response: MyLevelSchema
    },
    async (req) => myLevel(app.db, authed(req))
  )

  postRoute(
    app,
    API.matchmaker.getStoreDistribution,
    {
      summary: "Each store's share (an admin: every store; a store manager: theirs)",
      tags,
      auth: true,
      staff: STORE_VIEWERS,
      body: EmptyBody,
      response: StoreDistributionSchema
    },
    async (req) => storeDistribution(app.db, await officeScope(app.db, authed(req)))
  )

  postRoute(
    app,
    API.matchmaker.getMatchmakerDistribution,
    {
      summary: 'Per matchmaker in my scope: customers, what they paid, the shares',
      tags,
      auth: true,
      staff: OFFICE_STAFF,
      body: EmptyBody,
      response: MatchmakerDistributionSchema
    },
    async (req) => matchmakerDistribution(app.db, await officeScope(app.db, authed(req)))
  )

  postRoute(
    app,
    API.matchmaker.getApplicationPage,
    {
      summary: 'Matchmaker applications by status, newest first',
      tags,
      auth: true,
      staff: OFFICE_ADMINS,
      body: ApplicationPageReqSchema,
      response: ApplicationPageSchema
    },
    async (req) => applicationPage(app.db, authed(req), req.body)
  )

  postRoute(
    app,
    API.matchmaker.reviewApplication,
    {
      summary: 'Approve (grants the matchmaker role and links their public card) or reject with a reason',
      tags,
      auth: true,
      staff: OFFICE_ADMINS,
      body: ReviewReqSchema,
      response: ApplicationItemSchema
    },
    async (req) => reviewApplication(app.db, authed(req), req.body)
  )

  postRoute(
    app,
    API.matchmaker.getStores,
    {
      summary: "The tenant's stores",
      tags,
      auth: true,
      staff: OFFICE_ADMINS,
      body: EmptyBody,
      response: Type.Array(StoreSchema)
    },
    async (req) => storeList(app.db, authed(req).tenantId)
  )

  postRoute(
    app,
    API.matchmaker.saveStore,
    {
      summary: 'Create or edit a store; its manager gets the store_manager role',
      tags,
      auth: true,
      staff: OFFICE_ADMINS,
      body: SaveStoreReqSchema,
      response: StoreSchema
    },
    async (req) => saveStore(app.db, authed(req), req.body)
  )

  postRoute(
    app,
    API.matchmaker.getLevels,
    {
      summary: "The tenant's matchmaker levels",
      tags,
      auth: true,
      staff: OFFICE_ADMINS,
      body: EmptyBody,
      response: Type.Array(LevelSchema)
    },
    async (req) => levelList(app.db, authed(req).tenantId)
  )

  postRoute(
    app,
    API.matchmaker.saveLevel,
    {
      summary: 'Create or edit a level',
      tags,
      auth: true,
      staff: OFFICE_ADMINS,
      body: SaveLevelReqSchema,
      response: LevelSchema
    },
    async (req) => saveLevel(app.db, authed(req), req.body)
  )

  postRoute(
    app,
    API.matchmaker.deleteLevel,
    { summary: 'Delete a level', tags, auth: true, staff: OFFICE_ADMINS, body: IdReqSchema, response: OkSchema },
    async (req) => deleteLevel(app.db, authed(req), req.body.id)
  )

  postRoute(
    app,
    API.matchmaker.getOfficeMatchmakers,
    {
      summary: "The tenant's matchmakers and their stores",
      tags,
      auth: true,
      staff: OFFICE_ADMINS,
      body: EmptyBody,
      response: Type.Array(OfficeMatchmakerSchema)
    },
    async (req) => officeMatchmakers(app.db, authed(req).tenantId)
  )

  postRoute(
    app,
    API.matchmaker.assignStore,
    {
      summary: 'Put a matchmaker in a store (or in none)',
      tags,
      auth: true,
      staff: OFFICE_ADMINS,
      body: AssignStoreReqSchema,
      response: OfficeMatchmakerSchema
    },
    async (req) => assignStore(app.db, authed(req), req.body)
  )
}
