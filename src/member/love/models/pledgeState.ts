import type { CommitmentSignature, PledgeText } from '@contract/commitment'
import { formatDate } from '@/utils/time'

/** Whether the signature covers the pledge as shown; false once the wording changed since signing. */
export function signedCurrent(c: CommitmentSignature & { pledge: PledgeText }): boolean {
  return c.signed && c.signedVersion === c.pledge.version
}

/** The signing date as a certificate writes it. */
export const signedDate = (signedAt: string) => formatDate(signedAt, 'YYYY年MM月DD日')
