import { useCallback, useEffect, useRef, useState } from 'react'
import type { LoveGift } from '@contract/love-gift'
import { getGiftList } from '@/api/loveGift'

/** The gifts on sale and my points, read afresh each time the sheet opens (prices and points change). */
export function useGiftCatalogue(enabled: boolean) {
  const [gifts, setGifts] = useState<LoveGift[]>([])
  const [myPoints, setMyPoints] = useState(0)
  const [loaded, setLoaded] = useState(false)
  const [failed, setFailed] = useState(false)
  // An answer for a sheet already closed or reopened is dropped.
  const latest = useRef(0)

  const load = useCallback(async () => {
    const ticket = ++latest.current
    try {
      const res = await getGiftList()
      if (ticket !== latest.current) return
      setGifts(res.list)
      setMyPoints(res.myPoints)
      setFailed(false)
    } catch {
      // The request layer has already said why; the sheet offers a retry.
      if (ticket === latest.current) setFailed(true)
    } finally {
      if (ticket === latest.current) setLoaded(true)
    }
  }, [])

  useEffect(() => {
    if (!enabled) {
      latest.current += 1
      return
    }
    setLoaded(false)
    setFailed(false)
    void load()
  }, [enabled, load])

  return { gifts, myPoints, loaded, failed, reload: load }
}
