import { useEffect, useState } from 'react'
import { PRODUCT_KIND_LABELS, type ProductKind } from '../../../../types/finance'
import { useStores } from '../../../stores'

/** '可用积分抵扣' when the tenant lets points pay for this kind (the cashier offers it); '' otherwise. */
export function useCreditPayHint(kind: ProductKind): string {
  const { configs } = useStores()
  const [hint, setHint] = useState('')
  useEffect(() => {
    let alive = true
    configs
      .finance()
      .then((c) => {
        if (alive && c.creditBalanceRatio > 0 && c.creditFinanceItems.includes(PRODUCT_KIND_LABELS[kind])) {
          setHint(`可用${c.creditName || '积分'}抵扣`)
        }
      })
      // Without the config the hint is simply left out; paying works the same.
      .catch(() => undefined)
    return () => {
      alive = false
    }
  }, [configs, kind])
  return hint
}
