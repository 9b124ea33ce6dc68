import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react'
import type { PageReq } from '../../../../types/api'
import type { Paged } from '../../../../types/models'

const PAGE_SIZE = 20

export interface PagedListOptions<T> {
  /** Nothing is asked for until this is true (e.g. until the staff role is confirmed). */
  enabled: boolean
  /** Rows the server sends that the page does not show; they still count for paging. */
  keep?: (item: T) => boolean
}

/** Keeps the first of each id: a reloaded page repeats items already seen. */
function merge<T extends { id: number }>(shown: T[], more: T[]): T[] {
  const ids = new Set(shown.map((i) => i.id))
  return [...shown, ...more.filter((i) => !ids.has(i.id))]
}

/**
 * A staff list read page by page: starts afresh when `deps` change, pull to refresh, reach bottom
 * for more. Items dropped (decided) have left the server's list too.
 */
export function usePagedList<T extends { id: number }>(
  fetcher: (page: PageReq) => Promise<Paged<T>>,
  deps: DependencyList,
  { enabled, keep }: PagedListOptions<T>
) {
  const [list, setList] = useState<T[]>([])
  // Ids of rows `keep` hid: they still tell where the next page starts.
  const [hidden, setHidden] = useState<number[]>([])
  const [total, setTotal] = useState(0)
  const [loading, setLoading] = useState(false)
  const [loaded, setLoaded] = useState(false)
  // Answers for a tab the staff member has already left are dropped.
  const latest = useRef(0)
  // The newest fetcher and filter, so loading restarts on `deps` alone, not on every render.
  const source = useRef({ fetcher, keep })
  source.current = { fetcher, keep }

  const load = useCallback(
    // `seen` rows have come from the server already; 0 starts afresh.
    async (seen: number) => {
      const ticket = ++latest.current
      setLoading(true)
      // Decided items left the server's list, so its pages moved up: ask again from the page
      // where the first unseen row now sits, and drop the ones already seen.
      const pageNum = Math.floor(seen / PAGE_SIZE) + 1
      try {
        const { fetcher: fetchPage, keep: shows = () => true } = source.current
        const res = await fetchPage({ pageNum, pageSize: PAGE_SIZE })
        if (ticket !== latest.current) return
        const skipped = res.list.filter((i) => !shows(i)).map((i) => i.id)
        setList((prev) => merge(seen === 0 ? [] : prev, res.list.filter(shows)))
        setHidden((prev) => (seen === 0 ? skipped : Array.from(new Set([...prev, ...skipped]))))
        setTotal(res.total)
      } finally {
        if (ticket === latest.current) {
          setLoading(false)
          setLoaded(true)
        }
      }
    },
    // The caller's deps say when the fetcher starts asking for something else.
    deps
  )

  useEffect(() => {
    if (!enabled) return
    setList([])
    setHidden([])
    setTotal(0)
    setLoaded(false)
    load(0).catch(() => undefined)
  }, [enabled, load])

  const seen = list.length + hidden.length

  usePullDownRefresh(() => {
    if (!enabled) return void Taro.stopPullDownRefresh()
    load(0)
      .catch(() => undefined)
      .finally(() => Taro.stopPullDownRefresh())
  })

  useReachBottom(() => {
    if (enabled && !loading && seen < total) load(seen).catch(() => undefined)
  })

  /** Takes a decided item off the list. */
  const drop = (id: number) => {
    setList((prev) => prev.filter((i) => i.id !== id))
    setTotal((n) => Math.max(0, n - 1))
  }

  return { list, loading, loaded, hasMore: seen < total, drop }
}
