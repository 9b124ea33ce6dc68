import { useDidShow } from '@tarojs/taro'
import { useCallback, useEffect, useState } from 'react'

/**
 * Data a page shows about the member (wallet, credits, placements, services): fetched once the page
 * may load it, and again whenever the member comes back to the page, e.g. from the cashier, so
 * what they just bought is there. Pass a stable fetcher (an api function).
 */
export function useShownData<T>(fetch: () => Promise<T>, enabled: boolean) {
  const [data, setData] = useState<T | null>(null)
  const [failed, setFailed] = useState(false)

  const load = useCallback(async () => {
    try {
      setData(await fetch())
      setFailed(false)
    } catch {
      // The request layer has already told the member why; the page offers a retry.
      setFailed(true)
    }
  }, [fetch])

  useEffect(() => {
    if (enabled) void load()
  }, [enabled, load])

  // The first show opens the gate (and so loads above); only later shows are returns.
  useDidShow(() => {
    if (enabled) void load()
  })

  return { data, failed, reload: load }
}
