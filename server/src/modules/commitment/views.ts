import type { CommitmentSignature } from '@contract/commitment'
import type { CommitmentRow } from './repository'

/** Surname kept, the rest starred: the certificate vouches for a real name without handing it to others. */
export function maskName(name: string): string {
  const [first = '', ...rest] = Array.from(name)
  return first + '*'.repeat(rest.length)
}

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
