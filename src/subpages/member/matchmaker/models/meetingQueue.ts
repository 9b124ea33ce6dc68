import Taro, { useDidShow } from '@tarojs/taro'
import { useRef } from 'react'
import { MEETING_STATUS_LABELS, type MeetingAction, type MeetingStatus, type StaffMeeting } from '@contract/appointment'
import { staffGetMeetingPage, staffMoveMeeting } from '@/api/appointment'
import { TOAST_MS } from '@/constants/app'
import { useCursorList } from '@/hooks/useCursorList'
import { useSingleFlight } from '@/hooks/useSingleFlight'

export type MeetingTab = 'all' | MeetingStatus

/**
 * Meeting requests in the caller's scope on one tab, and moving one along; a request that leaves
 * the tab's status leaves the list. Coming back from scheduling a date reads the list again.
 */
export function useMeetingQueue(tab: MeetingTab, enabled: boolean) {
  const paged = useCursorList<StaffMeeting>(
    (req) => staffGetMeetingPage(tab === 'all' ? req : { ...req, status: tab }),
    [tab],
    { enabled }
  )
  const { busy, run } = useSingleFlight()
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current) void paged.reload()
    shown.current = true
  })

  /** True when done (which closes a reason sheet); a refusal has been shown by the request layer. */
  const move = async (item: StaffMeeting, action: MeetingAction, reason = ''): Promise<boolean> => {
    const moved = await run(() => staffMoveMeeting({ meetingId: item.id, action, reason }).catch(() => null))
    if (!moved) return false
    if (tab !== 'all' && moved.status !== tab) paged.drop(item.id)
    else paged.update((rows) => rows.map((r) => (r.id === item.id ? moved : r)))
    void Taro.showToast({ title: MEETING_STATUS_LABELS[moved.status], icon: 'success', duration: TOAST_MS })
    return true
  }

  return { ...paged, busy, move }
}
