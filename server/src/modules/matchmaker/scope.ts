import { and, eq, inArray, isNotNull } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { matchmakers, stores } from '../../db/schema'
import type { AuthedUser } from '../../lib/route'
import { myStaffRoles } from '../staff/service'

/**
 * Whose office work a staff member sees: an admin the whole tenant, a store manager the matchmakers
 * of the stores they manage (and their own), a matchmaker only their own. Routes admit OFFICE_STAFF;
 * every query of leads, customers, dates, contracts and shares then filters by `staffIds`.
 */
export type OfficeScope =
  | { kind: 'tenant'; tenantId: number; userId: number }
  | { kind: 'store'; tenantId: number; userId: number; storeIds: number[]; staffIds: number[] }
  | { kind: 'own'; tenantId: number; userId: number; staffIds: number[] }

export async function officeScope(db: Queryable, who: AuthedUser): Promise<OfficeScope> {
  const roles = await myStaffRoles(db, who)
  const base = { tenantId: who.tenantId, userId: who.userId }
  if (roles.includes('admin')) return { kind: 'tenant', ...base }
  if (roles.includes('store_manager')) {
    const managed = await db
      .select({ id: stores.id })
      .from(stores)
      .where(and(eq(stores.tenantId, who.tenantId), eq(stores.managerId, who.userId)))
    const storeIds = managed.map((s) => s.id)
    const staff = storeIds.length
      ? await db
          .select({ userId: matchmakers.userId })
          .from(matchmakers)
          .where(
            and(
              eq(matchmakers.tenantId, who.tenantId),
              inArray(matchmakers.storeId, storeIds),
              isNotNull(matchmakers.userId)
            )
          )
      : []
    const staffIds = [...new Set([who.userId, ...staff.map((s) => s.userId as number)])]
    return { kind: 'store', ...base, storeIds, staffIds }
  }
  return { kind: 'own', ...base, staffIds: [who.userId] }
}

/** The staff ids a scope is limited to, or null for the whole tenant. */
export function scopedStaffIds(scope: OfficeScope): number[] | null {
  return scope.kind === 'tenant' ? null : scope.staffIds
}

/** Whether the scope covers work owned by this staff member. */
export function covers(scope: OfficeScope, staffId: number | null): boolean {
  if (scope.kind === 'tenant') return true
  return staffId !== null && scope.staffIds.includes(staffId)
}
