import { and, eq, gt, inArray, isNotNull, or, type SQL } from 'drizzle-orm'
import type { OfficeMember } from '@contract/appointment'
import type { Queryable } from '../../db/client'
import { crmLeads, dates, loveProfiles, matchmakers, meetingRequests, tenants, users } from '../../db/schema'
import { dayText } from '../../lib/tenant-time'
import { ageOf } from '../love-profile/rules'
import { covers, scopedStaffIds, type OfficeScope } from '../matchmaker/scope'

export type MeetingRow = typeof meetingRequests.$inferSelect
export type DateRow = typeof dates.$inferSelect

/**
 * A lead row that still makes its member someone's customer: owned and not expired, or protected
 * by a contract (the pool rules of issue 15, read from stored times).
 */
export const liveLead = (now: Date): SQL =>
  and(isNotNull(crmLeads.ownerId), or(gt(crmLeads.expiresAt, now), isNotNull(crmLeads.protectedByContractId)))!

/** Members who are customers of these staff (of anyone when null). */
export function customersOf(db: Queryable, tenantId: number, staffIds: number[] | null, now: Date) {
  return db
    .select({ userId: crmLeads.userId })
    .from(crmLeads)
    .where(
      and(eq(crmLeads.tenantId, tenantId), liveLead(now), staffIds ? inArray(crmLeads.ownerId, staffIds) : undefined)
    )
}

/** The member's service matchmaker: the owner of their live lead, or null. */
export async function serviceMatchmakerOf(
  db: Queryable,
  tenantId: number,
  userId: number,
  now: Date
): Promise<number | null> {
  const [row] = await db
    .select({ ownerId: crmLeads.ownerId })
    .from(crmLeads)
    .where(and(eq(crmLeads.tenantId, tenantId), eq(crmLeads.userId, userId), liveLead(now)))
  return row?.ownerId ?? null
}

/** The service matchmakers of these members, by member (those with none left out). */
export async function serviceMatchmakersOf(
  db: Queryable,
  tenantId: number,
  userIds: number[],
  now: Date
): Promise<Map<number, number>> {
  if (!userIds.length) return new Map()
  const rows = await db
    .select({ userId: crmLeads.userId, ownerId: crmLeads.ownerId })
    .from(crmLeads)
    .where(and(eq(crmLeads.tenantId, tenantId), inArray(crmLeads.userId, [...new Set(userIds)]), liveLead(now)))
  return new Map(rows.flatMap((r) => (r.ownerId === null ? [] : [[r.userId, r.ownerId] as const])))
}

/**
 * Whether the scope serves this member through her own matchmaker: it may answer for her, and dates
 * it arranges with her need no one else's consent. Unlike coversCustomer, an admin does not serve a
 * member nobody serves.
 */
export async function servesMember(db: Queryable, scope: OfficeScope, userId: number, now: Date): Promise<boolean> {
  const owner = await serviceMatchmakerOf(db, scope.tenantId, userId, now)
  return owner !== null && covers(scope, owner)
}

/** Whether the scope covers this member as a customer: an admin covers every member. */
export async function coversCustomer(db: Queryable, scope: OfficeScope, userId: number, now: Date): Promise<boolean> {
  const staffIds = scopedStaffIds(scope)
  if (!staffIds) return true
  const owner = await serviceMatchmakerOf(db, scope.tenantId, userId, now)
  return owner !== null && staffIds.includes(owner)
}

/** Requests a scope may see and act on: the ones its staff handle, and those of their customers. */
export function meetingsInScope(db: Queryable, scope: OfficeScope, now: Date): SQL | undefined {
  const staffIds = scopedStaffIds(scope)
  if (!staffIds) return undefined
  return or(
    inArray(meetingRequests.matchmakerId, staffIds),
    inArray(meetingRequests.customerId, customersOf(db, scope.tenantId, staffIds, now))
  )
}

export function datesInScope(db: Queryable, scope: OfficeScope, now: Date): SQL | undefined {
  const staffIds = scopedStaffIds(scope)
  if (!staffIds) return undefined
  return or(
    inArray(dates.matchmakerId, staffIds),
    inArray(dates.customerId, customersOf(db, scope.tenantId, staffIds, now))
  )
}

/** Dates whose invited member the scope's staff serve: they see them and answer while pending. */
export function partnerDatesInScope(db: Queryable, scope: OfficeScope, now: Date): SQL | undefined {
  const staffIds = scopedStaffIds(scope)
  if (!staffIds) return undefined
  return inArray(dates.partnerId, customersOf(db, scope.tenantId, staffIds, now))
}

export const UNKNOWN_MEMBER: OfficeMember = {
  userId: 0,
  nickname: '会员',
  avatar: '',
  gender: null,
  age: null,
  city: ''
}

/**
 * Members as the office lists them, by id. Ages are counted on the day in the tenant's city, whose
 * zone the same query reads: none of the many views built on this has to carry it.
 */
export async function officeMembers(
  db: Queryable,
  tenantId: number,
  ids: number[]
): Promise<Map<number, OfficeMember>> {
  if (!ids.length) return new Map()
  const rows = await db
    .select({
      id: users.id,
      nickname: users.nickname,
      headPic: users.headPic,
      gender: loveProfiles.gender,
      birthDate: loveProfiles.birthDate,
      hideAge: loveProfiles.hideAge,
      city: loveProfiles.residenceCity,
      timeZone: tenants.timeZone
    })
    .from(users)
    .innerJoin(tenants, eq(tenants.tenantId, users.tenantId))
    .leftJoin(loveProfiles, and(eq(loveProfiles.tenantId, users.tenantId), eq(loveProfiles.userId, users.id)))
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, [...new Set(ids)])))
  const today = rows.length ? dayText(new Date(), rows[0].timeZone) : ''
  return new Map(
    rows.map((r) => [
      r.id,
      {
        userId: r.id,
        nickname: r.nickname || '会员',
        avatar: r.headPic,
        gender: r.gender,
        age: r.birthDate && !r.hideAge ? ageOf(r.birthDate, today) : null,
        city: r.city ?? ''
      }
    ])
  )
}

/** Staff names as members know them: their public matchmaker card's name, else their nickname. */
export async function staffNames(db: Queryable, tenantId: number, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map()
  const unique = [...new Set(ids)]
  const [people, cards] = await Promise.all([
    db
      .select({ id: users.id, nickname: users.nickname })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), inArray(users.id, unique))),
    db
      .select({ userId: matchmakers.userId, name: matchmakers.name })
      .from(matchmakers)
      .where(and(eq(matchmakers.tenantId, tenantId), inArray(matchmakers.userId, unique)))
  ])
  const names = new Map(people.map((p) => [p.id, p.nickname || '红娘']))
  for (const c of cards) if (c.userId !== null && c.name) names.set(c.userId, c.name)
  return names
}

/** An active member of this tenant, or undefined. */
export async function activeMember(db: Queryable, tenantId: number, userId: number) {
  const [row] = await db
    .select({ id: users.id, nickname: users.nickname })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId), eq(users.status, 'active')))
  return row
}
