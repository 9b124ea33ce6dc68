import Taro from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react'
import { TOAST_MS } from '@/constants/app'
import { useListLoader, useListPaging } from '@/hooks/useListLoader'

/**
 * A catalogue staff read whole (gifts, the products of one kind): read once allowed and afresh
 * when `deps` change, pull to refresh, and saving an item, after which the list is read again
 * since its sort may have moved it.
 */
export function useStaffCatalogue<T>(fetcher: () => Promise<T[]>, deps: DependencyList, enabled: boolean) {
  const [list, setList] = useState<T[]>([])
  const { run, restart, busy, loaded, failed } = useListLoader()
  const source = useRef(fetcher)
  source.current = fetcher

  const load = useCallback(
    () => run(() => source.current(), setList),
    // eslint-disable-next-line react-hooks/exhaustive-deps, react-hooks/use-memo -- the caller's deps say when the fetcher starts asking for something else
    deps
  )

  useEffect(() => {
    if (!enabled) return
    setList([])
    restart()
    void load()
  }, [enabled, load, restart])

  useListPaging({ enabled, pullDown: true, busy, first: load, next: null })

  /** Sends a save; true when saved. The request layer has said why one failed. */
  const save = async (send: () => Promise<unknown>): Promise<boolean> => {
    try {
      await send()
    } catch {
      return false
    }
    void Taro.showToast({ title: '已保存', icon: 'success', duration: TOAST_MS })
    void load()
    return true
  }

  return { list, setList, loaded, failed, reload: () => void load(), save }
}
