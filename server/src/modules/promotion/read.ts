import { and, count, desc, eq, gt, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Paged } from '@contract/models'
import { maskPhone } from '@contract/privacy'
import {
  promotionLevelIndex,
  type BroughtMember,
  type CommissionItem,
  type CommissionState,
  type MyCommissionsReq,
  type MyLevelsRes,
  type MyMembersReq,
  type PageReq,
  type PromotionCentre,
  type StaffCommissionItem,
  type StaffCommissionsReq,
  type TeamPromoter
} from '@contract/promotion'
import type { Queryable } from '../../db/client'
import { promoCommissions, promoDebts, users } from '../../db/schema'
import { offsetOf, pageOf } from '../../lib/paging'
import type { AuthedUser } from '../../lib/route'
import { rulesInForce } from './rules'
import { isPartner, keptBaseSql, programmesOf, teamSales, teamValidMembers, validMemberSql } from './team'

type CommissionRow = typeof promoCommissions.$inferSelect

const netSql = sql<number>`coalesce(sum(${promoCommissions.amount} - ${promoCommissions.reversedAmount}), 0)::bigint`

export function stateOf(
  row: Pick<CommissionRow, 'refundedBase' | 'baseAmount' | 'releasedAt' | 'availableAt'>,
  now: Date
): CommissionState {
  if (row.baseAmount > 0 && row.refundedBase >= row.baseAmount) return 'reversed'
  if (row.releasedAt) return 'withdrawn'
  return row.availableAt > now ? 'pending' : 'available'
}

async function netWhere(db: Queryable, where: ReturnType<typeof and>) {
  const [row] = await db.select({ net: netSql }).from(promoCommissions).where(where)
  return Number(row?.net ?? 0)
}

export async function myCentre(db: Queryable, who: AuthedUser, now = new Date()): Promise<PromotionCentre> {
  const { tenantId, userId } = who
  const mine = and(eq(promoCommissions.tenantId, tenantId), eq(promoCommissions.beneficiaryId, userId))
  const [pending, matured, withdrawn] = await Promise.all([
    netWhere(db, and(mine, isNull(promoCommissions.releasedAt), gt(promoCommissions.availableAt, now))),
    netWhere(db, and(mine, isNull(promoCommissions.releasedAt), lte(promoCommissions.availableAt, now))),
    netWhere(db, and(mine, isNotNull(promoCommissions.releasedAt)))
  ])
  const [debt] = await db
    .select({ owed: promoDebts.owed })
    .from(promoDebts)
    .where(and(eq(promoDebts.tenantId, tenantId), eq(promoDebts.userId, userId)))
  const owed = debt?.owed ?? 0
  const brought = and(eq(users.tenantId, tenantId), eq(users.promoterId, userId))
  const [{ n: broughtCount }] = await db.select({ n: count() }).from(users).where(brought)
  const [{ n: validMemberCount }] = await db.select({ n: count() }).from(users).where(and(brought, validMemberSql))
  return {
    partnerProgramme: (await programmesOf(db, tenantId)).partners,
    isPartner: await isPartner(db, tenantId, userId),
    pending,
    available: matured - owed,
    withdrawn,
    owed,
    broughtCount,
    validMemberCount
  }
}

export async function myLevels(db: Queryable, who: AuthedUser): Promise<MyLevelsRes> {
  const { rules } = await rulesInForce(db, who.tenantId)
  const sales = await teamSales(db, who.tenantId, who.userId)
  const validMembers = await teamValidMembers(db, who.tenantId, who.userId)
  const currentIndex = promotionLevelIndex(rules.levels, sales, validMembers)
  const next = rules.levels[currentIndex + 1]
  return {
    levels: rules.levels,
    currentIndex,
    nextIndex: next ? currentIndex + 1 : -1,
    sales,
    validMembers,
    salesToNext: next ? Math.max(0, next.minSales - sales) : 0,
    membersToNext: next ? Math.max(0, next.minValidMembers - validMembers) : 0
  }
}

const itemOf = (c: CommissionRow, payer: string, now: Date): CommissionItem => ({
  id: c.id,
  kind: c.kind,
  state: stateOf(c, now),
  orderTitle: c.orderTitle,
  payer,
  baseAmount: c.baseAmount,
  amount: c.amount,
  reversedAmount: c.reversedAmount,
  basisPoints: c.basisPoints,
  ruleVersion: c.ruleVersion,
  createdAt: c.createdAt.toISOString(),
  availableAt: c.availableAt.toISOString()
})

const payers = alias(users, 'payers')
const beneficiaries = alias(users, 'beneficiaries')

