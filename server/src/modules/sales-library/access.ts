import type { Queryable } from '../../db/client'
import { holdsAny, OFFICE_STAFF } from '@contract/staff'
import { forbidden, notFound } from '../../lib/errors'
import type { AuthedUser } from '../../lib/route'
import { serviceMatchmakerOf } from '../customer/customers'
import { covers, officeScope } from '../matchmaker/scope'
import { myStaffRoles } from '../staff/service'

export const NOT_YOUR_LIBRARY = '只有红娘本人、其门店和Ta的客户可以查看缘分库'

/** Whose library a reader opens and what they may do there. */
export interface LibraryAccess {
  /** null: a member without a service matchmaker has no library to read. */
  matchmakerId: number | null
  canEdit: boolean
  /** A customer reading their own matchmaker's library: they may ask for a meeting. */
  isCustomer: boolean
}

async function isOfficeStaff(db: Queryable, tenantId: number, userId: number): Promise<boolean> {
  return holdsAny(await myStaffRoles(db, { tenantId, userId }), OFFICE_STAFF)
}

/**
 * A library is read by its matchmaker, by staff whose office scope covers them (their store manager,
 * an admin) and by their customers. Without `mid`, staff open their own and a member their service
 * matchmaker's. Only the matchmaker curates it.
 */
export async function libraryAccess(
  db: Queryable,
  who: AuthedUser,
  mid: number | undefined,
  now: Date
): Promise<LibraryAccess> {
  const staff = await isOfficeStaff(db, who.tenantId, who.userId)
  if (mid === undefined || mid === who.userId) {
    if (staff) return { matchmakerId: who.userId, canEdit: true, isCustomer: false }
    if (mid === who.userId) throw forbidden(NOT_YOUR_LIBRARY)
    const mine = await serviceMatchmakerOf(db, who.tenantId, who.userId, now)
    return { matchmakerId: mine, canEdit: false, isCustomer: mine !== null }
  }
  if (!(await isOfficeStaff(db, who.tenantId, mid))) throw notFound('该红娘不存在')
  if ((await serviceMatchmakerOf(db, who.tenantId, who.userId, now)) === mid) {
    return { matchmakerId: mid, canEdit: false, isCustomer: true }
  }
  if (staff && covers(await officeScope(db, who), mid)) return { matchmakerId: mid, canEdit: false, isCustomer: false }
  throw forbidden(NOT_YOUR_LIBRARY)
}
