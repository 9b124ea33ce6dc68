import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { API } from '@contract/api'
import { authed, EmptyBody, postRoute } from '../../lib/route'
import { CustomServiceSchema, LinePageSchema, LineSchema, PageBody, RequestLineBody } from '../finance/schema'
import { myCustomServices, myLines, requestLine } from './service'

export default async function loveLineRoutes(app: FastifyInstance) {
  const tags = ['love-line']
  postRoute(
    app,
    API.loveLine.requestLine,
    {
      summary: 'Ask a matchmaker to introduce me to a member (uses one line credit)',
      tags,
      body: RequestLineBody,
      response: LineSchema,
      auth: true
    },
    async (req) => requestLine(app.db, authed(req), req.body.targetId, req.body.remark)
  )
  postRoute(
    app,
    API.loveLine.getMyLines,
    { summary: 'My line requests, newest first', tags, body: PageBody, response: LinePageSchema, auth: true },
    async (req) => myLines(app.db, authed(req), req.body)
  )
  postRoute(
    app,
    API.loveLine.getMyCustomServices,
    {
      summary: 'My private customisation services',
      tags,
      body: EmptyBody,
      response: Type.Array(CustomServiceSchema),
      auth: true
    },
    async (req) => myCustomServices(app.db, authed(req))
  )
}
