import { useCallback, useEffect, useState } from 'react'
import type { Zone } from '@contract/content'
import { getZoneList } from '@/api/zone'

/** The member zones, fetched only when `enabled` (the tenant has the theme plugin); null until answered. */
export function useZones(enabled: boolean) {
  const [zones, setZones] = useState<Zone[] | null>(null)
  const [failed, setFailed] = useState(false)

  // A failed load shows a retry view (SPEC §8), so the toast would only repeat it.
  const reload = useCallback(() => {
    if (!enabled) return
    setFailed(false)
    getZoneList({ hideMsg: true })
      .then(setZones)
      .catch(() => setFailed(true))
  }, [enabled])

  useEffect(reload, [reload])
  return { zones, failed, reload }
}
