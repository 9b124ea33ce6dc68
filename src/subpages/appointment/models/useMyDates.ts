import Taro, { useDidShow } from '@tarojs/taro'
import { useCallback, useRef, useState } from 'react'
import type { MyDate, QuotaCounter } from '@contract/appointment'
import { confirmDate, getMyDatePage, getMyQuota, respondDate } from '@/api/appointment'
import { TOAST_MS } from '@/constants/app'
import { useCursorList } from '@/hooks/useCursorList'
import { useSingleFlight } from '@/hooks/useSingleFlight'
import { useStores } from '@/stores'

/**
 * My dates (as the customer or the partner), my contract's meeting counter, confirming a completed
 * meeting, and answering an invitation (accept, or decline with a reason for the matchmaker).
 * Pulling down reads both again.
 */
export function useMyDates() {
  const { authFlow } = useStores()
  const [allowed, setAllowed] = useState(false)
  const [quota, setQuota] = useState<QuotaCounter | null>(null)
  const shownBefore = useRef(false)
  const loadQuota = useCallback(
    () =>
      getMyQuota({ hideMsg: true }).then(
        (q) => setQuota(q.contract),
        () => undefined
      ),
    []
  )
  const list = useCursorList<MyDate>(getMyDatePage, [], { enabled: allowed, pullDown: false })
  const { busy, run } = useSingleFlight()

  useDidShow(() => {
    const ok = authFlow.ensureLogin()
    if (ok) void loadQuota()
    if (ok && shownBefore.current) void list.reload()
    shownBefore.current = ok
    setAllowed(ok)
  })

  const refresh = () => Promise.all([list.reload(), loadQuota()])

  const confirm = async (d: MyDate) => {
    const { confirm: yes } = await Taro.showModal({
      title: '确认约见',
      content: `确认你已与${d.other.nickname}见面？`,
      confirmText: '确认'
    })
    if (!yes) return
    const done = await run(() => confirmDate({ dateId: d.id }).catch(() => null))
    if (!done) return
    list.update((rows) => rows.map((r) => (r.id === d.id ? done : r)))
    void Taro.showToast({ title: '已确认', icon: 'success', duration: TOAST_MS })
  }

  const accept = async (d: MyDate) => {
    const { confirm: yes } = await Taro.showModal({
      title: '接受邀请',
      content: `接受后与${d.other.nickname}的约会即安排成功，双方都会收到时间和地点的通知`,
      confirmText: '接受'
    })
    if (!yes) return
    const done = await run(() => respondDate({ dateId: d.id, action: 'accept', reason: '' }).catch(() => null))
    if (!done) return
    list.update((rows) => rows.map((r) => (r.id === d.id ? done : r)))
    void Taro.showToast({ title: '约会已安排', icon: 'success', duration: TOAST_MS })
  }

  /** True when declined, which closes the reason sheet; a refusal has been shown by the request layer. */
  const decline = async (d: MyDate, reason: string): Promise<boolean> => {
    const done = await run(() => respondDate({ dateId: d.id, action: 'decline', reason }).catch(() => null))
    if (!done) return false
    list.update((rows) => rows.map((r) => (r.id === d.id ? done : r)))
    void Taro.showToast({ title: '已婉拒', icon: 'success', duration: TOAST_MS })
    return true
  }

  return { ...list, allowed, quota, refresh, busy, confirm, accept, decline }
}
