import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'
import type { FeedCard } from '@contract/love'
import type { SavedSearch, SearchCriteria } from '@contract/love-search'
import { deleteSavedSearch, getSavedSearches, saveSearch, searchMembers } from '@/api/loveSearch'
import { useCursorList } from '@/hooks/useCursorList'

const byUser = (card: FeedCard) => card.userId

/**
 * 找对象 for a logged-in member: the criteria searched last, their ranked results in keyset pages
 * (pull to refresh, reach bottom for more), and the member's saved condition sets.
 */
export function useSearch(enabled: boolean) {
  const [criteria, setCriteria] = useState<SearchCriteria>({})
  const results = useCursorList((page) => searchMembers({ ...criteria, ...page }), [criteria], {
    enabled,
    keyOf: byUser
  })
  const [saved, setSaved] = useState<SavedSearch[]>([])

  useEffect(() => {
    if (enabled)
      getSavedSearches({ hideMsg: true })
        .then(setSaved)
        .catch(() => undefined)
  }, [enabled])

  /** Saves the criteria searched now; the request layer shows why when it is refused. */
  const save = async (name: string): Promise<boolean> => {
    try {
      const added = await saveSearch({ name, criteria })
      setSaved((prev) => [...prev, added])
      void Taro.showToast({ title: '条件已保存', icon: 'success' })
      return true
    } catch {
      return false
    }
  }

  const remove = async (id: number) => {
    await deleteSavedSearch(id)
    setSaved((prev) => prev.filter((s) => s.id !== id))
  }

  return { criteria, search: setCriteria, results, saved, save, remove }
}
