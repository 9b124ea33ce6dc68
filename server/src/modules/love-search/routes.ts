import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { API } from '@contract/api'
import { authed, EmptyBody, postRoute } from '../../lib/route'
import { Cursor, Id, OkSchema, PageSize, withMessage } from '../../lib/schemas'
import { FeedCardSchema } from '../love-feed/schema'
import { CriteriaFields, CriteriaSchema, SavedSearchName, SavedSearchSchema } from './schema'
import { removeSavedSearch, savedSearches, saveSearch, search } from './service'

const tags = ['love search']

export default async function loveSearchRoutes(app: FastifyInstance) {
  postRoute(
    app,
    API.loveSearch.search,
    {
      summary:
        '找对象: members by nickname, member number or conditions, ranked and explained like the feed; hidden members and hidden fields never match',
      tags,
      body: Type.Object({ ...CriteriaFields, cursor: Cursor, pageSize: PageSize }),
      response: Type.Object({ list: Type.Array(FeedCardSchema), nextCursor: Type.String() }),
      auth: true,
      listLimit: true
    },
    async (req) => {
      const { cursor, pageSize, ...criteria } = req.body
      return search(app, authed(req), criteria, { cursor, pageSize }, req.tenant.tenant.timeZone)
    }
  )

  postRoute(
    app,
    API.loveSearch.getSavedSearches,
    {
      summary: 'My saved search conditions, oldest first',
      tags,
      body: EmptyBody,
      response: Type.Array(SavedSearchSchema),
      auth: true
    },
    async (req) => savedSearches(app.db, authed(req))
  )

  postRoute(
    app,
    API.loveSearch.saveSearch,
    {
      summary: 'Saves search conditions under a name (a few per member)',
      tags,
      body: Type.Object({ name: SavedSearchName, criteria: CriteriaSchema }),
      response: SavedSearchSchema,
      auth: true
    },
    async (req) => saveSearch(app.db, authed(req), req.body)
  )

  postRoute(
    app,
    API.loveSearch.deleteSavedSearch,
    {
      summary: 'Deletes one of my saved search conditions',
      tags,
      body: Type.Object({ id: withMessage(Id, '该条件不存在或已删除') }),
      response: OkSchema,
      auth: true
    },
    async (req) => removeSavedSearch(app.db, authed(req), req.body.id)
  )
}
