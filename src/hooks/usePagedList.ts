import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react'
import type { PageReq } from '@contract/api'
import type { Paged } from '@contract/models'

const PAGE_SIZE = 20

type Key = number | string

export interface PagedListOptions<T> {
  /** Nothing is asked for until this is true (e.g. until login or the staff role is confirmed). */
  enabled: boolean
  /** Rows the server sends that the page does not show; they still count for paging. */
  keep?: (item: T) => boolean
  /** What tells two rows apart; `id` unless the rows have none. */
  keyOf?: (item: T) => Key
  /**
   * Off when the page's own pull-down reloads everything on it (and calls `reload` for this
   * list): one pull should ask once, and the page knows when all of it has arrived.
   */
  pullDown?: boolean
}

const byId = (item: unknown): Key => (item as { id: number }).id

/** Keeps the first of each key: a reloaded page repeats items already seen. */
function merge<T>(shown: T[], more: T[], keyOf: (item: T) => Key): T[] {
  const keys = new Set(shown.map(keyOf))
  return [...shown, ...more.filter((i) => !keys.has(keyOf(i)))]
}

/**
 * A list read page by page (20 at a time): starts afresh when `deps` change, pull to refresh,
 * reach bottom for more. An item dropped (decided by staff) has left the server's list too.
 */
export function usePagedList<T>(
  fetcher: (page: PageReq) => Promise<Paged<T>>,
  deps: DependencyList,
  { enabled, keep, keyOf = byId, pullDown = true }: PagedListOptions<T>
) {
  const [list, setList] = useState<T[]>([])
  // Keys of rows `keep` hid: they still tell where the next page starts.
  const [hidden, setHidden] = useState<Key[]>([])
  const [total, setTotal] = useState(0)
  const [loading, setLoading] = useState(false)
  const [loaded, setLoaded] = useState(false)
  // The request layer has already told the member why; the page decides how to offer a retry.
  const [failed, setFailed] = useState(false)
  // An answer for a load something newer replaced (another tab, a pull-down, a retry) is dropped.
  const latest = useRef(0)
  // Read synchronously: two reach-bottom events before the next render must not ask for one page twice.
  const busy = useRef(false)
  // The newest fetcher and filter, so loading restarts on `deps` alone, not on every render.
  const source = useRef({ fetcher, keep, keyOf })
  source.current = { fetcher, keep, keyOf }

  const load = useCallback(
    // `seen` rows have come from the server already; 0 starts afresh. Never rejects.
    async (seen: number) => {
      const ticket = ++latest.current
      busy.current = true
      setLoading(true)
      // Decided items left the server's list, so its pages moved up: ask again from the page
      // where the first unseen row now sits, and drop the ones already seen.
      const pageNum = Math.floor(seen / PAGE_SIZE) + 1
      try {
        const { fetcher: fetchPage, keep: shows = () => true, keyOf: key } = source.current
        const res = await fetchPage({ pageNum, pageSize: PAGE_SIZE })
        if (ticket !== latest.current) return
        const skipped = res.list.filter((i) => !shows(i)).map(key)
        setList((prev) => merge(seen === 0 ? [] : prev, res.list.filter(shows), key))
        setHidden((prev) => (seen === 0 ? skipped : Array.from(new Set([...prev, ...skipped]))))
        setTotal(res.total)
        setFailed(false)
      } catch {
        // What is shown stays: a failed next page is asked for again at the bottom, a failed
        // first page by `reload`.
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
    setHidden([])
    setTotal(0)
    setLoaded(false)
    setFailed(false)
    void load(0)
  }, [enabled, load])

  /**
   * Starts again from the first page (a retry, or after a change that moves the list); what is
   * shown stays until the fresh page replaces it. Settles once that page has arrived or failed.
   */
  const reload = useCallback((): Promise<void> => (enabled ? load(0) : Promise.resolve()), [enabled, load])

  const seen = list.length + hidden.length

  usePullDownRefresh(() => {
    if (!pullDown) return
    if (!enabled) return void Taro.stopPullDownRefresh()
    void load(0).finally(() => Taro.stopPullDownRefresh())
  })

  useReachBottom(() => {
    if (enabled && !busy.current && seen < total) void load(seen)
  })

  /** Takes a decided item off the list. */
  const drop = (key: Key) => {
    setList((prev) => prev.filter((i) => source.current.keyOf(i) !== key))
    setTotal((n) => Math.max(0, n - 1))
  }

  return { list, loading, loaded, failed, hasMore: seen < total, reload, drop }
}
