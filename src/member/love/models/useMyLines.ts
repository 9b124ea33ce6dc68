import { useReachBottom } from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { LineRequest } from '../../../../types/finance'
import { getMyLines } from '../../../api/finance'

const PAGE_SIZE = 20

/** My matchmaker line requests, newest first; reach bottom for the next page. */
export function useMyLines(enabled: boolean) {
  const [list, setList] = useState<LineRequest[]>([])
  const [pageNum, setPageNum] = useState(1)
  const [total, setTotal] = useState(0)
  const [loading, setLoading] = useState(false)
  const [loaded, setLoaded] = useState(false)
  const [failed, setFailed] = useState(false)
  // An older page answering after a reload must not overwrite the fresh first page.
  const latest = useRef(0)
  // Read synchronously so two reach-bottom events in a row don't fetch the same page twice.
  const busy = useRef(false)

  const load = useCallback(async (page: number) => {
    const ticket = ++latest.current
    busy.current = true
    setLoading(true)
    try {
      const res = await getMyLines({ pageNum: page, pageSize: PAGE_SIZE })
      if (ticket !== latest.current) return
      setList((prev) => (page === 1 ? res.list : [...prev, ...res.list]))
      setTotal(res.total)
      setPageNum(page)
      setFailed(false)
    } catch {
      // The request layer has already told the member why; the page offers a retry.
      if (ticket === latest.current) setFailed(true)
    } finally {
      if (ticket === latest.current) {
        busy.current = false
        setLoading(false)
        setLoaded(true)
      }
    }
  }, [])

  useEffect(() => {
    if (enabled) void load(1)
  }, [enabled, load])

  const hasMore = list.length < total
  useReachBottom(() => {
    if (enabled && !busy.current && hasMore) void load(pageNum + 1)
  })

  const reload = useCallback(() => load(1), [load])

  return { list, loading, loaded, failed, hasMore, reload }
}
