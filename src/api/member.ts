import type {
  BindPhoneByMaReq,
  CodeReq,
  CompleteAccountReq,
  PhoneCodeReq,
  SetAvatorReq,
  SetPasswordReq,
  UsernameReq
} from '@contract/api'
import { MEMBER_API } from '@contract/member-api'
import { call, type CallOptions } from './client'

/** The request layer's own loading text: these calls span binding, naming and passwords. */
const LOADING: CallOptions = { showLoading: true }

export const getUser = (options?: CallOptions) => call(MEMBER_API.getUser, {}, options)

export const bindPhone = (data: PhoneCodeReq, options?: CallOptions) =>
  call(MEMBER_API.bindPhone, data, { ...LOADING, ...options })

export const bindPhoneByMa = (data: BindPhoneByMaReq, options?: CallOptions) =>
  call(MEMBER_API.bindPhoneByMa, data, { ...LOADING, ...options })

export const bindWxByMpCode = (data: CodeReq, options?: CallOptions) =>
  call(MEMBER_API.bindWxByMpCode, data, { ...LOADING, ...options })

export const setAvator = (data: SetAvatorReq, options?: CallOptions) =>
  call(MEMBER_API.setAvator, data, { ...LOADING, ...options })

export const setUsername = (data: UsernameReq, options?: CallOptions) =>
  call(MEMBER_API.setUsername, data, { ...LOADING, ...options })

export const setPassword = (data: SetPasswordReq, options?: CallOptions) =>
  call(MEMBER_API.setPassword, data, { ...LOADING, ...options })

export const completeAccountPass = (data: CompleteAccountReq, options?: CallOptions) =>
  call(MEMBER_API.completeAccountPass, data, { ...LOADING, ...options })
