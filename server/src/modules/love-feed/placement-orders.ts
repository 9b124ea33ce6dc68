import { and, desc, eq } from 'drizzle-orm'
import { lovePlacements, users } from '../../db/schema'
import { paidPeriodEnd, type Fulfiller } from '../finance/kernel'
import { placementPauseOf } from './placements'

/**
 * A paid top or boost order adds a placement window that starts when the member's last one of that
 * kind ends, so buying again never wastes paid days. Bought while the member's placements are
 * paused, it counts from the pause, as the clock stands still for them: resuming starts it then.
 */
export function placementFulfiller(kind: 'top' | 'boost'): Fulfiller {
  return {
    async deliver(tx, order, now) {
      // The member's row serialises two purchases of the same member, so windows never overlap.
      await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.tenantId, order.tenantId), eq(users.id, order.userId)))
        .for('no key update')
      const [last] = await tx
        .select({ endsAt: lovePlacements.endsAt })
        .from(lovePlacements)
        .where(
          and(
            eq(lovePlacements.tenantId, order.tenantId),
            eq(lovePlacements.userId, order.userId),
            eq(lovePlacements.kind, kind)
          )
        )
        .orderBy(desc(lovePlacements.endsAt))
        .limit(1)
      const from = (await placementPauseOf(tx, order.tenantId, order.userId)) ?? now
      const startsAt = last && last.endsAt > from ? last.endsAt : from
      await tx.insert(lovePlacements).values({
        tenantId: order.tenantId,
        userId: order.userId,
        kind,
        startsAt,
        endsAt: paidPeriodEnd(order, startsAt)
      })
      return []
    }
  }
}
