import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { API } from '@contract/api'
import { EmptyBody, authed, postRoute } from '../../lib/route'
import { listMatchmakers } from './repository'
import { ApplicationSchema, ApplyReqSchema, JoinInfoSchema, MyMatchmakerSchema } from './schema'
import { applyMatchmaker, joinInfo, myMatchmaker } from './service'
import staffRoutes from './staff-routes'

const tags = ['matchmaker']

const MatchmakerSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  avatar: Type.String(),
  intro: Type.String(),
  phone: Type.String(),
  wechatQr: Type.String(),
  years: Type.Integer(),
  successCount: Type.Integer()
})

export default async function matchmakerRoutes(app: FastifyInstance) {
  postRoute(
    app,
    API.matchmaker.getMatchmakerList,
    {
      summary: "The tenant's matchmakers with their contact and record (/pages/love/hongniang)",
      tags,
      body: EmptyBody,
      response: Type.Array(MatchmakerSchema)
    },
    async (req) => listMatchmakers(app.db, req.tenant.tenantId)
  )

  postRoute(
    app,
    API.matchmaker.getMyMatchmaker,
    {
      summary:
        'My service matchmaker: their card, and what they did for me (follow-ups by kind only, dates, contracts)',
      tags,
      auth: true,
      body: EmptyBody,
      response: MyMatchmakerSchema
    },
    async (req) => myMatchmaker(app.db, authed(req))
  )

  postRoute(
    app,
    API.matchmaker.getJoinInfo,
    {
      summary: 'Whether matchmaker registration is open, the stores to choose, and my latest application',
      tags,
      auth: true,
      body: EmptyBody,
      response: JoinInfoSchema
    },
    async (req) => joinInfo(app.db, authed(req), req.tenant.tenant.siteConfig.whetherShowMatchmakerReg)
  )

  postRoute(
    app,
    API.matchmaker.applyMatchmaker,
    {
      summary: 'Apply to become a matchmaker (one application under review at a time); staff approve',
      tags,
      auth: true,
      body: ApplyReqSchema,
      response: ApplicationSchema
    },
    async (req) => applyMatchmaker(app.db, authed(req), req.body, req.tenant.tenant.siteConfig.whetherShowMatchmakerReg)
  )

  await app.register(staffRoutes)
}
