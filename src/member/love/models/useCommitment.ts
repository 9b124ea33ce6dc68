import { useCallback, useEffect, useState } from 'react'
import type { Commitment, SignCommitmentReq } from '@contract/commitment'
import { getCommitment, signCommitment } from '@/api/commitment'
import { useSingleFlight } from '@/hooks/useSingleFlight'

/** The pledge and my signature of it, loaded once `enabled`; signing replaces it with the answer. */
export function useCommitment(enabled: boolean) {
  const [commitment, setCommitment] = useState<Commitment | null>(null)
  const [failed, setFailed] = useState(false)
  const { busy, run } = useSingleFlight()

  const load = useCallback(() => {
    setFailed(false)
    getCommitment()
      .then(setCommitment)
      .catch(() => setFailed(true))
  }, [])

  useEffect(() => {
    if (enabled) load()
  }, [enabled, load])

  /** Rejects with the server's refusal, which the request layer has already shown. */
  const sign = (req: SignCommitmentReq) =>
    run(async () => {
      setCommitment(await signCommitment(req))
    })

  return { commitment, failed, busy, load, sign }
}
