import { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import Taro from '@tarojs/taro'
import { useCallback, useEffect, useState } from 'react'
import type { FinanceRecord } from '../../../types/models'
import { getPagedCharges, getPagedIncomes } from '../../api/finance'

export type FinanceTab = 'charges' | 'incomes'
const PAGE_SIZE = 20

/** One paged list of balance movements per tab; pull to refresh, reach bottom for more. */
export function useFinanceRecords(tab: FinanceTab, enabled: boolean) {
  const [list, setList] = useState<FinanceRecord[]>([])
  const [pageNum, setPageNum] = useState(1)
  const [total, setTotal] = useState(0)
  const [loading, setLoading] = useState(false)
  const [loaded, setLoaded] = useState(false)

  const load = useCallback(
    async (page: number) => {
      setLoading(true)
      try {
        const fetch = tab === 'charges' ? getPagedCharges : getPagedIncomes
        const res = await fetch({ pageNum: page, pageSize: PAGE_SIZE })
        setList((prev) => (page === 1 ? res.list : [...prev, ...res.list]))
        setTotal(res.total)
        setPageNum(page)
      } finally {
        setLoading(false)
        setLoaded(true)
      }
    },
    [tab]
  )

  useEffect(() => {
    if (!enabled) return
    setList([])
    setLoaded(false)
    load(1).catch(() => undefined)
  }, [enabled, load])

  usePullDownRefresh(() => {
    load(1)
      .catch(() => undefined)
      .finally(() => Taro.stopPullDownRefresh())
  })

  useReachBottom(() => {
    if (!loading && list.length < total) load(pageNum + 1).catch(() => undefined)
  })

  return { list, loading, loaded, hasMore: list.length < total }
}
