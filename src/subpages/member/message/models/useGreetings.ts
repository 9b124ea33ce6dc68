import { useEffect, useState } from 'react'
import { getGreetings } from '@/api/message'

/** The tenant's ready-made greetings, read once when first wanted. */
export function useGreetings(wanted: boolean): string[] {
  const [greetings, setGreetings] = useState<string[]>([])
  const [asked, setAsked] = useState(false)
  useEffect(() => {
    if (!wanted || asked) return
    setAsked(true)
    getGreetings()
      .then((res) => setGreetings(res.list))
      .catch(() => setAsked(false))
  }, [wanted, asked])
  return greetings
}