/** A page of commission rows, newest first, with the payer's and the beneficiary's nicknames. */
async function commissionPage(db: Queryable, where: SQL | undefined, page: PageReq) {
  const rows = await db
    .select({ c: promoCommissions, payer: payers.nickname, beneficiary: beneficiaries.nickname })
    .from(promoCommissions)
    .innerJoin(payers, and(eq(payers.tenantId, promoCommissions.tenantId), eq(payers.id, promoCommissions.payerId)))
    .innerJoin(
      beneficiaries,
      and(eq(beneficiaries.tenantId, promoCommissions.tenantId), eq(beneficiaries.id, promoCommissions.beneficiaryId))
    )
    .where(where)
    .orderBy(desc(promoCommissions.id))
    .limit(page.pageSize)
    .offset(offsetOf(page))
  const [{ total }] = await db.select({ total: count() }).from(promoCommissions).where(where)
  return { rows, total }
}

export async function myCommissions(
  db: Queryable,
  who: AuthedUser,
  page: MyCommissionsReq,
  now = new Date()
): Promise<Paged<CommissionItem>> {
  const where = and(
    eq(promoCommissions.tenantId, who.tenantId),
    eq(promoCommissions.beneficiaryId, who.userId),
    page.kind ? eq(promoCommissions.kind, page.kind) : undefined
  )
  const { rows, total } = await commissionPage(db, where, page)
  return pageOf(
    rows.map((r) => itemOf(r.c, r.payer, now)),
    total,
    page
  )
}

/** Someone listed on the centre's pages: a nickname and a masked phone, never more. */
const personColumns = { id: users.id, nickname: users.nickname, avatar: users.headPic, phone: users.phone }
const personOf = (r: { id: number; nickname: string; avatar: string | null; phone: string | null }) => ({
  id: r.id,
  nickname: r.nickname,
  avatar: r.avatar ?? '',
  phone: maskPhone(r.phone ?? '')
})

/** The tenant's commission rows for its admins, of one kind or one earner when asked. */
export async function staffCommissions(
  db: Queryable,
  tenantId: number,
  req: StaffCommissionsReq,
  now = new Date()
): Promise<Paged<StaffCommissionItem>> {
  const where = and(
    eq(promoCommissions.tenantId, tenantId),
    req.kind ? eq(promoCommissions.kind, req.kind) : undefined,
    req.beneficiaryId ? eq(promoCommissions.beneficiaryId, req.beneficiaryId) : undefined
  )
  const { rows, total } = await commissionPage(db, where, req)
  return pageOf(
    rows.map((r) => ({ ...itemOf(r.c, r.payer, now), beneficiaryId: r.c.beneficiaryId, beneficiary: r.beneficiary })),
    total,
    req
  )
}

export async function myMembers(db: Queryable, who: AuthedUser, req: MyMembersReq): Promise<Paged<BroughtMember>> {
  const where = and(
    eq(users.tenantId, who.tenantId),
    eq(users.promoterId, who.userId),
    req.validOnly ? validMemberSql : undefined
  )
  const rows = await db
    .select({
      ...personColumns,
      valid: validMemberSql,
      boundAt: users.promoterBoundAt
    })
    .from(users)
    .where(where)
    .orderBy(desc(users.promoterBoundAt), desc(users.id))
    .limit(req.pageSize)
    .offset(offsetOf(req))
  const [{ total }] = await db.select({ total: count() }).from(users).where(where)
  return pageOf(
    rows.map((r) => ({
      ...personOf(r),
      valid: Boolean(r.valid),
      boundAt: r.boundAt?.toISOString() ?? ''
    })),
    total,
    req
  )
}

/** A partner's team: the promoters she brought who brought members themselves, with their sales. */
export async function myTeam(db: Queryable, who: AuthedUser, page: PageReq): Promise<Paged<TeamPromoter>> {
  const brought = sql`(select count(*) from ${users} b where b.tenant_id = ${users.tenantId} and b.promoter_id = ${users.id})`
  const sales = sql`(select coalesce(sum(${keptBaseSql}), 0) from ${promoCommissions} where ${promoCommissions.tenantId} = ${users.tenantId} and ${promoCommissions.promoterId} = ${users.id} and ${promoCommissions.kind} = 'promoter')`
  const where = and(eq(users.tenantId, who.tenantId), eq(users.promoterId, who.userId), sql`${brought} > 0`)
  const rows = await db
    .select({
      ...personColumns,
      broughtCount: sql<number>`${brought}::int`,
      sales: sql<number>`${sales}::bigint`
    })
    .from(users)
    .where(where)
    .orderBy(desc(users.id))
    .limit(page.pageSize)
    .offset(offsetOf(page))
  const [{ total }] = await db.select({ total: count() }).from(users).where(where)
  return pageOf(
    rows.map((r) => ({
      ...personOf(r),
      broughtCount: Number(r.broughtCount),
      sales: Number(r.sales)
    })),
    total,
    page
  )
}
