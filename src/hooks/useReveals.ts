import { useState } from 'react'
import { useSingleFlight } from './useSingleFlight'

/**
 * Personal data staff revealed on this visit, by key. Nothing is fetched until they ask: each
 * reveal is logged on the server as access to personal data, so lists carry masks only. One
 * reveal at a time; a refused one has already been explained by the request layer.
 */
export function useReveals<T>() {
  const [shown, setShown] = useState<Record<string, T>>({})
  const { busy, run } = useSingleFlight()

  const reveal = (key: string, read: () => Promise<T>) =>
    run(async () => {
      const value = await read()
      setShown((before) => ({ ...before, [key]: value }))
    }).catch(() => undefined)

  const shownOf = (key: string): T | undefined => shown[key]

  return { busy, reveal, shownOf }
}
