import Taro, { useDidShow } from '@tarojs/taro'
import { useRef } from 'react'
import type { ManagedEventItem, ManagedEventTab } from '@contract/active'
import { staffCancelEvent, staffDeleteEvent, staffGetManagedEventPage, staffPublishEvent } from '@/api/active'
import { TOAST_MS } from '@/constants/app'
import { useCursorList } from '@/hooks/useCursorList'
import { useSingleFlight } from '@/hooks/useSingleFlight'

const done = (title: string) => void Taro.showToast({ title, icon: 'success', duration: TOAST_MS })

/**
 * The events this staff member runs on one tab, and what they do to one: publish a draft, cancel
 * (refunding every paid sign-up) or delete. Coming back from the editor reads the list again.
 */
export function useManagedEvents(tab: ManagedEventTab, enabled: boolean) {
  const paged = useCursorList<ManagedEventItem>((req) => staffGetManagedEventPage({ ...req, tab }), [tab], {
    enabled
  })
  const { busy, run } = useSingleFlight()
  // The first show is the page opening, which the list reads by itself.
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current) void paged.reload()
    shown.current = true
  })

  /** Runs one change; false when it was refused (the request layer has said why). */
  const act = async (work: () => Promise<unknown>): Promise<boolean> =>
    (await run(async () => {
      try {
        await work()
        return true
      } catch {
        return false
      }
    })) ?? false

  const publish = async (item: ManagedEventItem) => {
    const { confirm } = await Taro.showModal({
      title: '发布活动',
      content: `发布后会员即可看到「${item.title}」并报名，确定发布吗？`,
      confirmText: '发布'
    })
    if (!confirm) return
    // A published event leaves the drafts for 进行中.
    if (await act(() => staffPublishEvent({ eventId: item.id }))) {
      paged.drop(item.id)
      done('已发布')
    }
  }

  /** Cancels with the reason members read; true when done, which closes the sheet. */
  const cancel = async (item: ManagedEventItem, reason: string): Promise<boolean> => {
    let refunded = 0
    const ok = await act(async () => {
      refunded = (await staffCancelEvent({ eventId: item.id, reason })).refunded
    })
    if (!ok) return false
    paged.drop(item.id)
    void Taro.showToast({
      title: refunded > 0 ? `活动已取消，已退款${refunded}笔` : '活动已取消',
      icon: refunded > 0 ? 'none' : 'success',
      duration: TOAST_MS
    })
    return true
  }

  const remove = async (item: ManagedEventItem) => {
    const { confirm } = await Taro.showModal({
      title: '删除活动',
      content: `删除「${item.title}」后不可恢复，报名记录也一并删除。已有付费报名的活动不能删除，请改为取消活动。`,
      confirmText: '删除'
    })
    if (!confirm) return
    if (await act(() => staffDeleteEvent({ eventId: item.id }))) {
      paged.drop(item.id)
      done('已删除')
    }
  }

  return { ...paged, busy, publish, cancel, remove }
}
