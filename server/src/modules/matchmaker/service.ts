import { and, count, desc, eq, inArray, notInArray, or } from 'drizzle-orm'
import { DATE_STATUS_LABELS } from '@contract/appointment'
import { FOLLOW_UP_KIND_LABELS } from '@contract/crm'
import { ErrorCode } from '@contract/envelope'
import type {
  ApplyMatchmakerReq,
  JoinInfo,
  MatchmakerApplication,
  MyMatchmakerRes,
  ServiceActivity
} from '@contract/matchmaker'
import type { Db, Queryable } from '../../db/client'
import {
  contracts,
  crmFollowUps,
  crmLeads,
  dates,
  matchmakerApplications,
  matchmakers,
  stores,
  users
} from '../../db/schema'
import { assertNoContactInfo } from '../../lib/contact-guard'
import { BizError } from '../../lib/errors'
import type { AuthedUser } from '../../lib/route'
import { myStaffRoles } from '../staff/service'
import { servedAt } from './customers'

/** How many of the latest things a matchmaker did the member's page lists. */
const ACTIVITY_SHOWN = 8

const NONE: MyMatchmakerRes = { matchmaker: null, counts: { followUps: 0, dates: 0, contracts: 0 }, activity: [] }

/** Dates and contracts that never happened (called off, never paid) are not work done for the member. */
const DATES_NOT_HELD = ['cancelled'] as const
const CONTRACTS_NOT_MADE = ['unpaid', 'cancelled'] as const

/** The member's service matchmaker and what they did for the member: the private notes of follow-ups stay out. */
export async function myMatchmaker(db: Queryable, who: AuthedUser, now = new Date()): Promise<MyMatchmakerRes> {
  const [lead] = await db
    .select({ id: crmLeads.id, ownerId: crmLeads.ownerId })
    .from(crmLeads)
    .where(and(eq(crmLeads.tenantId, who.tenantId), eq(crmLeads.userId, who.userId), servedAt(now)))
  if (!lead?.ownerId) return NONE
  const ownerId = lead.ownerId
  const [card] = await db
    .select({
      name: matchmakers.name,
      avatar: matchmakers.avatar,
      intro: matchmakers.intro,
      phone: matchmakers.phone,
      wechatQr: matchmakers.wechatQr,
      years: matchmakers.years,
      successCount: matchmakers.successCount,
      storeName: stores.name
    })
    .from(matchmakers)
    .leftJoin(stores, and(eq(stores.tenantId, matchmakers.tenantId), eq(stores.id, matchmakers.storeId)))
    .where(and(eq(matchmakers.tenantId, who.tenantId), eq(matchmakers.userId, ownerId)))
    .limit(1)
  const [account] = await db
    .select({ nickname: users.nickname, headPic: users.headPic })
    .from(users)
    .where(and(eq(users.tenantId, who.tenantId), eq(users.id, ownerId)))
  const matchmaker = card
    ? { ...card, userId: ownerId, storeName: card.storeName ?? '' }
    : {
        userId: ownerId,
        name: account?.nickname || '专属红娘',
        avatar: account?.headPic ?? '',
        intro: '',
        phone: '',
        wechatQr: '',
        years: 0,
        successCount: 0,
        storeName: ''
      }

  const followUpWhere = and(eq(crmFollowUps.tenantId, who.tenantId), eq(crmFollowUps.leadId, lead.id))
  const dateWhere = and(
    eq(dates.tenantId, who.tenantId),
    eq(dates.matchmakerId, ownerId),
    or(eq(dates.customerId, who.userId), eq(dates.partnerId, who.userId)),
    notInArray(dates.status, [...DATES_NOT_HELD])
  )
  const contractWhere = and(
    eq(contracts.tenantId, who.tenantId),
    eq(contracts.customerId, who.userId),
    eq(contracts.matchmakerId, ownerId),
    notInArray(contracts.status, [...CONTRACTS_NOT_MADE])
  )
  const [[f], [d], [c]] = await Promise.all([
    db.select({ n: count() }).from(crmFollowUps).where(followUpWhere),
    db.select({ n: count() }).from(dates).where(dateWhere),
    db.select({ n: count() }).from(contracts).where(contractWhere)
  ])
  const [followUps, dateRows, contractRows] = await Promise.all([
    db
      .select({ kind: crmFollowUps.kind, at: crmFollowUps.createdAt })
      .from(crmFollowUps)
      .where(followUpWhere)
      .orderBy(desc(crmFollowUps.createdAt))
      .limit(ACTIVITY_SHOWN),
    db
      .select({ status: dates.status, at: dates.startsAt })
      .from(dates)
      .where(dateWhere)
      .orderBy(desc(dates.startsAt))
      .limit(ACTIVITY_SHOWN),
    db
      .select({ name: contracts.name, at: contracts.createdAt })
      .from(contracts)
      .where(contractWhere)
      .orderBy(desc(contracts.createdAt))
      .limit(ACTIVITY_SHOWN)
  ])
  const activity: ServiceActivity[] = [
    ...followUps.map((r) => ({
      kind: 'followUp' as const,
      title: `${FOLLOW_UP_KIND_LABELS[r.kind]}跟进`,
      at: r.at.toISOString()
    })),
    ...dateRows.map((r) => ({
      kind: 'date' as const,
      title: `安排约会（${DATE_STATUS_LABELS[r.status]}）`,
      at: r.at.toISOString()
    })),
    ...contractRows.map((r) => ({ kind: 'contract' as const, title: `签订「${r.name}」`, at: r.at.toISOString() }))
  ]
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, ACTIVITY_SHOWN)
  return { matchmaker, counts: { followUps: f.n, dates: d.n, contracts: c.n }, activity }
}

