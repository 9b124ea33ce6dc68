import { ACCOUNT_API } from '@contract/account-api'
import type { DeleteAccountReq } from '@contract/account'
import { call, SUBMITTING, type CallOptions } from './client'

export const getDeletionCheck = (options?: CallOptions) => call(ACCOUNT_API.getDeletionCheck, {}, options)
export const deleteAccount = (data: DeleteAccountReq, options?: CallOptions) =>
  call(ACCOUNT_API.deleteAccount, data, { ...SUBMITTING, ...options })
