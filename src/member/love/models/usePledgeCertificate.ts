import { useCallback, useEffect, useState } from 'react'
import type { CommitmentSignature, PledgeText } from '@contract/commitment'
import { getCommitment, getMemberCommitment } from '@/api/commitment'

export interface PledgeCertificate extends CommitmentSignature {
  pledge: PledgeText
  /** Whose pledge: null for my own. */
  nickname: string | null
}

/** My signed pledge, or another member's when `memberId` is given; loaded once `enabled`. */
export function usePledgeCertificate(memberId: number | null, enabled: boolean) {
  const [certificate, setCertificate] = useState<PledgeCertificate | null>(null)
  const [failed, setFailed] = useState(false)

  const load = useCallback(() => {
    setFailed(false)
    const loading: Promise<PledgeCertificate> =
      memberId === null ? getCommitment().then((c) => ({ ...c, nickname: null })) : getMemberCommitment(memberId)
    loading.then(setCertificate).catch(() => setFailed(true))
  }, [memberId])

  useEffect(() => {
    if (enabled) load()
  }, [enabled, load])

  return { certificate, failed, load }
}
