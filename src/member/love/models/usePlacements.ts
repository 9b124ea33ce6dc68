import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { useCallback, useEffect, useState } from 'react'
import type { Placement } from '@contract/love'
import { getMyPlacements } from '@/api/loveFeed'

/** My top placements and boosts, latest ending first; pull to refresh. */
export function usePlacements(enabled: boolean) {
  const [list, setList] = useState<Placement[]>([])
  const [loaded, setLoaded] = useState(false)
  const [failed, setFailed] = useState(false)

  const load = useCallback(async () => {
    try {
      setList(await getMyPlacements())
      setFailed(false)
    } catch {
      // The request layer has already told the member why; the page offers a retry.
      setFailed(true)
    } finally {
      setLoaded(true)
    }
  }, [])

  useEffect(() => {
    if (enabled) void load()
  }, [enabled, load])

  usePullDownRefresh(() => {
    if (!enabled) return void Taro.stopPullDownRefresh()
    void load().finally(() => Taro.stopPullDownRefresh())
  })

  return { list, loaded, failed, reload: () => void load() }
}
