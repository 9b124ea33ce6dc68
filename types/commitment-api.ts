/**
 * The commitment group's paths (`API.commitment` in types/api.ts), in a file of their own:
 * src/api/commitment.ts imports this object alone, so a chunk that calls the commitment group
 * carries these paths and no other group's.
 */
export const COMMITMENT_API = {
  getCommitment: '/love/api/commitment/getCommitment',
  signCommitment: '/love/api/commitment/signCommitment',
  getMemberCommitment: '/love/api/commitment/getMemberCommitment'
} as const
