import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react'
import type { CursorPage, CursorReq } from '@contract/love'

const PAGE_SIZE = 20

/**
 * A list read by cursor (keyset paging), 20 at a time: starts afresh when `deps` change, pull to
 * refresh, reach bottom for the next cursor. The cursor-paged twin of usePagedList, with the same
 * answer, so a staff queue uses either with useDecide.
 */
export function useCursorList<T extends { id: number }>(
  fetcher: (req: CursorReq) => Promise<CursorPage<T>>,
  deps: DependencyList,
  { enabled }: { enabled: boolean }
) {
  const [list, setList] = useState<T[]>([])
  const [cursor, setCursor] = useState('')
  const [loading, setLoading] = useState(false)
  const [loaded, setLoaded] = useState(false)
  const [failed, setFailed] = useState(false)
  // An answer for a load something newer replaced (another tab, a pull-down) is dropped.
  const latest = useRef(0)
  // Read synchronously: two reach-bottom events before the next render must not ask twice.
  const busy = useRef(false)
  const source = useRef(fetcher)
  source.current = fetcher

  const load = useCallback(
    async (from: string) => {
      const ticket = ++latest.current
      busy.current = true
      setLoading(true)
      try {
        const page = await source.current({ cursor: from, pageSize: PAGE_SIZE })
        if (ticket !== latest.current) return
        setList((prev) => {
          if (from === '') return page.list
          const shown = new Set(prev.map((i) => i.id))
          return [...prev, ...page.list.filter((i) => !shown.has(i.id))]
        })
        setCursor(page.nextCursor)
        setFailed(false)
      } catch {
        // The request layer has said why; a failed next page is asked again at the bottom.
        if (ticket === latest.current) setFailed(true)
      } finally {
        if (ticket === latest.current) {
          busy.current = false
          setLoading(false)
          setLoaded(true)
        }
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps, react-hooks/use-memo -- the caller's deps say when the fetcher starts asking for something else
    deps
  )

  useEffect(() => {
    if (!enabled) return
    setList([])
    setCursor('')
    setLoaded(false)
    setFailed(false)
    void load('')
  }, [enabled, load])

  const reload = useCallback((): Promise<void> => (enabled ? load('') : Promise.resolve()), [enabled, load])

  usePullDownRefresh(() => {
    if (!enabled) return void Taro.stopPullDownRefresh()
    void load('').finally(() => Taro.stopPullDownRefresh())
  })

  useReachBottom(() => {
    if (enabled && !busy.current && cursor) void load(cursor)
  })

  /** Takes a decided item off the list. */
  const drop = (id: number) => setList((prev) => prev.filter((i) => i.id !== id))

  return { list, loading, loaded, failed, hasMore: cursor !== '', reload, drop }
}
