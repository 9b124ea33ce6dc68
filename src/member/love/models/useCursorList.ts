import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { useCallback, useLayoutEffect, useRef, useState } from 'react'
import type { CursorPage, CursorReq } from '@contract/love'

export type PageFetcher<T> = (req: CursorReq) => Promise<CursorPage<T>>

const PAGE_SIZE = 20

/**
 * A keyset-paged list: the first page when enabled or when the fetcher changes (a tab switch),
 * pull to refresh, reach bottom for the next cursor. Pass a stable fetcher (module-level function).
 */
export function useCursorList<T>(fetchPage: PageFetcher<T>, enabled: boolean) {
  const [list, setList] = useState<T[]>([])
  const [cursor, setCursor] = useState('')
  const [loading, setLoading] = useState(false)
  const [loaded, setLoaded] = useState(false)
  const [failed, setFailed] = useState(false)
  // Answers to a request that a newer one (refresh, tab switch) replaced are dropped.
  const latest = useRef(0)
  // Read synchronously so two reach-bottom events in a row don't fetch the same cursor twice.
  const busy = useRef(false)

  const load = useCallback(
    async (from: string) => {
      const ticket = ++latest.current
      busy.current = true
      setLoading(true)
      try {
        const page = await fetchPage({ cursor: from, pageSize: PAGE_SIZE })
        if (ticket !== latest.current) return
        setList((prev) => (from === '' ? page.list : [...prev, ...page.list]))
        setCursor(page.nextCursor)
        setFailed(false)
      } catch {
        // The request layer has already told the member why; the page offers a retry.
        if (ticket === latest.current) setFailed(true)
      } finally {
        if (ticket === latest.current) {
          busy.current = false
          setLoading(false)
          setLoaded(true)
        }
      }
    },
    [fetchPage]
  )

  // Before paint, so a tab switch never shows the other tab's rows for a frame.
  useLayoutEffect(() => {
    if (!enabled) return
    setList([])
    setCursor('')
    setLoaded(false)
    setFailed(false)
    void load('')
  }, [enabled, load])

  usePullDownRefresh(() => {
    if (!enabled) return void Taro.stopPullDownRefresh()
    void load('').finally(() => Taro.stopPullDownRefresh())
  })

  useReachBottom(() => {
    if (enabled && !busy.current && cursor) void load(cursor)
  })

  const reload = useCallback(() => void load(''), [load])

  const removeWhere = useCallback(
    (match: (item: T) => boolean) => {
      const rest = list.filter((item) => !match(item))
      setList(rest)
      // Emptied by hand while the server still holds more: start over rather than show "nothing here".
      if (rest.length === 0 && cursor) {
        setLoaded(false)
        void load('')
      }
    },
    [list, cursor, load]
  )

  return { list, loading, loaded, failed, hasMore: cursor !== '', reload, removeWhere }
}
