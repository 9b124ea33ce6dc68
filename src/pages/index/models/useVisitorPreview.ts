import { useEffect, useState } from 'react'
import type { VisitorPreview } from '@contract/love'
import { getVisitorPreview } from '@/api/loveFeed'

/**
 * A glimpse of the city's members for a logged-out visitor (`city` '' for the site's own). A
 * failure just leaves it out: the login invitation above it still says what to do.
 */
export function useVisitorPreview(enabled: boolean, city: string): VisitorPreview | null {
  const [preview, setPreview] = useState<VisitorPreview | null>(null)
  useEffect(() => {
    if (!enabled) return setPreview(null)
    let current = true
    getVisitorPreview(city ? { city } : {}, { hideMsg: true })
      .then((p) => current && setPreview(p))
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [enabled, city])
  return preview
}