/**
 * How these matchmakers present themselves to the members they serve: their office card's name and
 * picture, and their phone (the one contact of theirs a member may be sent in chat). Those without a
 * card are missing from the map.
 */
export async function matchmakerCards(
  db: Queryable,
  tenantId: number,
  userIds: number[]
): Promise<Map<number, { name: string; avatar: string; phone: string }>> {
  if (userIds.length === 0) return new Map()
  const rows = await db
    .select({
      userId: matchmakers.userId,
      name: matchmakers.name,
      avatar: matchmakers.avatar,
      phone: matchmakers.phone
    })
    .from(matchmakers)
    .where(and(eq(matchmakers.tenantId, tenantId), inArray(matchmakers.userId, [...new Set(userIds)])))
  return new Map(rows.map((r) => [r.userId as number, { name: r.name, avatar: r.avatar, phone: r.phone }]))
}

type ApplicationRow = typeof matchmakerApplications.$inferSelect

export function applicationView(r: ApplicationRow, storeName: string | null): MatchmakerApplication {
  return {
    id: r.id,
    name: r.name,
    phone: r.phone,
    intro: r.intro,
    storeId: r.storeId ?? 0,
    storeName: storeName ?? '',
    status: r.status,
    reason: r.reason,
    createdAt: r.createdAt.toISOString(),
    reviewedAt: r.reviewedAt?.toISOString() ?? ''
  }
}

export async function storeOptions(db: Queryable, tenantId: number) {
  return db
    .select({ id: stores.id, name: stores.name })
    .from(stores)
    .where(eq(stores.tenantId, tenantId))
    .orderBy(stores.id)
}

async function latestApplication(db: Queryable, who: AuthedUser): Promise<MatchmakerApplication | null> {
  const [row] = await db
    .select({ a: matchmakerApplications, storeName: stores.name })
    .from(matchmakerApplications)
    .leftJoin(
      stores,
      and(eq(stores.tenantId, matchmakerApplications.tenantId), eq(stores.id, matchmakerApplications.storeId))
    )
    .where(and(eq(matchmakerApplications.tenantId, who.tenantId), eq(matchmakerApplications.userId, who.userId)))
    .orderBy(desc(matchmakerApplications.id))
    .limit(1)
  return row ? applicationView(row.a, row.storeName) : null
}

export async function joinInfo(db: Queryable, who: AuthedUser, open: boolean): Promise<JoinInfo> {
  const roles = await myStaffRoles(db, who)
  return {
    open,
    isMatchmaker: roles.includes('matchmaker'),
    stores: await storeOptions(db, who.tenantId),
    application: await latestApplication(db, who)
  }
}

export const REGISTRATION_CLOSED = '红娘入驻暂未开放'

/** A member applies; one application waits for review at a time (a partial unique index holds it). */
export async function applyMatchmaker(
  db: Db,
  who: AuthedUser,
  req: ApplyMatchmakerReq,
  open: boolean,
  now = new Date()
): Promise<MatchmakerApplication> {
  if (!open) throw new BizError(REGISTRATION_CLOSED, ErrorCode.Forbidden)
  const name = req.name.trim()
  const intro = req.intro.trim()
  if (!name) throw new BizError('请填写姓名')
  assertNoContactInfo(name, intro)
  if ((await myStaffRoles(db, who)).includes('matchmaker')) throw new BizError('你已经是红娘了，无需再申请')
  let storeName: string | null = null
  if (req.storeId) {
    const [store] = await db
      .select({ name: stores.name })
      .from(stores)
      .where(and(eq(stores.tenantId, who.tenantId), eq(stores.id, req.storeId)))
    if (!store) throw new BizError('所选门店不存在，请重新选择')
    storeName = store.name
  }
  const [row] = await db
    .insert(matchmakerApplications)
    .values({
      tenantId: who.tenantId,
      userId: who.userId,
      name,
      phone: req.phone,
      intro,
      storeId: req.storeId || null,
      createdAt: now
    })
    .onConflictDoNothing()
    .returning()
  if (!row) throw new BizError('你的申请正在审核中，请耐心等待结果')
  return applicationView(row, storeName)
}
