import { useCallback, useRef, useState } from 'react'
import { reportUnexpected } from './errors'

/**
 * Runs one submission at a time and exposes `busy` for the button's loading state. A ref guards
 * as well as the state, because two quick taps arrive before React re-renders.
 */
export function useSubmitting() {
  const [busy, setBusy] = useState(false)
  const running = useRef(false)

  const run = useCallback(async (work: () => Promise<void>): Promise<void> => {
    if (running.current) return
    running.current = true
    setBusy(true)
    try {
      await work()
    } catch (error) {
      reportUnexpected('submit')(error)
    } finally {
      running.current = false
      setBusy(false)
    }
  }, [])

  return { busy, run }
}
