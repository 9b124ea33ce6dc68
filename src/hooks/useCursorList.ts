import { useCallback, useLayoutEffect, useRef, useState, type DependencyList } from 'react'
import type { CursorPage, CursorReq } from '@contract/love'
import { byId, mergeNew, useListLoader, useListPaging, type ListKey } from './useListLoader'

const PAGE_SIZE = 20

export interface CursorListOptions<T> {
  /** Nothing is asked for until this is true (e.g. until login, VIP or the staff role is confirmed). */
  enabled: boolean
  /** What tells two rows apart; `id` unless the rows have none. */
  keyOf?: (item: T) => ListKey
  /** Off when the page's own pull-down reloads this list (and calls `reload`). */
  pullDown?: boolean
}

/**
 * A list read by cursor (keyset paging), 20 at a time: starts afresh when `deps` change, pull to
 * refresh, reach bottom for the next cursor. The cursor-paged twin of usePagedList, with the same
 * answer, so a staff queue uses either with useDecide.
 */
export function useCursorList<T>(
  fetcher: (req: CursorReq) => Promise<CursorPage<T>>,
  deps: DependencyList,
  { enabled, keyOf = byId, pullDown = true }: CursorListOptions<T>
) {
  const [list, setList] = useState<T[]>([])
  const [cursor, setCursor] = useState('')
  const { run, restart, busy, ...state } = useListLoader()
  // The rows as last set, for a change made after an await (a decision) while a next page arrived.
  const shown = useRef<T[]>([])
  const show = useCallback((rows: T[]) => {
    shown.current = rows
    setList(rows)
  }, [])
  const source = useRef({ fetcher, keyOf })
  source.current = { fetcher, keyOf }

  const load = useCallback(
    (from: string) =>
      run(
        () => source.current.fetcher({ cursor: from, pageSize: PAGE_SIZE }),
        (page) => {
          show(from === '' ? page.list : mergeNew(shown.current, page.list, source.current.keyOf))
          setCursor(page.nextCursor)
        }
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps, react-hooks/use-memo -- the caller's deps say when the fetcher starts asking for something else
    deps
  )

  // Before paint, so a tab switch never shows the other tab's rows for a frame.
  useLayoutEffect(() => {
    if (!enabled) return
    show([])
    setCursor('')
    restart()
    void load('')
  }, [enabled, load, restart, show])

  /** Reads the first page again; what is shown stays until it arrives. Settles when it has arrived or failed. */
  const reload = useCallback((): Promise<void> => (enabled ? load('') : Promise.resolve()), [enabled, load])

  useListPaging({ enabled, pullDown, busy, first: () => load(''), next: cursor ? () => load(cursor) : null })

  /**
   * Takes an item off the list (decided, unfavourited). Emptied so while the server holds more,
   * the list starts over rather than say there is nothing.
   */
  const drop = useCallback(
    (key: ListKey) => {
      const rest = shown.current.filter((i) => source.current.keyOf(i) !== key)
      show(rest)
      if (rest.length === 0 && cursor) {
        restart()
        void load('')
      }
    },
    [cursor, load, restart, show]
  )

  /** Changes the shown rows in place (a notice read here). */
  const update = useCallback((change: (rows: T[]) => T[]) => show(change(shown.current)), [show])

  return { ...state, list, hasMore: cursor !== '', reload, drop, update }
}
