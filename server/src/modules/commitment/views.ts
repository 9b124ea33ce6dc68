import { maskName } from '@contract/privacy'
import type { CommitmentSignature } from '@contract/commitment'
import type { CommitmentRow } from './repository'

/** A signature as `self` (its signer) or anyone else may see it. */
export function signatureOf(row: CommitmentRow | undefined, self: boolean): CommitmentSignature {
  if (!row) return { signed: false, signedName: '', signedAt: '', signedVersion: 0 }
  return {
    signed: true,
    signedName: self ? row.signedName : maskName(row.signedName),
    signedAt: row.signedAt.toISOString(),
    signedVersion: row.textVersion
  }
}
