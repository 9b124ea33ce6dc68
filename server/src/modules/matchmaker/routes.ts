import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { API } from '@contract/api'
import { EmptyBody, postRoute } from '../../lib/route'
import { listMatchmakers } from './repository'

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
}
