import type { FastifyInstance } from 'fastify'
import { API } from '@contract/api'
import { MODERATORS } from '@contract/staff'
import { authed, postRoute } from '../../lib/route'
import { QueuePageSchema, QueueReqSchema, RejectReqSchema, ReviewIdReqSchema, ReviewItemSchema } from './schema'
import { decideReview, reviewQueue } from './service'

const tags = ['staff']

/** The content review queue, worked by the tenant's moderators; others get 40300 没有权限. */
export default async function moderationStaffRoutes(app: FastifyInstance) {
  postRoute(
    app,
    API.moderation.getQueue,
    {
      summary: 'Avatars, albums and about-me texts waiting for review, oldest first (admin, auditor)',
      tags,
      body: QueueReqSchema,
      response: QueuePageSchema,
      auth: true,
      staff: MODERATORS
    },
    async (req) => reviewQueue(app.db, authed(req).tenantId, req.body)
  )

  postRoute(
    app,
    API.moderation.approve,
    {
      summary: 'Approve a submission: other members see it from now on (admin, auditor)',
      tags,
      body: ReviewIdReqSchema,
      response: ReviewItemSchema,
      auth: true,
      staff: MODERATORS
    },
    async (req) => decideReview(app.db, authed(req), req.body.reviewId, { approve: true, reason: '' })
  )

  postRoute(
    app,
    API.moderation.reject,
    {
      summary: 'Reject a submission with a reason the member sees; others keep the approved version (admin, auditor)',
      tags,
      body: RejectReqSchema,
      response: ReviewItemSchema,
      auth: true,
      staff: MODERATORS
    },
    async (req) => decideReview(app.db, authed(req), req.body.reviewId, { approve: false, reason: req.body.reason })
  )
}
