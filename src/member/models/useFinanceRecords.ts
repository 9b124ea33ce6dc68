import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { FinanceRecord } from '../../../types/models'
import { getPagedCharges, getPagedIncomes } from '../../api/finance'

export type FinanceTab = 'charges' | 'incomes'
const PAGE_SIZE = 20

const FETCHERS = { charges: getPagedCharges, incomes: getPagedIncomes }

/** One paged list of balance movements for the chosen tab; pull to refresh, reach bottom for more. */
export function useFinanceRecords(tab: FinanceTab, enabled: boolean) {
  const [list, setList] = useState<FinanceRecord[]>([])
  const [pageNum, setPageNum] = useState(1)
  const [total, setTotal] = useState(0)
  const [loading, setLoading] = useState(false)
  const [loaded, setLoaded] = useState(false)
  // Answers for a tab the member has already left are dropped.
  const latest = useRef(0)

  const load = useCallback(
    async (page: number) => {
      const ticket = ++latest.current
      setLoading(true)
      try {
        const res = await FETCHERS[tab]({ pageNum: page, pageSize: PAGE_SIZE })
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
    [tab]
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
