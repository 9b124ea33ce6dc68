import { Type } from '@sinclair/typebox'
import { and, asc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { API } from '@contract/api'
import { NAVIGATION_NAMES, type NavigationEntry } from '@contract/models'
import { navigations } from '../../db/schema'
import { postRoute } from '../../lib/route'
import { MESSAGE } from '../../lib/schemas'

const NavigationEntrySchema = Type.Recursive(
  (Self) =>
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      url: Type.String(),
      ico: Type.String(),
      color: Type.String(),
      whetherOpen: Type.Boolean(),
      lowerLevelNavigation: Type.Array(Self)
    }),
  { $id: 'NavigationEntry' }
)

type NavRow = typeof navigations.$inferSelect

function toTree(rows: NavRow[], parentId: number | null): NavigationEntry[] {
  return rows
    .filter((r) => r.parentId === parentId)
    .map((r) => ({
      id: r.id,
      name: r.name,
      url: r.url,
      ico: r.ico,
      color: r.color,
      whetherOpen: r.whetherOpen,
      lowerLevelNavigation: toTree(rows, r.id)
    }))
}

export default async function navigationRoutes(app: FastifyInstance) {
  postRoute(
    app,
    API.navigation.getNavigationByName,
    {
      summary: 'A configured navigation group with its children (open entries only)',
      tags: ['navigation'],
      body: Type.Object({
        name: Type.Union(
          NAVIGATION_NAMES.map((n) => Type.Literal(n)),
          { [MESSAGE]: '导航名称不正确' }
        )
      }),
      response: Type.Array(NavigationEntrySchema)
    },
    async (req) => {
      const rows = await app.db
        .select()
        .from(navigations)
        .where(
          and(
            eq(navigations.tenantId, req.tenant.tenantId),
            eq(navigations.groupName, req.body.name),
            eq(navigations.whetherOpen, true)
          )
        )
        .orderBy(asc(navigations.sort), asc(navigations.id))
      return toTree(rows, null)
    }
  )
}
