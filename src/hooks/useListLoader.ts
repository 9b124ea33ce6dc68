import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { useCallback, useRef, useState, type RefObject } from 'react'

/** What tells two rows of a list apart. */
export type ListKey = number | string

export const byId = (item: unknown): ListKey => (item as { id: number }).id

/** `more` after `shown`, keeping the first of each key: a page read again repeats rows already seen. */
export function mergeNew<T>(shown: T[], more: T[], keyOf: (item: T) => ListKey): T[] {
  const keys = new Set(shown.map(keyOf))
  return [...shown, ...more.filter((i) => !keys.has(keyOf(i)))]
}

/**
 * The state every list read step by step (page numbers or cursors) keeps: whether a step is on its
 * way, whether the list has been read once, whether the last step failed. The request layer has
 * already told the member why a step failed; the page decides how to offer a retry.
 */
export function useListLoader() {
  const [loading, setLoading] = useState(false)
  const [loaded, setLoaded] = useState(false)
  const [failed, setFailed] = useState(false)
  // An answer for a step something newer replaced (another tab, a pull-down, a retry) is dropped.
  const latest = useRef(0)
  // Read synchronously: two reach-bottom events before the next render must not ask for one step twice.
  const busy = useRef(false)

  /** Asks `request` and hands its answer to `apply` unless a newer step replaced it. Never rejects. */
  const run = useCallback(async <A>(request: () => Promise<A>, apply: (answer: A) => void): Promise<void> => {
    const ticket = ++latest.current
    busy.current = true
    setLoading(true)
    try {
      const answer = await request()
      if (ticket !== latest.current) return
      apply(answer)
      setFailed(false)
    } catch {
      // What is shown stays: a failed next step is asked for again at the bottom, a failed first
      // one by a reload.
      if (ticket === latest.current) setFailed(true)
    } finally {
      if (ticket === latest.current) {
        busy.current = false
        setLoading(false)
        setLoaded(true)
      }
    }
  }, [])

  /** Before reading the list afresh: nothing is known about it yet. */
  const restart = useCallback(() => {
    setLoaded(false)
    setFailed(false)
  }, [])

  return { loading, loaded, failed, busy, run, restart }
}

export interface ListPaging {
  enabled: boolean
  /** Off when the page's own pull-down reloads this list. */
  pullDown: boolean
  busy: RefObject<boolean>
  /** Reads the list afresh. */
  first: () => Promise<void>
  /** Reads the next step, or null when the whole list is shown. */
  next: (() => Promise<void>) | null
}

/** Pull to refresh, and reach the bottom for the next step unless one is on its way. */
export function useListPaging({ enabled, pullDown, busy, first, next }: ListPaging) {
  usePullDownRefresh(() => {
    if (!pullDown) return
    if (!enabled) return void Taro.stopPullDownRefresh()
    void first().finally(() => Taro.stopPullDownRefresh())
  })

  useReachBottom(() => {
    if (enabled && !busy.current && next) void next()
  })
}
