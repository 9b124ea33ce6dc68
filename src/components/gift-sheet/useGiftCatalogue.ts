import { useCallback, useEffect, useState } from 'react'
import type { LoveGift } from '@contract/love-gift'
import { getGiftList } from '@/api/loveGift'
import { useListLoader } from '@/hooks/useListLoader'

/** The gifts on sale and my points, read afresh each time the sheet opens (prices and points change). */
export function useGiftCatalogue(enabled: boolean) {
  const [gifts, setGifts] = useState<LoveGift[]>([])
  const [myPoints, setMyPoints] = useState(0)
  // An answer for a sheet reopened since is dropped.
  const { run, restart, loaded, failed } = useListLoader()

  const load = useCallback(
    () =>
      run(
        () => getGiftList(),
        (res) => {
          setGifts(res.list)
          setMyPoints(res.myPoints)
        }
      ),
    [run]
  )

  useEffect(() => {
    if (!enabled) return
    restart()
    void load()
  }, [enabled, load, restart])

  return { gifts, myPoints, loaded, failed, reload: load }
}
