import { and, eq, gt, inArray, isNotNull, or, type SQL } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { crmLeads, matchmakers, users } from '../../db/schema'
import { forbidden } from '../../lib/errors'
import { covers, scopedStaffIds, type OfficeScope } from '../matchmaker/scope'

export const NOT_MY_CUSTOMER = '该会员不是您名下的客户'

/** A lead that still has its owner at `now`: not expired, or protected by a contract. */
export function liveLead(now: Date): SQL | undefined {
  return and(isNotNull(crmLeads.ownerId), or(gt(crmLeads.expiresAt, now), isNotNull(crmLeads.protectedByContractId)))
}

/** Leads owned by someone the scope covers. */
export function ownedInScope(scope: OfficeScope): SQL | undefined {
  const staffIds = scopedStaffIds(scope)
  return staffIds === null ? isNotNull(crmLeads.ownerId) : inArray(crmLeads.ownerId, staffIds)
}

export interface CustomerLead {
  id: number
  ownerId: number
}

/** The member's lead when they are a customer in the caller's scope; refused otherwise. */
export async function customerInScope(
  db: Queryable,
  scope: OfficeScope,
  userId: number,
  now: Date
): Promise<CustomerLead> {
  const [lead] = await db
    .select({ id: crmLeads.id, ownerId: crmLeads.ownerId })
    .from(crmLeads)
    .where(and(eq(crmLeads.tenantId, scope.tenantId), eq(crmLeads.userId, userId), liveLead(now)))
  if (!lead || lead.ownerId === null || !covers(scope, lead.ownerId)) throw forbidden(NOT_MY_CUSTOMER)
  return { id: lead.id, ownerId: lead.ownerId }
}

/** The member's service matchmaker: the owner of their lead while it is live; null when nobody serves them. */
export async function serviceMatchmakerOf(
  db: Queryable,
  tenantId: number,
  userId: number,
  now: Date
): Promise<number | null> {
  const [lead] = await db
    .select({ ownerId: crmLeads.ownerId })
    .from(crmLeads)
    .where(and(eq(crmLeads.tenantId, tenantId), eq(crmLeads.userId, userId), liveLead(now)))
  return lead?.ownerId ?? null
}

export interface StaffName {
  userId: number
  name: string
  avatar: string
}

/** How staff members are shown: their public matchmaker card when they have one, else their account. */
export async function staffNames(db: Queryable, tenantId: number, userIds: number[]): Promise<Map<number, StaffName>> {
  const result = new Map<number, StaffName>()
  if (userIds.length === 0) return result
  const [accounts, cards] = await Promise.all([
    db
      .select({ id: users.id, nickname: users.nickname, headPic: users.headPic })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), inArray(users.id, userIds))),
    db
      .select({ userId: matchmakers.userId, name: matchmakers.name, avatar: matchmakers.avatar })
      .from(matchmakers)
      .where(and(eq(matchmakers.tenantId, tenantId), inArray(matchmakers.userId, userIds)))
  ])
  for (const a of accounts) result.set(a.id, { userId: a.id, name: a.nickname || `会员${a.id}`, avatar: a.headPic })
  for (const c of cards) {
    if (c.userId === null) continue
    const account = result.get(c.userId)
    result.set(c.userId, { userId: c.userId, name: c.name, avatar: c.avatar || account?.avatar || '' })
  }
  return result
}
