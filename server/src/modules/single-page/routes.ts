import { Type } from '@sinclair/typebox'
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { API } from '@contract/api'
import { singlePages } from '../../db/schema'
import { notFound } from '../../lib/errors'
import { postRoute } from '../../lib/route'
import { Id } from '../../lib/schemas'
import { SinglePageSchema } from './schema'

export default async function singlePageRoutes(app: FastifyInstance) {
  postRoute(
    app,
    API.singlePage.getSinglePage,
    {
      summary: 'A content page (about us, agreements, notices)',
      tags: ['content'],
      body: Type.Object({ id: Id }),
      response: SinglePageSchema
    },
    async (req) => {
      const [page] = await app.db
        .select()
        .from(singlePages)
        .where(and(eq(singlePages.tenantId, req.tenant.tenantId), eq(singlePages.id, req.body.id)))
      if (!page) throw notFound('页面不存在或已下线')
      return { id: page.id, title: page.title, content: page.content, updatedAt: page.updatedAt.toISOString() }
    }
  )
}
