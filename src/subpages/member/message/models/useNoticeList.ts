import Taro, { useReachBottom } from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { MemberNotice } from '@contract/notice'
import { getNoticePage, markAllNoticesRead, markNoticeRead } from '@/api/notice'
import { useSingleFlight } from '@/hooks/useSingleFlight'
import { useStores } from '@/stores'

export const NOTICE_PAGE_SIZE = 20

/** The list with `ids` (or every notice, without ids) shown as read. */
export function markShownRead(list: MemberNotice[], ids?: ReadonlySet<number>): MemberNotice[] {
  return list.map((n) => (!n.read && (!ids || ids.has(n.id)) ? { ...n, read: true } : n))
}

/**
 * The notices tab: the first page afresh whenever `refreshKey` changes (the page's pull-down),
 * the next page at the bottom; opening one marks it read and follows its link; 全部已读 marks
 * them all. Each answer carries the unread count, which the badge takes at once.
 */
export function useNoticeList(refreshKey: number) {
  const { inbox } = useStores()
  const [list, setList] = useState<MemberNotice[]>([])
  const [cursor, setCursor] = useState('')
  const [loading, setLoading] = useState(false)
  const [loaded, setLoaded] = useState(false)
  const [failed, setFailed] = useState(false)
  // Answers to a request a newer one (a pull-down) replaced are dropped.
  const latest = useRef(0)
  // Read synchronously so two reach-bottom events in a row don't fetch the same cursor twice.
  const busy = useRef(false)
  const readingAll = useSingleFlight()

  const load = useCallback(async (from: string) => {
    const ticket = ++latest.current
    busy.current = true
    setLoading(true)
    try {
      const page = await getNoticePage({ cursor: from, pageSize: NOTICE_PAGE_SIZE })
      if (ticket !== latest.current) return
      setList((prev) => (from === '' ? page.list : [...prev, ...page.list]))
      setCursor(page.nextCursor)
      setFailed(false)
    } catch {
      // The request layer has already said why; the list offers a retry.
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
    void load('')
  }, [refreshKey, load])

  useReachBottom(() => {
    if (!busy.current && cursor) void load(cursor)
  })

  const open = useCallback(
    (notice: MemberNotice) => {
      if (!notice.read) {
        setList((prev) => markShownRead(prev, new Set([notice.id])))
        markNoticeRead(notice.id)
          .then((res) => inbox.setNoticesUnread(res.unread))
          // Shown read either way; the badge catches up with the next unread summary.
          .catch(() => undefined)
      }
      if (notice.link) void Taro.navigateTo({ url: notice.link })
    },
    [inbox]
  )

  const readAll = useCallback(
    () =>
      void readingAll
        .run(async () => {
          const res = await markAllNoticesRead()
          setList((prev) => markShownRead(prev))
          inbox.setNoticesUnread(res.unread)
        })
        // The request layer has shown why; the notices stay as they were.
        .catch(() => undefined),
    [inbox, readingAll]
  )

  const reload = useCallback(() => void load(''), [load])

  return {
    list,
    loading,
    loaded,
    failed,
    hasMore: cursor !== '',
    hasUnread: list.some((n) => !n.read),
    readingAll: readingAll.busy,
    open,
    readAll,
    reload
  }
}
