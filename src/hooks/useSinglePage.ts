import { useCallback, useEffect, useState } from 'react'
import type { SinglePage } from '@contract/models'
import { getSinglePage } from '@/api/singlePage'

export interface SinglePageState {
  page: SinglePage | null
  /** The last load failed; the page shows a retry view instead of a toast. */
  failed: boolean
  reload: () => void
}

/** Loads a staff-written content page by id (about us, agreements, notices). */
export function useSinglePage(id: number): SinglePageState {
  const [page, setPage] = useState<SinglePage | null>(null)
  const [failed, setFailed] = useState(false)

  const reload = useCallback(() => {
    setFailed(false)
    getSinglePage({ id }, { hideMsg: true })
      .then(setPage)
      .catch(() => setFailed(true))
  }, [id])

  useEffect(reload, [reload])
  return { page, failed, reload }
}
