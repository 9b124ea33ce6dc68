import type { FastifyInstance } from 'fastify'
import { API } from '@contract/api'
import { authed, EmptyBody, postRoute, readerOf } from '../../lib/route'
import {
  ConfirmStoryReqSchema,
  PennantIdReqSchema,
  PennantPageReqSchema,
  PennantPageSchema,
  PennantSchema,
  SendPennantReqSchema,
  SetStoryStageReqSchema,
  StoryCardPageSchema,
  StoryDetailListSchema,
  StoryDetailSchema,
  StoryIdReqSchema,
  StoryPageReqSchema,
  SubmitStoryReqSchema
} from './schema'
import {
  confirmStory,
  getMyStories,
  getPennant,
  getPennantPage,
  getStory,
  getStoryPage,
  sendPennant,
  setStoryStage,
  submitStory
} from './service'

const tags = ['xixun']

/** 脱单喜讯 and 锦旗: read by everyone once published, told and sent by members. */
export default async function xixunRoutes(app: FastifyInstance) {
  postRoute(
    app,
    API.xixun.getStoryPage,
    {
      summary: 'Published success stories, newest first (public)',
      tags,
      body: StoryPageReqSchema,
      response: StoryCardPageSchema
    },
    async (req) => getStoryPage(app.db, req.tenant.tenantId, req.body)
  )
  postRoute(
    app,
    API.xixun.getStory,
    {
      summary: 'One story: published to anyone, otherwise only to its couple and the reviewers (public)',
      tags,
      body: StoryIdReqSchema,
      response: StoryDetailSchema
    },
    async (req, reply) => getStory(app.db, req.tenant.tenantId, req.body.storyId, await readerOf(app, req, reply))
  )
  postRoute(
    app,
    API.xixun.getMyStories,
    {
      summary: 'Stories I told or am named in, whatever their status, newest first',
      tags,
      body: EmptyBody,
      response: StoryDetailListSchema,
      auth: true
    },
    async (req) => getMyStories(app.db, authed(req))
  )
  postRoute(
    app,
    API.xixun.submitStory,
    {
      summary: 'Tell our story, naming the other half by member id; they are asked to confirm it',
      tags,
      body: SubmitStoryReqSchema,
      response: StoryDetailSchema,
      auth: true
    },
    async (req) => submitStory(app.db, authed(req), req.body)
  )
  postRoute(
    app,
    API.xixun.confirmStory,
    {
      summary: 'The member named confirms the story (to review) or declines it (withdrawn)',
      tags,
      body: ConfirmStoryReqSchema,
      response: StoryDetailSchema,
      auth: true
    },
    async (req) => confirmStory(app.db, authed(req), req.body)
  )
  postRoute(
    app,
    API.xixun.setStoryStage,
    {
      summary: 'Either half moves their story to another stage (牵手, 恋爱, … 婚礼)',
      tags,
      body: SetStoryStageReqSchema,
      response: StoryDetailSchema,
      auth: true
    },
    async (req) => setStoryStage(app.db, authed(req), req.body)
  )
  postRoute(
    app,
    API.xixun.getPennantPage,
    {
      summary: 'Published pennants, of one matchmaker or all, newest first (public)',
      tags,
      body: PennantPageReqSchema,
      response: PennantPageSchema
    },
    async (req) => getPennantPage(app.db, req.tenant.tenantId, req.body)
  )
  postRoute(
    app,
    API.xixun.getPennant,
    {
      summary: 'One pennant: published to anyone, otherwise only to its sender and the reviewers (public)',
      tags,
      body: PennantIdReqSchema,
      response: PennantSchema
    },
    async (req, reply) => getPennant(app.db, req.tenant.tenantId, req.body.pennantId, await readerOf(app, req, reply))
  )
  postRoute(
    app,
    API.xixun.sendPennant,
    {
      summary: 'Thank a matchmaker with a pennant, one per matchmaker; shown after review',
      tags,
      body: SendPennantReqSchema,
      response: PennantSchema,
      auth: true
    },
    async (req) => sendPennant(app.db, authed(req), req.body)
  )
}
