import { useCallback } from 'react'
import { useSingleFlight } from '@/hooks/useSingleFlight'
import { reportUnexpected } from './errors'

/** One login submission at a time (useSingleFlight); what the request layer didn't explain is logged. */
export function useSubmitting() {
  const { busy, run: once } = useSingleFlight()
  const run = useCallback(
    (work: () => Promise<void>): Promise<void> => once(work).then(() => undefined, reportUnexpected('submit')),
    [once]
  )
  return { busy, run }
}
