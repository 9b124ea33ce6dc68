import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { useCallback, useEffect, useState } from 'react'
import type { CashoutAllowance } from '@contract/finance'
import { getCouldCashutAmount } from '@/api/finance'

/** What the member may withdraw now and under which rules; pull down to ask again. */
export function useCashoutAllowance(enabled: boolean) {
  const [allowance, setAllowance] = useState<CashoutAllowance | null>(null)
  const [failed, setFailed] = useState(false)

  const load = useCallback(async () => {
    try {
      setAllowance(await getCouldCashutAmount())
      setFailed(false)
    } catch {
      setFailed(true)
    }
  }, [])

  useEffect(() => {
    if (enabled) void load()
  }, [enabled, load])

  usePullDownRefresh(() => {
    if (!enabled) return void Taro.stopPullDownRefresh()
    void load().finally(() => Taro.stopPullDownRefresh())
  })

  return { allowance, failed, reload: () => void load() }
}
