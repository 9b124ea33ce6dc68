import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { PageReq } from '../../../types/api'
import type { Paged } from '../../../types/models'

export type PageFetcher<T> = (req: PageReq) => Promise<Paged<T>>
const PAGE_SIZE = 20

/** One paged list of money records, newest first: pull to refresh, reach bottom for more. */
export function useFinanceRecords<T>(fetchPage: PageFetcher<T>, enabled: boolean) {
  const [list, setList] = useState<T[]>([])
  const [pageNum, setPageNum] = useState(1)
  const [total, setTotal] = useState(0)
  const [loading, setLoading] = useState(false)
  const [loaded, setLoaded] = useState(false)
  // A refresh started while a page was still loading wins; the older answer is dropped.
  const latest = useRef(0)

  const load = useCallback(
    async (page: number) => {
      const ticket = ++latest.current
      setLoading(true)
      try {
        const res = await fetchPage({ pageNum: page, pageSize: PAGE_SIZE })
        if (ticket !== latest.current) return
        setList((prev) => (page === 1 ? res.list : [...prev, ...res.list]))
        setTotal(res.total)
        setPageNum(page)
      } finally {
        if (ticket === latest.current) {
          setLoading(false)
          setLoaded(true)
        }
      }
    },
    [fetchPage]
  )

  useEffect(() => {
    if (!enabled) return
    setList([])
    setTotal(0)
    setLoaded(false)
    load(1).catch(() => undefined)
  }, [enabled, load])

  usePullDownRefresh(() => {
    if (!enabled) return void Taro.stopPullDownRefresh()
    load(1)
      .catch(() => undefined)
      .finally(() => Taro.stopPullDownRefresh())
  })

  useReachBottom(() => {
    if (enabled && !loading && list.length < total) load(pageNum + 1).catch(() => undefined)
  })

  return { list, loading, loaded, hasMore: list.length < total }
}
