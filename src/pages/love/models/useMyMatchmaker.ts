import { useEffect, useState } from 'react'
import type { MyMatchmakerCard } from '@contract/matchmaker'
import { getMyMatchmaker } from '@/api/matchmaker'

/**
 * The matchmaker serving the logged-in member, for the 红娘 page's chat with her. Null for a
 * visitor, a member nobody serves, and when the question failed: the page then offers the
 * tenant's matchmakers as before, which is never wrong.
 */
export function useMyMatchmaker(loggedIn: boolean): MyMatchmakerCard | null {
  const [card, setCard] = useState<MyMatchmakerCard | null>(null)
  useEffect(() => {
    setCard(null)
    if (!loggedIn) return
    let current = true
    getMyMatchmaker({ hideMsg: true }).then(
      (res) => current && setCard(res.matchmaker),
      () => undefined
    )
    return () => {
      current = false
    }
  }, [loggedIn])
  return card
}
