import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { API } from '../../../../types/api'
import { REPORT_REASONS } from '../../../../types/love'
import { authed, postRoute } from '../../lib/route'
import { Id, OkSchema, oneOf } from '../../lib/schemas'
import { Cursor, FeedCardSchema, PageSize } from '../love-feed/schema'
import { ImageUrl } from '../love-profile/schema'
import { fav, personPage, report, unfav } from './service'

const tags = ['love social']
const PageBody = Type.Object({ cursor: Cursor, pageSize: PageSize })
const PersonPageSchema = Type.Object({
  list: Type.Array(Type.Object({ card: FeedCardSchema, at: Type.String(), times: Type.Integer() })),
  nextCursor: Type.String()
})

export default async function loveSocialRoutes(app: FastifyInstance) {
  postRoute(
    app,
    API.loveUser.fav,
    { summary: 'Favourite a member', tags, body: Type.Object({ userId: Id }), response: OkSchema, auth: true },
    async (req) => fav(app, authed(req), req.body.userId)
  )
  postRoute(
    app,
    API.loveUser.unfav,
    { summary: 'Remove a member from my favourites', tags, body: Type.Object({ userId: Id }), response: OkSchema, auth: true },
    async (req) => unfav(app, authed(req), req.body.userId)
  )
  postRoute(
    app,
    API.loveUser.getMyFavPage,
    { summary: 'Members I favourited, newest first', tags, body: PageBody, response: PersonPageSchema, auth: true },
    async (req) => personPage(app, authed(req), 'fav', req.body)
  )
  postRoute(
    app,
    API.loveUser.getViewedPage,
    { summary: 'Members I viewed, most recent first', tags, body: PageBody, response: PersonPageSchema, auth: true },
    async (req) => personPage(app, authed(req), 'viewed', req.body)
  )
  postRoute(
    app,
    API.loveUser.getViewersPage,
    { summary: 'Members who viewed me, most recent first', tags, body: PageBody, response: PersonPageSchema, auth: true },
    async (req) => personPage(app, authed(req), 'viewers', req.body)
  )
  postRoute(
    app,
    API.loveUser.report,
    {
      summary: 'Report a member (reason, description, up to 6 images)',
      tags,
      body: Type.Object({
        userId: Id,
        reason: oneOf(REPORT_REASONS),
        description: Type.String({ maxLength: 500 }),
        images: Type.Array(ImageUrl, { maxItems: 6 })
      }),
      response: OkSchema,
      auth: true
    },
    async (req) => report(app, authed(req), req.body)
  )
}
