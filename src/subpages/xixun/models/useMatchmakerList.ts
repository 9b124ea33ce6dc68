import { useCallback, useEffect, useState } from 'react'
import type { Matchmaker } from '@contract/content'
import { getMatchmakerList } from '@/api/matchmaker'

/** The tenant's matchmakers to thank; `list` stays null until the first answer. */
export function useMatchmakerList(enabled: boolean) {
  const [list, setList] = useState<Matchmaker[] | null>(null)
  const [failed, setFailed] = useState(false)

  // A failed load shows a retry view, so the toast would only repeat it.
  const reload = useCallback(() => {
    setFailed(false)
    getMatchmakerList({ hideMsg: true })
      .then(setList)
      .catch(() => setFailed(true))
  }, [])

  useEffect(() => {
    if (enabled) reload()
  }, [enabled, reload])

  return { list, failed, reload }
}
