import type { FastifyInstance } from 'fastify'
import { API } from '@contract/api'
import { authed, EmptyBody, postRoute } from '../../lib/route'
import { MyReviewsSchema } from './schema'
import { myReviews } from './service'

export default async function moderationRoutes(app: FastifyInstance) {
  postRoute(
    app,
    API.moderation.getMyReviews,
    {
      summary: 'My avatar, album and about-me still waiting for review, or turned down and why',
      tags: ['moderation'],
      body: EmptyBody,
      response: MyReviewsSchema,
      auth: true
    },
    async (req) => myReviews(app.db, authed(req))
  )
}
