import { DAY_MS } from '@contract/time'
import type { Queryable } from '../../db/client'
import type { AuthedUser } from '../../lib/route'
import { serviceMatchmakerOf } from '../matchmaker/customers'
import { bindPromoter, findUserById } from '../user/service'
import { rulesInForce } from './rules'

/**
 * Binds a member to the promoter whose link or poster brought her: never to herself, to someone
 * unknown or disabled, or to her own service matchmaker; never away from a promoter whose binding
 * still lasts (no snatching), though one that ran out under the tenant's binding days may be replaced.
 */
export async function bindToPromoter(
  db: Queryable,
  who: AuthedUser,
  promoterId: number,
  now = new Date()
): Promise<boolean> {
  if (promoterId === who.userId) return false
  const promoter = await findUserById(db, who.tenantId, promoterId)
  if (!promoter || promoter.status !== 'active') return false
  if ((await serviceMatchmakerOf(db, who.tenantId, who.userId, now)) === promoterId) return false
  const { rules } = await rulesInForce(db, who.tenantId)
  const lapsedBefore = rules.bindingDays > 0 ? new Date(now.getTime() - rules.bindingDays * DAY_MS) : undefined
  return bindPromoter(db, who.tenantId, who.userId, promoterId, lapsedBefore)
}
