import { and, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { PersonPage, ReportReq } from '../../../../types/love'
import { loveFavourites, loveProfiles, loveReports, loveViews, users } from '../../db/schema'
import { BizError, notFound } from '../../lib/errors'
import type { AuthedUser } from '../../lib/route'
import { badgesFor } from '../love-feed/badges'
import { toCard } from '../love-feed/cards'
import { findProfile } from '../love-profile/repository'
import { findUserById } from '../user/repository'

async function assertMember(app: FastifyInstance, who: AuthedUser, targetId: number): Promise<void> {
  if (targetId === who.userId) throw new BizError('不能对自己操作')
  const target = await findUserById(app.db, who.tenantId, targetId)
  if (!target || !(await findProfile(app.db, who.tenantId, targetId))) throw notFound('该会员不存在')
}

export async function fav(app: FastifyInstance, who: AuthedUser, targetId: number) {
  await assertMember(app, who, targetId)
  await app.db
    .insert(loveFavourites)
    .values({ tenantId: who.tenantId, userId: who.userId, targetId })
    .onConflictDoNothing()
  return { ok: true }
}

export async function unfav(app: FastifyInstance, who: AuthedUser, targetId: number) {
  await app.db
    .delete(loveFavourites)
    .where(and(eq(loveFavourites.tenantId, who.tenantId), eq(loveFavourites.userId, who.userId), eq(loveFavourites.targetId, targetId)))
  return { ok: true }
}

export async function report(app: FastifyInstance, who: AuthedUser, input: ReportReq) {
  await assertMember(app, who, input.userId)
  await app.db.insert(loveReports).values({
    tenantId: who.tenantId,
    reporterId: who.userId,
    targetId: input.userId,
    reason: input.reason,
    description: input.description,
    images: input.images
  })
  return { ok: true }
}

interface Cursor {
  at: Date
  id: number
}

function decode(raw: string): Cursor | null {
  if (!raw) return null
  const [ms, id] = Buffer.from(raw, 'base64url').toString('utf8').split(':').map(Number)
  if (!Number.isInteger(ms) || !Number.isInteger(id)) throw new BizError('分页参数不正确')
  return { at: new Date(ms), id }
}

const encode = (at: Date, id: number) => Buffer.from(`${at.getTime()}:${id}`).toString('base64url')

type ListKind = 'fav' | 'viewed' | 'viewers'

/**
 * People lists of the love centre, newest first with a (time, member) keyset. Members who
 * since hid their profile from the feed are left out of lists about others.
 */
export async function personPage(
  app: FastifyInstance,
  who: AuthedUser,
  kind: ListKind,
  page: { cursor: string; pageSize: number }
): Promise<PersonPage> {
  const t = who.tenantId
  const spec = {
    fav: { at: loveFavourites.createdAt, other: loveFavourites.targetId, mine: eq(loveFavourites.userId, who.userId), tenant: eq(loveFavourites.tenantId, t), table: loveFavourites },
    viewed: { at: loveViews.lastAt, other: loveViews.viewedId, mine: eq(loveViews.viewerId, who.userId), tenant: eq(loveViews.tenantId, t), table: loveViews },
    viewers: { at: loveViews.lastAt, other: loveViews.viewerId, mine: eq(loveViews.viewedId, who.userId), tenant: eq(loveViews.tenantId, t), table: loveViews }
  }[kind]
  const where: (SQL | undefined)[] = [spec.tenant, spec.mine, eq(loveProfiles.hideFromFeed, false)]
  const after = decode(page.cursor)
  if (after) where.push(or(lt(spec.at, after.at), and(eq(spec.at, after.at), lt(spec.other, after.id))))
  const rows = await app.db
    .select({ at: spec.at, other: spec.other, times: kind === 'fav' ? sql<number>`1` : loveViews.times, p: loveProfiles, u: users })
    .from(spec.table)
    .innerJoin(loveProfiles, and(eq(loveProfiles.tenantId, t), eq(loveProfiles.userId, spec.other)))
    .innerJoin(users, and(eq(users.tenantId, t), eq(users.id, spec.other)))
    .where(and(...where))
    .orderBy(desc(spec.at), desc(spec.other))
    .limit(page.pageSize + 1)
  const shown = rows.slice(0, page.pageSize)
  const viewer = await findProfile(app.db, t, who.userId)
  const badges = await badgesFor(app.db, t, shown.map((r) => r.other))
  const last = shown[shown.length - 1]
  return {
    list: shown.map((r) => ({
      card: toCard(viewer, r.p, r.u, { isTop: false, isBoosted: false, badges: badges.get(r.other) ?? [] }),
      at: r.at.toISOString(),
      times: Number(r.times)
    })),
    nextCursor: rows.length > page.pageSize && last ? encode(last.at, last.other) : ''
  }
}
