import type { FastifyInstance, FastifyRequest } from 'fastify'
import { API } from '@contract/api'
import { authed, postRoute } from '../../lib/route'
import { GetMyPosterReqSchema, PosterSchema, ResolveSceneReqSchema, SceneTargetSchema } from './schema'
import { getMyPoster, resolveScene } from './service'

const tags = ['poster']

/** The site the member is on: the tenant is found from this host, so its QR codes lead back here. */
const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`

/** Posters drawn on the server, and the short scenes their QR codes carry. */
export default async function posterRoutes(app: FastifyInstance) {
  postRoute(
    app,
    API.poster.getMyPoster,
    {
      summary: "The member's poster of a template as a stored PNG, drawn again only when what it shows changed",
      tags,
      body: GetMyPosterReqSchema,
      response: PosterSchema,
      auth: true
    },
    async (req) => getMyPoster(app, req.tenant, authed(req), req.body.template, originOf(req))
  )
  postRoute(
    app,
    API.poster.resolveScene,
    {
      summary: 'The page and params a QR code scene stands for (public)',
      tags,
      body: ResolveSceneReqSchema,
      response: SceneTargetSchema
    },
    async (req) => resolveScene(app, req.tenant.tenantId, req.body.scene)
  )
}
