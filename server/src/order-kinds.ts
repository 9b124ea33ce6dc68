import { ORDER_KINDS, type OrderKind } from '@contract/finance'
import { eventFeeFulfiller } from './modules/active/signup-fees'
import { contractFeeFulfiller } from './modules/contract/fees'
import { registerCommission, registerFulfiller, type Fulfiller } from './modules/finance/kernel'
import { creditFulfiller } from './modules/gift/credit-orders'
import { placementFulfiller } from './modules/love-feed/placement-orders'
import { customFulfiller, lineFulfiller } from './modules/love-line/orders'
import { officeShareCommission } from './modules/matchmaker/shares'
import { vipFulfiller } from './modules/love/vip-orders'

/** Every kind of order and the module that delivers it: the compiler refuses a kind left out. */
const FULFILLERS: Record<OrderKind, Fulfiller> = {
  vip: vipFulfiller,
  top: placementFulfiller('top'),
  boost: placementFulfiller('boost'),
  line: lineFulfiller,
  custom: customFulfiller,
  credit: creditFulfiller,
  event: eventFeeFulfiller,
  contract: contractFeeFulfiller
}

/**
 * Everything that can be bought, and everyone who earns on it, told to the finance kernel: the one
 * place that knows both sides, as app.ts knows every route. A new order kind is a fulfiller in its
 * own module and a line above. Safe to call again (a test process builds many apps).
 */
export function registerOrderKinds(): void {
  for (const kind of ORDER_KINDS) registerFulfiller(kind, FULFILLERS[kind])
  registerCommission('office-shares', officeShareCommission)
}
