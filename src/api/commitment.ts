import { COMMITMENT_API } from '@contract/commitment-api'
import type { SignCommitmentReq } from '@contract/commitment'
import { call, type CallOptions } from './client'

export const getCommitment = (options?: CallOptions) => call(COMMITMENT_API.getCommitment, {}, options)
export const signCommitment = (data: SignCommitmentReq, options?: CallOptions) =>
  call(COMMITMENT_API.signCommitment, data, { showLoading: true, loadingText: '签署中...', ...options })
export const getMemberCommitment = (userId: number, options?: CallOptions) =>
  call(COMMITMENT_API.getMemberCommitment, { userId }, options)
