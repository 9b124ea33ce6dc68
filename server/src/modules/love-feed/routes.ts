import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { API } from '@contract/api'
import { authed, EmptyBody, postRoute } from '../../lib/route'
import { Cursor, MemberId, MESSAGE, PageSize, withMessage } from '../../lib/schemas'
import { EducationSchema, GenderSchema } from '../love-profile/schema'
import { memberDetail } from './detail'
import { visitorPreview } from './preview'
import { FeedCardSchema, MemberDetailSchema, VisitorPreviewSchema } from './schema'
import { myPlacements, recommendPage } from './service'

const tags = ['love feed']
const Age = Type.Integer({ minimum: 18, maximum: 99, [MESSAGE]: '年龄须在18-99岁之间' })
const Height = Type.Integer({ minimum: 100, maximum: 250, [MESSAGE]: '身高须在100-250厘米之间' })

export default async function loveFeedRoutes(app: FastifyInstance) {
  postRoute(
    app,
    API.loveFeed.getRecommendPage,
    {
      summary: 'Recommended members, ranked and explained (placement first, then mutual fit)',
      tags,
      body: Type.Object({
        gender: Type.Optional(GenderSchema),
        ageMin: Type.Optional(Age),
        ageMax: Type.Optional(Age),
        heightMin: Type.Optional(Height),
        heightMax: Type.Optional(Height),
        educationMin: Type.Optional(withMessage(EducationSchema, '最低学历不正确')),
        city: Type.Optional(Type.String({ maxLength: 20, [MESSAGE]: '请选择城市' })),
        cursor: Cursor,
        pageSize: PageSize
      }),
      response: Type.Object({ list: Type.Array(FeedCardSchema), nextCursor: Type.String() }),
      auth: true,
      listLimit: true
    },
    async (req) => {
      const { cursor, pageSize, ...filters } = req.body
      return recommendPage(app, authed(req), filters, { cursor, pageSize }, req.tenant.tenant.timeZone)
    }
  )

  postRoute(
    app,
    API.loveFeed.getDetail,
    {
      summary:
        "A member's detail (records a view) for members with a dating profile; a profile hidden from the feed opens only for members it already knows",
      tags,
      body: Type.Object({ userId: MemberId }),
      response: MemberDetailSchema,
      auth: true,
      // Opening profiles by id is how members get enumerated.
      listLimit: true
    },
    async (req) => memberDetail(app.db, authed(req), req.body.userId, req.tenant.tenant.timeZone)
  )

  postRoute(
    app,
    API.loveFeed.getMyPlacements,
    {
      summary: 'My top placements and boosts',
      tags,
      body: EmptyBody,
      response: Type.Array(
        Type.Object({
          kind: Type.Union([Type.Literal('top'), Type.Literal('boost')]),
          startsAt: Type.String(),
          endsAt: Type.String(),
          active: Type.Boolean()
        })
      ),
      auth: true
    },
    async (req) => myPlacements(app.db, authed(req))
  )

  postRoute(
    app,
    API.loveFeed.getVisitorPreview,
    {
      summary:
        "A logged-out visitor's glimpse of a city: a few members with blurred photos, an age band and no name or id",
      tags,
      body: Type.Object({ city: Type.Optional(Type.String({ maxLength: 20, [MESSAGE]: '请选择城市' })) }),
      response: VisitorPreviewSchema
    },
    async (req) => {
      // Public, so the budget is per address: the same one logged-in members spend on lists.
      await app.hitLimit(
        `preview:${req.tenant.tenantId}:${req.ip}`,
        app.config.LIST_RATE_LIMIT_PER_MINUTE,
        60_000,
        '访问太频繁，请稍后再试'
      )
      return visitorPreview(app, req.tenant, req.body.city)
    }
  )
}
