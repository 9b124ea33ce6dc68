import { API } from '@contract/api'
import type { DeleteAccountReq } from '@contract/account'
import { call, SUBMITTING, type CallOptions } from './client'

export const getDeletionCheck = (options?: CallOptions) => call(API.account.getDeletionCheck, {}, options)
export const deleteAccount = (data: DeleteAccountReq, options?: CallOptions) =>
  call(API.account.deleteAccount, data, { ...SUBMITTING, ...options })
