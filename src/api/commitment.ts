import { API } from '@contract/api'
import type { SignCommitmentReq } from '@contract/commitment'
import { call, type CallOptions } from './client'

export const getCommitment = (options?: CallOptions) => call(API.commitment.getCommitment, {}, options)
export const signCommitment = (data: SignCommitmentReq, options?: CallOptions) =>
  call(API.commitment.signCommitment, data, { showLoading: true, loadingText: '签署中...', ...options })
export const getMemberCommitment = (userId: number, options?: CallOptions) =>
  call(API.commitment.getMemberCommitment, { userId }, options)
