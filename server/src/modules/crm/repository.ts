import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { LeadSource, LeadStage } from '@contract/crm'
import type { Queryable } from '../../db/client'
import { crmLeads, loveProfiles, staffRoles, users } from '../../db/schema'

const owner = alias(users, 'lead_owner')

/** Members of the office's pool and lists: active accounts that hold no staff role. */
export function isMember(tenantId: number): SQL {
  return and(
    eq(users.tenantId, tenantId),
    eq(users.status, 'active'),
    sql`not exists (select 1 from ${staffRoles} where ${staffRoles.tenantId} = ${users.tenantId} and ${staffRoles.userId} = ${users.id})`
  ) as SQL
}

/** Owned at `now`: an owner whose time has not run out, or whom a contract protects. */
export function ownedAt(now: Date): SQL {
  return and(
    isNotNull(crmLeads.ownerId),
    or(isNotNull(crmLeads.protectedByContractId), gt(crmLeads.expiresAt, now))
  ) as SQL
}

/** In the pool at `now`: never a lead, nobody's, or its owner's time ran out without a contract. */
export function inPoolAt(now: Date): SQL {
  return or(
    isNull(crmLeads.id),
    isNull(crmLeads.ownerId),
    and(isNull(crmLeads.protectedByContractId), or(isNull(crmLeads.expiresAt), lte(crmLeads.expiresAt, now)))
  ) as SQL
}

/** Owned and returning to the pool before `until` (no contract protects it). */
export function expiringBefore(now: Date, until: Date): SQL {
  return and(
    isNotNull(crmLeads.ownerId),
    isNull(crmLeads.protectedByContractId),
    gt(crmLeads.expiresAt, now),
    lte(crmLeads.expiresAt, until)
  ) as SQL
}

/**
 * How far the member has come, as an index into LEAD_STAGES: what the data shows (a dating profile,
 * a paid order, a signed contract, a confirmed success story) or what the owner set, whichever is
 * further. Computed when read so payments and contracts need no hook into the office.
 */
export const stageRankSql = sql<number>`greatest(
  case ${crmLeads.stage} when 'couple' then 4 when 'contract' then 3 when 'paying' then 2 when 'member' then 1 else 0 end,
  case
    when exists (select 1 from love_stories s where s.tenant_id = ${users.tenantId} and (s.author_id = ${users.id} or s.partner_id = ${users.id}) and s.status in ('pending_review', 'published')) then 4
    when exists (select 1 from contracts c where c.tenant_id = ${users.tenantId} and c.customer_id = ${users.id} and c.status in ('signed', 'completed')) then 3
    when exists (select 1 from fin_orders f where f.tenant_id = ${users.tenantId} and f.user_id = ${users.id} and f.status = 'paid') then 2
    when ${loveProfiles.userId} is not null then 1
    else 0
  end)`

export const sourceSql = sql<LeadSource>`coalesce(${crmLeads.source}, 'register')`

const leadColumns = {
  userId: users.id,
  nickname: users.nickname,
  avatar: users.headPic,
  phone: users.phone,
  registeredAt: users.createdAt,
  gender: loveProfiles.gender,
  birthDate: loveProfiles.birthDate,
  city: loveProfiles.residenceCity,
  aboutMe: loveProfiles.aboutMe,
  leadId: crmLeads.id,
  source: sourceSql,
  storedStage: crmLeads.stage,
  stageRank: stageRankSql,
  tags: crmLeads.tags,
  remark: crmLeads.remark,
  ownerId: crmLeads.ownerId,
  ownerNickname: owner.nickname,
  claimedAt: crmLeads.claimedAt,
  expiresAt: crmLeads.expiresAt,
  protectedByContractId: crmLeads.protectedByContractId,
  lastFollowUpAt: crmLeads.lastFollowUpAt,
  nextFollowUpAt: crmLeads.nextFollowUpAt,
  previousOwnerId: crmLeads.previousOwnerId,
  releasedAt: crmLeads.releasedAt
}

export interface LeadRow {
  userId: number
  nickname: string
  avatar: string
  phone: string | null
  registeredAt: Date
  gender: 'male' | 'female' | null
  birthDate: string | null
  city: string | null
  aboutMe: string | null
  leadId: number | null
  source: LeadSource
  storedStage: LeadStage | null
  stageRank: number
  tags: string[] | null
  remark: string | null
  ownerId: number | null
  ownerNickname: string | null
  claimedAt: Date | null
  expiresAt: Date | null
  protectedByContractId: number | null
  lastFollowUpAt: Date | null
  nextFollowUpAt: Date | null
  previousOwnerId: number | null
  releasedAt: Date | null
}

export type LeadOrder = 'pool' | 'claimed' | 'due'

/** The sort key of the today list: the planned follow-up, else the moment it would return to the pool. */
export const dueKeySql = sql<Date>`coalesce(${crmLeads.nextFollowUpAt}, ${crmLeads.expiresAt})`

export interface LeadQuery {
  tenantId: number
  where: (SQL | undefined)[]
  order: LeadOrder
  limit: number
}

/** The query of leads (members with or without a stored lead row) matching `where`, in the list's order. */
export function leadQuery(db: Queryable, q: LeadQuery) {
  const orderBy =
    q.order === 'pool'
      ? [desc(users.id)]
      : q.order === 'claimed'
        ? [desc(crmLeads.claimedAt), desc(users.id)]
        : [asc(dueKeySql), asc(users.id)]
  return db
    .select(leadColumns)
    .from(users)
    .leftJoin(crmLeads, and(eq(crmLeads.tenantId, users.tenantId), eq(crmLeads.userId, users.id)))
    .leftJoin(loveProfiles, and(eq(loveProfiles.tenantId, users.tenantId), eq(loveProfiles.userId, users.id)))
    .leftJoin(owner, and(eq(owner.tenantId, crmLeads.tenantId), eq(owner.id, crmLeads.ownerId)))
    .where(and(isMember(q.tenantId), ...q.where))
    .orderBy(...orderBy)
    .limit(q.limit)
}

export async function selectLeads(db: Queryable, q: LeadQuery): Promise<LeadRow[]> {
  const rows = await leadQuery(db, q)
  return rows.map((r) => ({ ...r, stageRank: Number(r.stageRank) }))
}

export async function selectLead(db: Queryable, tenantId: number, userId: number): Promise<LeadRow | null> {
  const [row] = await selectLeads(db, { tenantId, where: [eq(users.id, userId)], order: 'pool', limit: 1 })
  return row ?? null
}

export function stageWhere(rank: number): SQL {
  return sql`${stageRankSql} = ${rank}`
}

export function tagWhere(tag: string): SQL {
  return sql`${crmLeads.tags} @> ${JSON.stringify([tag])}::jsonb`
}

export function ownersWhere(ids: number[] | null): SQL | undefined {
  return ids === null ? undefined : inArray(crmLeads.ownerId, ids)
}
