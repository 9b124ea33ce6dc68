import { useDidShow } from '@tarojs/taro'
import { useEffect, useRef, useState } from 'react'
import type { MyReviews } from '@contract/moderation'
import { getMyReviews } from '@/api/moderation'

/**
 * Where the member's own avatar, album and about-me stand in review: asked when the page opens or
 * `enabled` turns true, again each time the page shows (a decision may have come in meanwhile),
 * and when `changed` changes (the member just submitted something on this page). null until known
 * or when asking failed.
 */
export function useMyReviews(enabled: boolean, changed = ''): MyReviews | null {
  const [reviews, setReviews] = useState<MyReviews | null>(null)
  const load = () => {
    if (!enabled) return
    getMyReviews()
      .then(setReviews)
      .catch(() => setReviews(null))
  }
  // The first show is the opening the effect below already asked for.
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current) load()
    shown.current = true
  })
  useEffect(load, [enabled, changed])
  return reviews
}
