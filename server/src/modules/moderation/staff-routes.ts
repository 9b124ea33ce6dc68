import type { FastifyInstance } from 'fastify'
import { API } from '@contract/api'
import { MODERATION_MODE_SETTERS, MODERATORS } from '@contract/staff'
import { authed, EmptyBody, postRoute } from '../../lib/route'
import {
  ModerationConfigSchema,
  QueuePageSchema,
  QueueReqSchema,
  RejectReqSchema,
  ReviewIdReqSchema,
  ReviewItemSchema
} from './schema'
import { decideReview, moderationConfig, reopenReview, reviewHistory, reviewQueue, setModerationMode } from './service'

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

  postRoute(
    app,
    API.moderation.getHistory,
    {
      summary:
        'Decided submissions, the latest decision first, with who decided and until when it may be undone (admin, auditor)',
      tags,
      body: QueueReqSchema,
      response: QueuePageSchema,
      auth: true,
      staff: MODERATORS
    },
    async (req) => reviewHistory(app.db, authed(req).tenantId, req.body)
  )

  postRoute(
    app,
    API.moderation.undo,
    {
      summary: 'Take a decision back within minutes: the submission waits for review again (admin, auditor)',
      tags,
      body: ReviewIdReqSchema,
      response: ReviewItemSchema,
      auth: true,
      staff: MODERATORS
    },
    async (req) => reopenReview(app.db, authed(req), req.body.reviewId, 'undo')
  )

  postRoute(
    app,
    API.moderation.reReview,
    {
      summary: 'Review an approved submission again: hidden from others until decided anew (admin, auditor)',
      tags,
      body: ReviewIdReqSchema,
      response: ReviewItemSchema,
      auth: true,
      staff: MODERATORS
    },
    async (req) => reopenReview(app.db, authed(req), req.body.reviewId, 'reReview')
  )

  postRoute(
    app,
    API.moderation.getMode,
    {
      summary: 'Whether new content is reviewed before (pre) or after (post) others see it (admin, auditor)',
      tags,
      body: EmptyBody,
      response: ModerationConfigSchema,
      auth: true,
      staff: MODERATORS
    },
    async (req) => moderationConfig(app.db, authed(req).tenantId)
  )

  postRoute(
    app,
    API.moderation.setMode,
    {
      summary: 'Switch between pre- and post-moderation for the whole site (admin)',
      tags,
      body: ModerationConfigSchema,
      response: ModerationConfigSchema,
      auth: true,
      staff: MODERATION_MODE_SETTERS
    },
    async (req) => setModerationMode(app, authed(req).tenantId, req.body.mode)
  )
}
