import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { getSinglePage, staffSavePage } from '@/api/singlePage'
import { useSingleFlight } from '@/hooks/useSingleFlight'

export interface ContentDraft {
  title: string
  content: string
}

/**
 * One content page as staff edit it: loaded when chosen, saved as a whole. The server cleans the
 * HTML, so what comes back is what members will see.
 */
export function useContentPage(id: number, enabled: boolean) {
  const [draft, setDraft] = useState<ContentDraft | null>(null)
  const [failed, setFailed] = useState(false)
  const { busy, run } = useSingleFlight()

  const load = () => {
    setDraft(null)
    setFailed(false)
    getSinglePage({ id }, { hideMsg: true })
      .then((page) => setDraft({ title: page.title, content: page.content }))
      .catch(() => setFailed(true))
  }

  useEffect(() => {
    if (enabled) load()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new page id or the access check passing loads; edits don't
  }, [id, enabled])

  const save = () =>
    run(async () => {
      if (!draft) return
      try {
        const saved = await staffSavePage({ id, title: draft.title, content: draft.content })
        setDraft({ title: saved.title, content: saved.content })
      } catch {
        return // the request layer has said why
      }
      void Taro.showToast({ title: '已保存', icon: 'success' })
    })

  return { draft, setDraft, failed, load, busy, save }
}
