import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { FeedCard } from '../../../../types/love'
import { getZoneMemberPage } from '../../../api/content'

const PAGE_SIZE = 20

/** One zone's members a page at a time; pull to refresh, reach bottom for more. */
export function useZoneMembers(zoneId: number, enabled: boolean) {
  const [list, setList] = useState<FeedCard[]>([])
  const [pageNum, setPageNum] = useState(1)
  const [total, setTotal] = useState(0)
  const [loading, setLoading] = useState(false)
  const [loaded, setLoaded] = useState(false)
  const [failed, setFailed] = useState(false)
  // A refresh started while a next page is still on its way wins; the older answer is dropped.
  const latest = useRef(0)

  const load = useCallback(
    async (page: number) => {
      const ticket = ++latest.current
      setLoading(true)
      try {
        const res = await getZoneMemberPage({ zoneId, pageNum: page, pageSize: PAGE_SIZE })
        if (ticket !== latest.current) return
        setList((prev) => (page === 1 ? res.list : [...prev, ...res.list]))
        setTotal(res.total)
        setPageNum(page)
        setFailed(false)
      } catch (error) {
        if (ticket === latest.current && page === 1) setFailed(true)
        throw error
      } finally {
        if (ticket === latest.current) {
          setLoading(false)
          setLoaded(true)
        }
      }
    },
    [zoneId]
  )

  const reload = useCallback(() => {
    setFailed(false)
    load(1).catch(() => undefined)
  }, [load])

  useEffect(() => {
    if (!enabled) return
    setList([])
    setTotal(0)
    setLoaded(false)
    reload()
  }, [enabled, reload])

  usePullDownRefresh(() => {
    if (!enabled) return void Taro.stopPullDownRefresh()
    load(1)
      .catch(() => undefined)
      .finally(() => Taro.stopPullDownRefresh())
  })

  useReachBottom(() => {
    if (enabled && !loading && list.length < total) load(pageNum + 1).catch(() => undefined)
  })

  return { list, loading, loaded, failed, hasMore: list.length < total, reload }
}
