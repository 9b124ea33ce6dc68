import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react'
import type { PageReq } from '@contract/api'
import type { Paged } from '@contract/models'
import { byId, mergeNew, useListLoader, useListPaging, type ListKey } from './useListLoader'

const PAGE_SIZE = 20

export interface PagedListOptions<T> {
  /** Nothing is asked for until this is true (e.g. until login or the staff role is confirmed). */
  enabled: boolean
  /** Rows the server sends that the page does not show; they still count for paging. */
  keep?: (item: T) => boolean
  /** What tells two rows apart; `id` unless the rows have none. */
  keyOf?: (item: T) => ListKey
  /**
   * Off when the page's own pull-down reloads everything on it (and calls `reload` for this
   * list): one pull should ask once, and the page knows when all of it has arrived.
   */
  pullDown?: boolean
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
  const [hidden, setHidden] = useState<ListKey[]>([])
  const [total, setTotal] = useState(0)
  const { run, restart, busy, ...state } = useListLoader()
  // The newest fetcher and filter, so loading restarts on `deps` alone, not on every render.
  const source = useRef({ fetcher, keep, keyOf })
  source.current = { fetcher, keep, keyOf }

  const load = useCallback(
    // `seen` rows have come from the server already; 0 starts afresh. Never rejects.
    (seen: number) => {
      // Decided items left the server's list, so its pages moved up: ask again from the page
      // where the first unseen row now sits, and drop the ones already seen.
      const pageNum = Math.floor(seen / PAGE_SIZE) + 1
      const { fetcher: fetchPage, keep: shows = () => true, keyOf: key } = source.current
      return run(
        () => fetchPage({ pageNum, pageSize: PAGE_SIZE }),
        (res) => {
          const skipped = res.list.filter((i) => !shows(i)).map(key)
          setList((prev) => mergeNew(seen === 0 ? [] : prev, res.list.filter(shows), key))
          setHidden((prev) => (seen === 0 ? skipped : Array.from(new Set([...prev, ...skipped]))))
          setTotal(res.total)
        }
      )
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps, react-hooks/use-memo -- the caller's deps say when the fetcher starts asking for something else
    deps
  )

  useEffect(() => {
    if (!enabled) return
    setList([])
    setHidden([])
    setTotal(0)
    restart()
    void load(0)
  }, [enabled, load, restart])

  /**
   * Starts again from the first page (a retry, or after a change that moves the list); what is
   * shown stays until the fresh page replaces it. Settles once that page has arrived or failed.
   */
  const reload = useCallback((): Promise<void> => (enabled ? load(0) : Promise.resolve()), [enabled, load])

  const seen = list.length + hidden.length

  useListPaging({ enabled, pullDown, busy, first: () => load(0), next: seen < total ? () => load(seen) : null })

  /** Takes a decided item off the list. */
  const drop = (key: ListKey) => {
    setList((prev) => prev.filter((i) => source.current.keyOf(i) !== key))
    setTotal((n) => Math.max(0, n - 1))
  }

  return { ...state, list, hasMore: seen < total, reload, drop }
}
