import type { FastifyInstance } from 'fastify'
import { API } from '@contract/api'
import { XIXUN_REVIEWERS } from '@contract/xixun'
import { authed, postRoute } from '../../lib/route'
import {
  PennantPageSchema,
  PennantSchema,
  QueueReqSchema,
  ReviewReqSchema,
  StoryDetailPageSchema,
  StoryDetailSchema
} from './schema'
import { getPennantQueue, getStoryQueue, reviewPennant, reviewStory } from './service'

const tags = ['staff']

/** The 喜讯 and 锦旗 review desk: public texts judged by the content moderators; others get 40300. */
export default async function xixunStaffRoutes(app: FastifyInstance) {
  postRoute(
    app,
    API.xixun.getStoryQueue,
    {
      summary: 'Confirmed stories waiting for review (oldest first) or decided (newest first) (admin, auditor)',
      tags,
      body: QueueReqSchema,
      response: StoryDetailPageSchema,
      auth: true,
      staff: XIXUN_REVIEWERS
    },
    async (req) => getStoryQueue(app.db, authed(req).tenantId, req.body)
  )
  postRoute(
    app,
    API.xixun.reviewStory,
    {
      summary: 'Publish a story or reject it with a reason; both halves are told (admin, auditor)',
      tags,
      body: ReviewReqSchema,
      response: StoryDetailSchema,
      auth: true,
      staff: XIXUN_REVIEWERS
    },
    async (req) => reviewStory(app.db, authed(req), req.body)
  )
  postRoute(
    app,
    API.xixun.getPennantQueue,
    {
      summary: 'Pennants waiting for review (oldest first) or decided (newest first) (admin, auditor)',
      tags,
      body: QueueReqSchema,
      response: PennantPageSchema,
      auth: true,
      staff: XIXUN_REVIEWERS
    },
    async (req) => getPennantQueue(app.db, authed(req).tenantId, req.body)
  )
  postRoute(
    app,
    API.xixun.reviewPennant,
    {
      summary: 'Show a pennant or reject it with a reason; the sender is told (admin, auditor)',
      tags,
      body: ReviewReqSchema,
      response: PennantSchema,
      auth: true,
      staff: XIXUN_REVIEWERS
    },
    async (req) => reviewPennant(app.db, authed(req), req.body)
  )
}
