import type { Fulfiller } from '../finance/kernel'
import { extendVip } from '../user/service'

/** A paid VIP order extends the member's VIP by the days and at the level it bought. */
export const vipFulfiller: Fulfiller = {
  async deliver(tx, order, now) {
    await extendVip(tx, order.tenantId, order.userId, { vipType: order.vipType, days: order.days }, now)
    return []
  }
}
