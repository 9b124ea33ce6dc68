import { and, eq } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { users } from '../../db/schema'
import { paidPeriodEnd, type Fulfiller, type OrderRow } from '../finance/kernel'
import { isVip } from './repository'

/**
 * A paid VIP order extends the member's VIP from where it ends now (a new period never wastes paid
 * days), at the higher of the two levels while the old one still runs.
 */
async function extendVip(tx: Tx, order: OrderRow, now: Date): Promise<void> {
  const [user] = await tx
    .select({ vipType: users.vipType, vipExpiresAt: users.vipExpiresAt })
    .from(users)
    .where(and(eq(users.tenantId, order.tenantId), eq(users.id, order.userId)))
    .for('no key update')
  const active = isVip(user, now)
  await tx
    .update(users)
    .set({
      vipType: active ? Math.max(user.vipType, order.vipType) : order.vipType,
      vipExpiresAt: paidPeriodEnd(order, active ? user.vipExpiresAt! : now)
    })
    .where(and(eq(users.tenantId, order.tenantId), eq(users.id, order.userId)))
}

export const vipFulfiller: Fulfiller = {
  async deliver(tx, order, now) {
    await extendVip(tx, order, now)
    return []
  }
}
