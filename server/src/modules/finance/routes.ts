import { Type } from '@sinclair/typebox'
import { and, count, desc, eq, gt, lt, type SQL } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { API } from '../../../../types/api'
import { ledgerEntries } from '../../db/schema'
import { authed, postRoute, type AuthedUser } from '../../lib/route'
import { INT4_MAX } from '../../lib/schemas'

const PageBody = Type.Object({
  pageNum: Type.Integer({ minimum: 1, maximum: INT4_MAX, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 50, default: 20 })
})

const RecordPage = Type.Object({
  list: Type.Array(
    Type.Object({
      id: Type.Integer(),
      title: Type.String(),
      amount: Type.Integer({ description: 'fen; negative for a charge' }),
      balanceAfter: Type.Integer(),
      createdAt: Type.String()
    })
  ),
  total: Type.Integer(),
  pageNum: Type.Integer(),
  pageSize: Type.Integer()
})

async function pagedBalanceMoves(
  app: FastifyInstance,
  who: AuthedUser,
  direction: SQL,
  page: { pageNum: number; pageSize: number }
) {
  const where = and(
    eq(ledgerEntries.tenantId, who.tenantId),
    eq(ledgerEntries.userId, who.userId),
    eq(ledgerEntries.account, 'balance'),
    direction
  )
  const rows = await app.db
    .select()
    .from(ledgerEntries)
    .where(where)
    .orderBy(desc(ledgerEntries.id))
    .limit(page.pageSize)
    .offset((page.pageNum - 1) * page.pageSize)
  const [{ total }] = await app.db.select({ total: count() }).from(ledgerEntries).where(where)
  return {
    list: rows.map((r) => ({
      id: r.id,
      title: r.title,
      amount: r.amount,
      balanceAfter: r.balanceAfter,
      createdAt: r.createdAt.toISOString()
    })),
    total,
    pageNum: page.pageNum,
    pageSize: page.pageSize
  }
}

export default async function financeRoutes(app: FastifyInstance) {
  const tags = ['finance']
  postRoute(
    app,
    API.finance.getPagedCharges,
    { summary: 'Balance spending, newest first', tags, body: PageBody, response: RecordPage, auth: true },
    async (req) => pagedBalanceMoves(app, authed(req), lt(ledgerEntries.amount, 0), req.body)
  )
  postRoute(
    app,
    API.finance.getPagedIncomes,
    { summary: 'Balance income, newest first', tags, body: PageBody, response: RecordPage, auth: true },
    async (req) => pagedBalanceMoves(app, authed(req), gt(ledgerEntries.amount, 0), req.body)
  )
}
