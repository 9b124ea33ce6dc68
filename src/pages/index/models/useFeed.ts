import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { FeedCard } from '../../../../types/love'
import { getRecommendPage } from '../../../api/loveUser'

const PAGE_SIZE = 10

/** The recommendation feed for a logged-in member: keyset pages, pull to refresh, reach bottom for more. */
export function useFeed(enabled: boolean) {
  const [list, setList] = useState<FeedCard[]>([])
  const [cursor, setCursor] = useState('')
  const [done, setDone] = useState(false)
  const loading = useRef(false)

  const load = useCallback(async (from: string) => {
    if (loading.current) return
    loading.current = true
    try {
      const page = await getRecommendPage({ cursor: from, pageSize: PAGE_SIZE }, { hideMsg: true })
      setList((prev) => (from === '' ? page.list : [...prev, ...page.list]))
      setCursor(page.nextCursor)
      setDone(page.nextCursor === '')
    } finally {
      loading.current = false
    }
  }, [])

  useEffect(() => {
    if (enabled) load('').catch(() => undefined)
    else setList([])
  }, [enabled, load])

  usePullDownRefresh(() => {
    if (!enabled) return void Taro.stopPullDownRefresh()
    load('')
      .catch(() => undefined)
      .finally(() => Taro.stopPullDownRefresh())
  })

  useReachBottom(() => {
    if (enabled && !done && cursor) load(cursor).catch(() => undefined)
  })

  return { list, done }
}
