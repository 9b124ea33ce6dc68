import { useEffect, useState } from 'react'
import { useStores } from '../../stores'

/** What the tenant calls the wallet balance (finOrder config), e.g. 余额 or 钱包. */
export function useBalanceName(enabled: boolean): string {
  const { configs } = useStores()
  const [name, setName] = useState('余额')
  useEffect(() => {
    if (!enabled) return
    let alive = true
    configs
      .finance()
      .then((c) => {
        if (alive && c.balanceName) setName(c.balanceName)
      })
      .catch(() => undefined)
    return () => {
      alive = false
    }
  }, [enabled, configs])
  return name
}
