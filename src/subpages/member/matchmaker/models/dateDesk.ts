import Taro, { useDidShow } from '@tarojs/taro'
import { useRef } from 'react'
import {
  DATE_STATUS_LABELS,
  DATE_TAB_STATUSES,
  type DateAction,
  type DateResponse,
  type DateTab,
  type StaffDate
} from '@contract/appointment'
import { staffGetDatePage, staffMoveDate, staffRespondDate, staffSaveDateFeedback } from '@/api/appointment'
import { TOAST_MS } from '@/constants/app'
import { useCursorList } from '@/hooks/useCursorList'
import { useSingleFlight } from '@/hooks/useSingleFlight'
import { completedToast } from '@/utils/meetingText'

/**
 * The dates in the caller's scope on one tab, and what the matchmaker does to one: remind, check
 * in, complete (the toast says whether the customer's contract counted it), cancel, no-show, feedback;
 * withdraw an invitation still waiting; and, for a customer invited by another office, accept or decline.
 */
export function useDateDesk(tab: DateTab, enabled: boolean) {
  const paged = useCursorList<StaffDate>((req) => staffGetDatePage({ ...req, tab }), [tab], { enabled })
  const { busy, run } = useSingleFlight()
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current) void paged.reload()
    shown.current = true
  })

  const show = (date: StaffDate) => {
    if (!DATE_TAB_STATUSES[tab].includes(date.status)) paged.drop(date.id)
    else paged.update((rows) => rows.map((r) => (r.id === date.id ? date : r)))
  }

  /** True when done; a refusal has been shown by the request layer. */
  const move = async (item: StaffDate, action: DateAction, reason = ''): Promise<boolean> => {
    const res = await run(() => staffMoveDate({ dateId: item.id, action, reason }).catch(() => null))
    if (!res) return false
    show(res.date)
    if (action === 'complete') {
      // Long enough to read whether the contract counted it.
      void Taro.showModal({ title: '约见已完成', content: completedToast(res), showCancel: false })
    } else {
      void Taro.showToast({ title: DATE_STATUS_LABELS[res.date.status], icon: 'success', duration: TOAST_MS })
    }
    return true
  }

  const respond = async (item: StaffDate, action: DateResponse, reason = ''): Promise<boolean> => {
    const res = await run(() => staffRespondDate({ dateId: item.id, action, reason }).catch(() => null))
    if (!res) return false
    show(res)
    void Taro.showToast({
      title: action === 'accept' ? '已接受，双方已收到通知' : '已婉拒',
      icon: 'success',
      duration: TOAST_MS
    })
    return true
  }

  const feedback = async (item: StaffDate, text: string, rating: number): Promise<boolean> => {
    const saved = await run(() => staffSaveDateFeedback({ dateId: item.id, feedback: text, rating }).catch(() => null))
    if (!saved) return false
    show(saved)
    void Taro.showToast({ title: '反馈已保存', icon: 'success', duration: TOAST_MS })
    return true
  }

  return { ...paged, busy, move, respond, feedback }
}
