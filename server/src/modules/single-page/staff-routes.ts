import type { FastifyInstance } from 'fastify'
import { API } from '@contract/api'
import { CONTENT_EDITORS } from '@contract/staff'
import { authed, postRoute } from '../../lib/route'
import { SaveSinglePageBody, SinglePageSchema } from './schema'
import { savePage } from './service'

export default async function singlePageStaffRoutes(app: FastifyInstance) {
  postRoute(
    app,
    API.singlePage.staffSavePage,
    {
      summary: 'Write a content page of this tenant: about us, the user agreement, the privacy policy (admin)',
      tags: ['staff'],
      body: SaveSinglePageBody,
      response: SinglePageSchema,
      auth: true,
      staff: CONTENT_EDITORS
    },
    async (req) => savePage(app.db, authed(req).tenantId, req.body)
  )
}
