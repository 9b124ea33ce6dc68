import { useEffect, useState } from 'react'
import type { LibraryCandidate } from '@contract/sales-library'
import { getLibraryCandidates } from '@/api/salesLibrary'
import { useSingleFlight } from '@/hooks/useSingleFlight'

const PAGE_SIZE = 20

/**
 * Members the matchmaker may add, in the picker sheet: everyone the feed shows or only their
 * customers, searched by nickname or member id, 20 more at a tap (the sheet scrolls, not the page).
 */
export function useCandidates(open: boolean) {
  const [keyword, setKeyword] = useState('')
  const [onlyCustomers, setOnlyCustomers] = useState(false)
  const [list, setList] = useState<LibraryCandidate[]>([])
  const [cursor, setCursor] = useState('')
  const [loaded, setLoaded] = useState(false)
  const [failed, setFailed] = useState(false)
  const { busy, run } = useSingleFlight()

  const load = (from: string) =>
    run(async () => {
      setFailed(false)
      try {
        const page = await getLibraryCandidates({ keyword, onlyCustomers, cursor: from, pageSize: PAGE_SIZE })
        setList((rows) => (from ? [...rows, ...page.list] : page.list))
        setCursor(page.nextCursor)
      } catch {
        setFailed(true)
      } finally {
        setLoaded(true)
      }
    })

  useEffect(() => {
    if (!open) return
    setList([])
    setCursor('')
    setLoaded(false)
    void load('')
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new search or filter starts the list afresh
  }, [open, keyword, onlyCustomers])

  /** Marks a member added, so the row says so without asking again. */
  const markAdded = (userId: number) =>
    setList((rows) => rows.map((r) => (r.card.userId === userId ? { ...r, inLibrary: true } : r)))

  return {
    keyword,
    setKeyword,
    onlyCustomers,
    setOnlyCustomers,
    list,
    loaded,
    failed,
    busy,
    hasMore: cursor !== '',
    more: () => void load(cursor),
    retry: () => void load(''),
    markAdded
  }
}
