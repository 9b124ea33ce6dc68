import { useCallback, useRef, useState } from 'react'

/**
 * One submission at a time: while `work` runs, further calls are ignored, and `busy` drives the
 * button's loading state. A ref guards as well as the state, because two quick taps arrive
 * before React re-renders. Answers what `work` answered, or undefined when the call was ignored;
 * errors reach the caller.
 */
export function useSingleFlight() {
  const [busy, setBusy] = useState(false)
  const running = useRef(false)

  const run = useCallback(async <T>(work: () => Promise<T>): Promise<T | undefined> => {
    if (running.current) return undefined
    running.current = true
    setBusy(true)
    try {
      return await work()
    } finally {
      running.current = false
      setBusy(false)
    }
  }, [])

  return { busy, run }
}
