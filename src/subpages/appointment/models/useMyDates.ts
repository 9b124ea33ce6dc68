import Taro, { useDidShow } from '@tarojs/taro'
import { useCallback, useRef, useState } from 'react'
import type { MyDate, QuotaCounter } from '@contract/appointment'
import { confirmDate, getMyDatePage, getMyQuota } from '@/api/appointment'
import { TOAST_MS } from '@/constants/app'
import { useCursorList } from '@/hooks/useCursorList'
import { useSingleFlight } from '@/hooks/useSingleFlight'
import { useStores } from '@/stores'

/**
 * My dates (as the customer or the partner), my contract's meeting counter, and confirming a
 * completed meeting. Pulling down reads both again.
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

  return { ...list, allowed, quota, refresh, busy, confirm }
}
