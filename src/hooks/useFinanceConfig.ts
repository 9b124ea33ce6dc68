import { useEffect, useState } from 'react'
import type { FinanceConfig } from '@contract/models'
import { useStores } from '@/stores'

/**
 * The tenant's finance config and what it calls the balance and the points. The names fall
 * back to the usual words so a page never shows a blank before the config arrives.
 */
export function useFinanceConfig(enabled: boolean) {
  const { configs } = useStores()
  const [config, setConfig] = useState<FinanceConfig | null>(null)

  useEffect(() => {
    if (!enabled) return
    let alive = true
    configs
      .finance()
      .then((c) => {
        if (alive) setConfig(c)
      })
      .catch(() => undefined)
    return () => {
      alive = false
    }
  }, [enabled, configs])

  return { config, balanceName: config?.balanceName || '余额', creditName: config?.creditName || '积分' }
}
