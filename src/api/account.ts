import { ACCOUNT_API } from '@contract/account-api'
import type { DeleteAccountReq } from '@contract/account'
import { call, SUBMITTING, type CallOptions } from './client'

export const getDeletionCheck = (options?: CallOptions) => call(ACCOUNT_API.getDeletionCheck, {}, options)
export const exportMyData = (options?: CallOptions) =>
  call(ACCOUNT_API.exportMyData, {}, { showLoading: true, loadingText: '正在整理你的数据...', ...options })
export const deleteAccount = (data: DeleteAccountReq, options?: CallOptions) =>
  call(ACCOUNT_API.deleteAccount, data, { ...SUBMITTING, ...options })
