import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { useRef, useState } from 'react'
import type { Library } from '@contract/sales-library'
import { addLibraryEntry, getLibrary, removeLibraryEntry, reorderLibrary, updateLibraryNote } from '@/api/salesLibrary'
import { TOAST_MS } from '@/constants/app'
import { useSingleFlight } from '@/hooks/useSingleFlight'
import { useStores } from '@/stores'
import { moveItem } from '@/utils/libraryOrder'

type LibraryStatus = 'loading' | 'failed' | 'ready'

const toast = (title: string) => void Taro.showToast({ title, icon: 'success', duration: TOAST_MS })

/**
 * A matchmaker's library (`mid`, else mine or my matchmaker's): read on every visit (a note may have
 * changed on the detail page; a visitor is sent to log in first), pulled down to refresh; its matchmaker adds, notes, removes and reorders.
 * Each change answers with what the server now holds. A refusal has been shown by the request layer.
 */
export function useLibrary(mid: number | undefined) {
  const { authFlow } = useStores()
  const [status, setStatus] = useState<LibraryStatus>('loading')
  const [library, setLibrary] = useState<Library | null>(null)
  const { busy, run } = useSingleFlight()
  const latest = useRef(library)
  latest.current = library

  const load = () =>
    getLibrary(mid === undefined ? {} : { mid })
      .then((got) => {
        setLibrary(got)
        setStatus('ready')
      })
      .catch(() => {
        if (!latest.current) setStatus('failed')
      })

  useDidShow(() => {
    if (authFlow.ensureLogin()) void load()
  })
  usePullDownRefresh(() => {
    void load().finally(() => Taro.stopPullDownRefresh())
  })

  const retry = () => {
    setStatus('loading')
    void load()
  }

  const add = (memberId: number, note: string) =>
    run(async () => {
      const entry = await addLibraryEntry({ memberId, note }).catch(() => null)
      if (!entry) return false
      setLibrary((l) => (l ? { ...l, list: [...l.list, entry] } : l))
      toast('已加入缘分库')
      return true
    }).then(Boolean)

  const editNote = (id: number, note: string) =>
    run(async () => {
      const entry = await updateLibraryNote({ id, note }).catch(() => null)
      if (!entry) return false
      setLibrary((l) => (l ? { ...l, list: l.list.map((e) => (e.id === id ? entry : e)) } : l))
      toast('已保存')
      return true
    }).then(Boolean)

  const remove = async (id: number, nickname: string) => {
    const { confirm } = await Taro.showModal({
      title: '移出缘分库',
      content: `确定把${nickname}移出缘分库吗？`,
      confirmText: '移出'
    })
    if (!confirm) return
    await run(async () => {
      const done = await removeLibraryEntry({ id }).catch(() => null)
      if (!done) return
      setLibrary((l) => (l ? { ...l, list: l.list.filter((e) => e.id !== id) } : l))
      toast('已移出')
    })
  }

  const move = (index: number, delta: number) =>
    run(async () => {
      const current = latest.current
      if (!current) return
      const ids = moveItem(
        current.list.map((e) => e.id),
        index,
        delta
      )
      const got = await reorderLibrary({ ids }).catch(() => null)
      // A refused order means the page was stale: show what the server holds now.
      if (got) setLibrary(got)
      else await load()
    })

  return { status, library, busy, retry, add, editNote, remove, move }
}
