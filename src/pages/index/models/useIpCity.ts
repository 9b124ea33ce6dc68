import { useEffect } from 'react'
import { getIpRegionByIp } from '@/api/user'
import { loadBrowseCity } from './browseCity'

/**
 * A visitor who never chose a city starts in the one their network is in, when the server can
 * tell (otherwise the site's own city stays). Asked once per visit and not remembered: a city is
 * remembered only when the visitor picks it.
 */
export function useIpCity(enabled: boolean, onCity: (city: string) => void): void {
  useEffect(() => {
    if (!enabled || loadBrowseCity()) return
    let current = true
    getIpRegionByIp({ hideMsg: true })
      .then((region) => {
        if (current && region.fromIp) onCity(region.city)
      })
      .catch(() => undefined)
    return () => {
      current = false
    }
    // onCity is a fresh closure each render; the question is asked once per visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled])
}
