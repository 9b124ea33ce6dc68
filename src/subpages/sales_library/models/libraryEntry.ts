import Taro, { useDidShow } from '@tarojs/taro'
import { useState } from 'react'
import type { LibraryDetail } from '@contract/sales-library'
import { ApiError } from '@/api/api-error'
import { getLibraryEntry, removeLibraryEntry, updateLibraryNote } from '@/api/salesLibrary'
import { TOAST_MS } from '@/constants/app'
import { useSingleFlight } from '@/hooks/useSingleFlight'
import { useStores } from '@/stores'
import { askToMeet } from '@/utils/meetingRequest'
import { goBack } from '@/utils/navigation'

type EntryStatus = 'loading' | 'failed' | 'ready'

/**
 * One library member's page: read when shown (a visitor logs in first), the matchmaker's note changed
 * or the member removed here, or a customer asking their matchmaker to arrange a meeting.
 */
export function useLibraryEntry(id: number | null) {
  const { authFlow } = useStores()
  const [status, setStatus] = useState<EntryStatus>('loading')
  const [detail, setDetail] = useState<LibraryDetail | null>(null)
  /** Why the page could not open: the server's words (a hidden member, no access) or a network failure. */
  const [failure, setFailure] = useState('')
  const { busy, run } = useSingleFlight()

  const load = () => {
    if (!id) {
      setFailure('缘分库中没有该会员')
      return setStatus('failed')
    }
    getLibraryEntry({ id }, { hideMsg: true })
      .then((got) => {
        setDetail(got)
        setStatus('ready')
      })
      .catch((err: unknown) => {
        setFailure(err instanceof ApiError ? err.message : '加载失败，点击重试')
        setDetail(null)
        setStatus('failed')
      })
  }

  useDidShow(() => {
    if (authFlow.ensureLogin()) load()
  })

  const retry = () => {
    setStatus('loading')
    load()
  }

  const editNote = (note: string) =>
    run(async () => {
      if (!detail) return false
      const entry = await updateLibraryNote({ id: detail.id, note }).catch(() => null)
      if (!entry) return false
      setDetail({ ...detail, note: entry.note })
      void Taro.showToast({ title: '已保存', icon: 'success', duration: TOAST_MS })
      return true
    }).then(Boolean)

  const remove = async () => {
    if (!detail) return
    const { confirm } = await Taro.showModal({
      title: '移出缘分库',
      content: `确定把${detail.member.nickname}移出缘分库吗？`,
      confirmText: '移出'
    })
    if (!confirm) return
    await run(async () => {
      if (!(await removeLibraryEntry({ id: detail.id }).catch(() => null))) return
      void Taro.showToast({ title: '已移出', icon: 'success', duration: TOAST_MS })
      await new Promise((resolve) => setTimeout(resolve, TOAST_MS))
      goBack()
    })
  }

  /** The request layer shows a refusal (already asked, no matchmaker). */
  const ask = () => {
    if (detail) void run(() => askToMeet(detail.member).catch(() => undefined))
  }

  return { status, detail, failure, busy, retry, editNote, remove, ask }
}
