import { and, count, desc, eq, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm'
import { DELETED_MEMBER_NAME } from '@contract/account'
import {
  levelReached,
  type MatchmakerShareRow,
  type MyLevelRes,
  type ShareEntry,
  type StoreShareRow
} from '@contract/matchmaker'
import type { CursorPage, CursorReq } from '@contract/love'
import type { Queryable } from '../../db/client'
import { crmLeads, finOrders, matchmakers, officeShares, staffRoles, stores, users } from '../../db/schema'
import { cursorPage, decodeIdCursor, encodeIdCursor, pageLimit } from '../../lib/cursor'
import type { AuthedUser } from '../../lib/route'
import { servedAt } from './customers'
import type { OfficeScope } from './scope'
import { incomeOf, keptBaseSql, levelsOf } from './shares'

const standing = isNull(officeShares.reversedAt)
const int = (q: SQL) => sql<number>`(${q})::bigint`

/** The shares paid to me (as matchmaker or as store manager), newest first, reversals shown on them. */
export async function mySharePage(db: Queryable, who: AuthedUser, req: CursorReq): Promise<CursorPage<ShareEntry>> {
  const before = decodeIdCursor(req.cursor)
  const rows = await db
    .select({ s: officeShares, orderTitle: finOrders.title, nickname: users.nickname, status: users.status })
    .from(officeShares)
    .leftJoin(finOrders, and(eq(finOrders.tenantId, officeShares.tenantId), eq(finOrders.id, officeShares.orderId)))
    .leftJoin(users, and(eq(users.tenantId, officeShares.tenantId), eq(users.id, officeShares.customerId)))
    .where(
      and(
        eq(officeShares.tenantId, who.tenantId),
        eq(officeShares.beneficiaryId, who.userId),
        before ? lt(officeShares.id, before) : undefined
      )
    )
    .orderBy(desc(officeShares.id))
    .limit(pageLimit(req.pageSize))
  const page = cursorPage(rows, req.pageSize, (last) => encodeIdCursor(last.s.id))
  const list = page.list.map(({ s, orderTitle, nickname, status }): ShareEntry => ({
    id: s.id,
    kind: s.kind,
    customerName: status === 'deleted' ? DELETED_MEMBER_NAME : nickname || `会员${s.customerId}`,
    orderTitle: orderTitle ?? '',
    baseAmount: s.baseAmount,
    amount: s.amount,
    basisPoints: s.basisPoints,
    createdAt: s.createdAt.toISOString(),
    reversedAt: s.reversedAt?.toISOString() ?? '',
    reversedAmount: s.reversedAmount
  }))
  return { ...page, list }
}

export async function myLevel(db: Queryable, who: AuthedUser): Promise<MyLevelRes> {
  const levels = await levelsOf(db, who.tenantId)
  const income = await incomeOf(db, who.tenantId, who.userId)
  const current = levelReached(levels, income)
  const next = levels.find((l) => l.minIncome > income)
  const [earned] = await db
    .select({ n: int(sql`coalesce(sum(${officeShares.amount} - ${officeShares.reversedAmount}), 0)`) })
    .from(officeShares)
    .where(and(eq(officeShares.tenantId, who.tenantId), eq(officeShares.beneficiaryId, who.userId)))
  return {
    levels: levels.map((l) => ({
      id: l.id,
      name: l.name,
      minIncome: l.minIncome,
      shareBasisPoints: l.shareBasisPoints
    })),
    currentId: current?.id ?? 0,
    nextId: next?.id ?? 0,
    income,
    earned: Number(earned?.n ?? 0)
  }
}

/** The stores a scope sees the figures of: an admin every store, a store manager the ones they manage. */
export async function storeDistribution(db: Queryable, scope: OfficeScope): Promise<StoreShareRow[]> {
  const storeIds = scope.kind === 'tenant' ? null : scope.kind === 'store' ? scope.storeIds : []
  if (storeIds && storeIds.length === 0) return []
  const list = await db
    .select({
      id: stores.id,
      name: stores.name,
      shareBasisPoints: stores.shareBasisPoints,
      managerName: users.nickname
    })
    .from(stores)
    .leftJoin(users, and(eq(users.tenantId, stores.tenantId), eq(users.id, stores.managerId)))
    .where(and(eq(stores.tenantId, scope.tenantId), storeIds ? inArray(stores.id, storeIds) : undefined))
    .orderBy(stores.id)
  if (list.length === 0) return []
  const asMatchmaker = sql`${officeShares.kind} = 'matchmaker'`
  const asStore = sql`${officeShares.kind} = 'store'`
  const sums = await db
    .select({
      storeId: officeShares.storeId,
      customerPaid: int(sql`coalesce(sum(${keptBaseSql}) filter (where ${asMatchmaker}), 0)`),
      payments: sql<number>`(count(*) filter (where ${asMatchmaker} and ${standing}))::int`,
      amount: int(
        sql`coalesce(sum(${officeShares.amount} - ${officeShares.reversedAmount}) filter (where ${asStore}), 0)`
      ),
      reversedAmount: int(sql`coalesce(sum(${officeShares.reversedAmount}) filter (where ${asStore}), 0)`)
    })
    .from(officeShares)
    .where(
      and(
        eq(officeShares.tenantId, scope.tenantId),
        inArray(
          officeShares.storeId,
          list.map((s) => s.id)
        )
      )
    )
    .groupBy(officeShares.storeId)
  return list.map((s) => {
    const sum = sums.find((r) => r.storeId === s.id)
    return {
      storeId: s.id,
      storeName: s.name,
      managerName: s.managerName ?? '',
      shareBasisPoints: s.shareBasisPoints,
      customerPaid: Number(sum?.customerPaid ?? 0),
      amount: Number(sum?.amount ?? 0),
      payments: Number(sum?.payments ?? 0),
      reversedAmount: Number(sum?.reversedAmount ?? 0)
    }
  })
}

/**
 * Per matchmaker in the scope: customers served now, what they paid (refunds left out), and the
 * matchmaker's own shares. Everyone holding the role is listed, and anyone who earned shares before.
 */
export async function matchmakerDistribution(
  db: Queryable,
  scope: OfficeScope,
  now = new Date()
): Promise<MatchmakerShareRow[]> {
  const limitTo = scope.kind === 'tenant' ? null : scope.staffIds
  const tenantId = scope.tenantId
  const [roleHolders, earners] = await Promise.all([
    db
      .select({ id: staffRoles.userId })
      .from(staffRoles)
      .where(
        and(
          eq(staffRoles.tenantId, tenantId),
          eq(staffRoles.role, 'matchmaker'),
          limitTo ? inArray(staffRoles.userId, limitTo) : undefined
        )
      ),
    db
      .selectDistinct({ id: officeShares.matchmakerId })
      .from(officeShares)
      .where(
        and(eq(officeShares.tenantId, tenantId), limitTo ? inArray(officeShares.matchmakerId, limitTo) : undefined)
      )
  ])
  const ids = [...new Set([...roleHolders, ...earners].map((r) => r.id))]
  if (ids.length === 0) return []
  const [people, sums, served, levels] = await Promise.all([
    db
      .select({
        id: users.id,
        nickname: users.nickname,
        cardName: matchmakers.name,
        storeName: stores.name
      })
      .from(users)
      .leftJoin(matchmakers, and(eq(matchmakers.tenantId, users.tenantId), eq(matchmakers.userId, users.id)))
      .leftJoin(stores, and(eq(stores.tenantId, matchmakers.tenantId), eq(stores.id, matchmakers.storeId)))
      .where(and(eq(users.tenantId, tenantId), inArray(users.id, ids))),
    db
      .select({
        id: officeShares.matchmakerId,
        customerPaid: int(sql`coalesce(sum(${keptBaseSql}), 0)`),
        payments: sql<number>`(count(*) filter (where ${standing}))::int`,
        amount: int(sql`coalesce(sum(${officeShares.amount} - ${officeShares.reversedAmount}), 0)`)
      })
      .from(officeShares)
      .where(
        and(
          eq(officeShares.tenantId, tenantId),
          eq(officeShares.kind, 'matchmaker'),
          inArray(officeShares.matchmakerId, ids)
        )
      )
      .groupBy(officeShares.matchmakerId),
    db
      .select({ id: crmLeads.ownerId, n: count() })
      .from(crmLeads)
      .where(and(eq(crmLeads.tenantId, tenantId), inArray(crmLeads.ownerId, ids), servedAt(now)))
      .groupBy(crmLeads.ownerId),
    levelsOf(db, tenantId)
  ])
  const rows = ids.map((id): MatchmakerShareRow => {
    const person = people.find((p) => p.id === id)
    const sum = sums.find((s) => s.id === id)
    const customerPaid = Number(sum?.customerPaid ?? 0)
    return {
      userId: id,
      name: person?.cardName || person?.nickname || `红娘${id}`,
      storeName: person?.storeName ?? '',
      levelName: levelReached(levels, customerPaid)?.name ?? '',
      customers: served.find((s) => s.id === id)?.n ?? 0,
      customerPaid,
      amount: Number(sum?.amount ?? 0),
      payments: Number(sum?.payments ?? 0)
    }
  })
  return rows.sort((a, b) => b.customerPaid - a.customerPaid || a.userId - b.userId)
}
