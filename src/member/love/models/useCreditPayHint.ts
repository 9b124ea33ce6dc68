import { pointsMayPay, type ProductKind } from '@contract/finance'
import { useFinanceConfig } from '@/hooks/useFinanceConfig'

/** '可用积分抵扣' when the tenant lets points pay for this kind (the cashier offers it); '' otherwise. */
export function useCreditPayHint(kind: ProductKind): string {
  // Without the config the hint is simply left out; paying works the same.
  const { config, creditName } = useFinanceConfig(true)
  return config && pointsMayPay(kind, config) ? `可用${creditName}抵扣` : ''
}
