import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { API } from '@contract/api'
import { authed, EmptyBody, postRoute } from '../../lib/route'
import { Cursor, MemberId, PageSize } from '../../lib/schemas'
import { FeedCardSchema } from '../love-feed/schema'
import { dailyPicks, like, likePage, likeState, likeSummary, unlike } from './service'

const tags = ['love match']
const Target = Type.Object({ userId: MemberId })
const PageBody = Type.Object({ cursor: Cursor, pageSize: PageSize })
const LikeStateSchema = Type.Object({ liked: Type.Boolean(), matched: Type.Boolean() })
const LikePageSchema = Type.Object({
  list: Type.Array(Type.Object({ card: FeedCardSchema, at: Type.String() })),
  nextCursor: Type.String()
})

export default async function loveMatchRoutes(app: FastifyInstance) {
  postRoute(
    app,
    API.loveMatch.like,
    {
      summary: 'Like a member (喜欢); matched when they like me too, which opens our chat and tells both',
      tags,
      body: Target,
      response: LikeStateSchema,
      auth: true
    },
    async (req) => like(app.db, authed(req), req.body.userId)
  )
  postRoute(
    app,
    API.loveMatch.unlike,
    { summary: 'Take my like back; a match ends with it', tags, body: Target, response: LikeStateSchema, auth: true },
    async (req) => unlike(app.db, authed(req), req.body.userId)
  )
  postRoute(
    app,
    API.loveMatch.getLikeState,
    {
      summary: 'Whether I like a member and whether we match',
      tags,
      body: Target,
      response: LikeStateSchema,
      auth: true
    },
    async (req) => likeState(app.db, authed(req), req.body.userId)
  )
  postRoute(
    app,
    API.loveMatch.getLikeSummary,
    {
      summary: 'Counts of my likes, who likes me and my matches; blurred faces of who likes me for non-VIP',
      tags,
      body: EmptyBody,
      response: Type.Object({
        isVip: Type.Boolean(),
        likedCount: Type.Integer(),
        likedMeCount: Type.Integer(),
        matchCount: Type.Integer(),
        likedMeFaces: Type.Array(Type.String())
      }),
      auth: true
    },
    async (req) => likeSummary(app, req.tenant, authed(req))
  )
  postRoute(
    app,
    API.loveMatch.getMyLikesPage,
    {
      summary: 'Members I like, newest first',
      tags,
      body: PageBody,
      response: LikePageSchema,
      auth: true,
      listLimit: true
    },
    async (req) => likePage(app.db, authed(req), 'mine', req.body, req.tenant.tenant.timeZone)
  )
  postRoute(
    app,
    API.loveMatch.getLikedMePage,
    {
      summary: 'Members who like me, newest first (VIP only: 40300 otherwise)',
      tags,
      body: PageBody,
      response: LikePageSchema,
      auth: true,
      listLimit: true
    },
    async (req) => likePage(app.db, authed(req), 'likedMe', req.body, req.tenant.tenant.timeZone)
  )
  postRoute(
    app,
    API.loveMatch.getMatchPage,
    {
      summary: 'Members who like me as I like them, newest match first',
      tags,
      body: PageBody,
      response: LikePageSchema,
      auth: true,
      listLimit: true
    },
    async (req) => likePage(app.db, authed(req), 'matches', req.body, req.tenant.tenant.timeZone)
  )
  postRoute(
    app,
    API.loveMatch.getDailyPicks,
    {
      summary: "Today's picks (每日推荐): drawn once a day by the feed's ranking, no one twice in a week",
      tags,
      body: EmptyBody,
      response: Type.Object({ day: Type.String(), cards: Type.Array(FeedCardSchema) }),
      auth: true
    },
    async (req) => dailyPicks(app.db, authed(req), req.tenant.tenant.matchConfig, req.tenant.tenant.timeZone)
  )
}
