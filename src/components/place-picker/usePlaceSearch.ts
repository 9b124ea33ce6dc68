import { useState } from 'react'
import type { MapPlace } from '@contract/models'
import { searchPlaces } from '@/api/geography'

/** The server serves ten pages of a search: past them a keyword should be more precise. */
const LAST_PAGE = 10

/**
 * One place search and its pages. Asked only when the user confirms a keyword: each search may
 * cost the tenant a paid call, and the server rations them.
 */
export function usePlaceSearch(city: string) {
  const [keyword, setKeyword] = useState('')
  const [list, setList] = useState<MapPlace[]>([])
  const [total, setTotal] = useState(0)
  const [page, setPage] = useState(0)
  const [busy, setBusy] = useState(false)

  const load = async (text: string, next: number) => {
    if (busy) return
    setBusy(true)
    try {
      const found = await searchPlaces({ keyword: text, page: next, city: city || undefined })
      setKeyword(text)
      setTotal(found.total)
      setPage(next)
      setList((before) => (next === 1 ? found.list : [...before, ...found.list]))
    } catch {
      // The request layer has said why; what was found before stays.
    } finally {
      setBusy(false)
    }
  }

  /** A new keyword from the first page; blank asks nothing. */
  const search = (text: string) => {
    const trimmed = text.trim()
    if (trimmed) void load(trimmed, 1)
  }
  const more = () => void load(keyword, page + 1)
  const hasMore = page > 0 && page < LAST_PAGE && list.length < total

  return { keyword, list, searched: page > 0, busy, hasMore, search, more }
}
