/**
 * The member pledge (SPEC §2 /member/love/commitment and /member/love/commitmentview): a love
 * user reads the platform's integrity pledge and signs it with their real name.
 */
import type { UserIdReq } from './love'
import type { COMMITMENT_API } from './commitment-api'

/** The badge a signed pledge earns, shown after the certification badges. */
export const COMMITMENT_BADGE = '承诺'

/** The pledge as the server words it, with the tenant's platform name filled in. */
export interface PledgeText {
  title: string
  /** The sentence leading into the clauses. */
  intro: string
  /** Numbered in this order when shown. */
  clauses: string[]
  /** Raised whenever the wording changes; a pledge signed on an older version is signed again. */
  version: number
}

export interface CommitmentSignature {
  signed: boolean
  /** '' when not signed; the full name only to its signer, masked (张*) to anyone else. */
  signedName: string
  /** ISO time of the signature; '' when not signed. */
  signedAt: string
  /** The text version signed; 0 when not signed. */
  signedVersion: number
}

/** getCommitment: the current pledge and where I stand with it. */
export interface Commitment extends CommitmentSignature {
  pledge: PledgeText
}

/** getMemberCommitment: another member's signature, with the wording they signed. */
export interface MemberCommitment extends CommitmentSignature {
  userId: number
  nickname: string
  pledge: PledgeText
}

export interface SignCommitmentReq {
  /** The signer's real name: REAL_NAME_PATTERN of types/cert.ts. */
  signedName: string
  /** Must be true: the member ticked 我已阅读并同意. A boolean so an unticked form gets a clear message, not a schema error. */
  agree: boolean
}

type NoBody = Record<string, never>

export interface CommitmentEndpoints {
  [COMMITMENT_API.getCommitment]: { req: NoBody; res: Commitment }
  [COMMITMENT_API.signCommitment]: { req: SignCommitmentReq; res: Commitment }
  [COMMITMENT_API.getMemberCommitment]: { req: UserIdReq; res: MemberCommitment }
}
