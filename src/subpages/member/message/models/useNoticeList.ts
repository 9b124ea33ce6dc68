import Taro from '@tarojs/taro'
import { useCallback, useEffect, useRef } from 'react'
import type { MemberNotice } from '@contract/notice'
import { getNoticePage, markAllNoticesRead, markNoticeRead } from '@/api/notice'
import { useCursorList } from '@/hooks/useCursorList'
import { useSingleFlight } from '@/hooks/useSingleFlight'
import { useStores } from '@/stores'

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
  const { unread } = useStores()
  const { list, loading, loaded, failed, hasMore, reload, update } = useCursorList(getNoticePage, [], {
    enabled: true,
    pullDown: false
  })
  const readingAll = useSingleFlight()

  // The notices shown stay until the fresh page replaces them.
  const readKey = useRef(refreshKey)
  useEffect(() => {
    if (readKey.current === refreshKey) return
    readKey.current = refreshKey
    void reload()
  }, [refreshKey, reload])

  const open = useCallback(
    (notice: MemberNotice) => {
      if (!notice.read) {
        update((shown) => markShownRead(shown, new Set([notice.id])))
        markNoticeRead(notice.id)
          .then((res) => unread.setNotices(res.unread))
          // Shown read either way; the badge catches up with the next unread summary.
          .catch(() => undefined)
      }
      if (notice.link) void Taro.navigateTo({ url: notice.link })
    },
    [unread, update]
  )

  const readAll = useCallback(
    () =>
      void readingAll
        .run(async () => {
          const res = await markAllNoticesRead()
          update((shown) => markShownRead(shown))
          unread.setNotices(res.unread)
        })
        // The request layer has shown why; the notices stay as they were.
        .catch(() => undefined),
    [unread, readingAll, update]
  )

  return {
    list,
    loading,
    loaded,
    failed,
    hasMore,
    hasUnread: list.some((n) => !n.read),
    readingAll: readingAll.busy,
    open,
    readAll,
    reload
  }
}
