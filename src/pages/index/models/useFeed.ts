import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { FeedCard, FeedFilters } from '@contract/love'
import { feedPage } from './feedPage'

/**
 * The recommendation feed for a logged-in member: keyset pages, pull to refresh, reach bottom for
 * more. Changing the filters starts again from the first page.
 */
export function useFeed(enabled: boolean, filters: FeedFilters) {
  const [list, setList] = useState<FeedCard[]>([])
  const [cursor, setCursor] = useState('')
  const [done, setDone] = useState(false)
  const [loaded, setLoaded] = useState(false)
  const loading = useRef(false)
  /** Only the newest request may write the list: an answer for old filters arriving late is dropped. */
  const latest = useRef(0)

  const load = useCallback(
    async (from: string) => {
      // A first page always goes ahead (new filters); only "more" waits for the page in flight.
      if (loading.current && from !== '') return
      const mine = ++latest.current
      loading.current = true
      try {
        const page = await feedPage(filters, from)
        if (mine !== latest.current) return
        setList((prev) => (from === '' ? page.list : [...prev, ...page.list]))
        setCursor(page.nextCursor)
        setDone(page.nextCursor === '')
        setLoaded(true)
      } finally {
        if (mine === latest.current) loading.current = false
      }
    },
    [filters]
  )

  useEffect(() => {
    if (enabled) load('').catch(() => undefined)
    else {
      setList([])
      setLoaded(false)
    }
  }, [enabled, load])

  usePullDownRefresh(() => {
    if (!enabled) return void Taro.stopPullDownRefresh()
    load('')
      .catch(() => undefined)
      .finally(() => Taro.stopPullDownRefresh())
  })

  useReachBottom(() => {
    if (enabled && !done && cursor) load(cursor).catch(() => undefined)
  })

  const refresh = useCallback(() => {
    if (enabled) load('').catch(() => undefined)
  }, [enabled, load])

  return { list, done, loaded, refresh }
}
