import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { API } from '@contract/api'
import { REPORT_MAX_IMAGES, REPORT_REASONS } from '@contract/love'
import { notFound } from '../../lib/errors'
import { authed, EmptyBody, postRoute } from '../../lib/route'
import { Cursor, MemberId, MESSAGE, OkSchema, oneOf, PageSize, withMessage } from '../../lib/schemas'
import { hiddenProfileFrom } from '../love-feed/detail'
import { FeedCardSchema } from '../love-feed/schema'
import { ImageUrl } from '../image/schema'
import { loveCentre } from './centre'
import {
  block,
  fav,
  favedMePage,
  favPage,
  markNoticesSeen,
  newNotices,
  report,
  unblock,
  unfav,
  viewPage
} from './service'

const tags = ['love social']
const PageBody = Type.Object({ cursor: Cursor, pageSize: PageSize })
const Target = Type.Object({ userId: MemberId })
const FavItemSchema = Type.Object({ card: FeedCardSchema, at: Type.String() })
const FavPageSchema = Type.Object({ list: Type.Array(FavItemSchema), nextCursor: Type.String() })
const ViewPageSchema = Type.Object({
  list: Type.Array(Type.Object({ ...FavItemSchema.properties, firstAt: Type.String(), times: Type.Integer() })),
  nextCursor: Type.String()
})

export default async function loveSocialRoutes(app: FastifyInstance) {
  postRoute(
    app,
    API.loveSocial.getLoveCentre,
    {
      summary: 'Love centre: completeness, VIP, badges and counts of views and favourites',
      tags,
      body: EmptyBody,
      response: Type.Object({
        completeness: Type.Integer(),
        isVip: Type.Boolean(),
        vipType: Type.Integer(),
        badges: Type.Array(Type.String()),
        viewedMeCount: Type.Integer(),
        iViewedCount: Type.Integer(),
        favCount: Type.Integer(),
        favedMeCount: Type.Integer(),
        newViewedMeCount: Type.Integer(),
        newFavedMeCount: Type.Integer()
      }),
      auth: true
    },
    async (req) => loveCentre(app.db, authed(req))
  )

  postRoute(
    app,
    API.loveSocial.fav,
    { summary: 'Favourite a member', tags, body: Target, response: OkSchema, auth: true },
    async (req) => {
      const who = authed(req)
      // A favourite would let a stranger open the hidden profile, so to them it is missing, as fav itself says.
      if (await hiddenProfileFrom(app.db, who, req.body.userId)) throw notFound('该会员不存在')
      return fav(app.db, who, req.body.userId)
    }
  )
  postRoute(
    app,
    API.loveSocial.unfav,
    { summary: 'Remove a member from my favourites', tags, body: Target, response: OkSchema, auth: true },
    async (req) => unfav(app.db, authed(req), req.body.userId)
  )
  postRoute(
    app,
    API.loveSocial.getMyFavPage,
    {
      summary: 'Members I favourited, newest first',
      tags,
      body: PageBody,
      response: FavPageSchema,
      auth: true,
      listLimit: true
    },
    async (req) => favPage(app.db, authed(req), 'fav', req.body, req.tenant.tenant.timeZone)
  )
  postRoute(
    app,
    API.loveSocial.getFavedMePage,
    {
      summary: 'Members who favourited me, newest first (VIP only: 40300 otherwise)',
      tags,
      body: PageBody,
      response: FavPageSchema,
      auth: true,
      listLimit: true
    },
    async (req) => favedMePage(app.db, authed(req), req.body, req.tenant.tenant.timeZone)
  )
  postRoute(
    app,
    API.loveSocial.getViewedPage,
    {
      summary: 'Members I viewed, most recent first',
      tags,
      body: PageBody,
      response: ViewPageSchema,
      auth: true,
      listLimit: true
    },
    async (req) => viewPage(app.db, authed(req), 'viewed', req.body, req.tenant.tenant.timeZone)
  )
  postRoute(
    app,
    API.loveSocial.getViewersPage,
    {
      summary: 'Members who viewed me, most recent first',
      tags,
      body: PageBody,
      response: ViewPageSchema,
      auth: true,
      listLimit: true
    },
    async (req) => viewPage(app.db, authed(req), 'viewers', req.body, req.tenant.tenant.timeZone)
  )
  postRoute(
    app,
    API.loveSocial.block,
    { summary: 'Block a member: neither sees the other anywhere', tags, body: Target, response: OkSchema, auth: true },
    async (req) => block(app.db, authed(req), req.body.userId)
  )
  postRoute(
    app,
    API.loveSocial.unblock,
    { summary: 'Unblock a member', tags, body: Target, response: OkSchema, auth: true },
    async (req) => unblock(app.db, authed(req), req.body.userId)
  )
  postRoute(
    app,
    API.loveSocial.getBlockedPage,
    {
      summary: 'Members I blocked, newest first',
      tags,
      body: PageBody,
      response: FavPageSchema,
      auth: true,
      listLimit: true
    },
    async (req) => favPage(app.db, authed(req), 'blocked', req.body, req.tenant.tenant.timeZone)
  )
  postRoute(
    app,
    API.loveSocial.report,
    {
      summary: 'Report a member (reason, description, up to 6 images)',
      tags,
      body: Type.Object({
        userId: MemberId,
        reason: withMessage(oneOf(REPORT_REASONS), '请选择举报原因'),
        description: Type.String({ maxLength: 500, [MESSAGE]: '描述最多500个字' }),
        images: Type.Array(ImageUrl, {
          maxItems: REPORT_MAX_IMAGES,
          [MESSAGE]: '举报图片最多6张，且须为上传的图片'
        })
      }),
      response: OkSchema,
      auth: true
    },
    async (req) => report(app.db, authed(req), req.body)
  )
  postRoute(
    app,
    API.loveSocial.getNoticeCount,
    {
      summary: 'How many views and favourites of me are new since I last looked (0 without a profile)',
      tags,
      body: EmptyBody,
      response: Type.Object({ count: Type.Integer() }),
      auth: true
    },
    async (req) => {
      const fresh = await newNotices(app.db, authed(req))
      return { count: fresh.viewedMe + fresh.favedMe }
    }
  )
  postRoute(
    app,
    API.loveSocial.markNoticesSeen,
    {
      summary: 'I have seen who viewed and favourited me: the badge starts again from zero',
      tags,
      body: EmptyBody,
      response: OkSchema,
      auth: true
    },
    async (req) => markNoticesSeen(app.db, authed(req))
  )
}
