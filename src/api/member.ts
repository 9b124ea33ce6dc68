import {
  API,
  type BindPhoneByMaReq,
  type CodeReq,
  type CompleteAccountReq,
  type PhoneCodeReq,
  type SetAvatorReq,
  type SetPasswordReq,
  type UsernameReq
} from '@contract/api'
import { call, type CallOptions } from './client'

/** The request layer's own loading text: these calls span binding, naming and passwords. */
const LOADING: CallOptions = { showLoading: true }

export const getUser = (options?: CallOptions) => call(API.member.getUser, {}, options)

export const bindPhone = (data: PhoneCodeReq, options?: CallOptions) =>
  call(API.member.bindPhone, data, { ...LOADING, ...options })

export const bindPhoneByMa = (data: BindPhoneByMaReq, options?: CallOptions) =>
  call(API.member.bindPhoneByMa, data, { ...LOADING, ...options })

export const bindWxByMpCode = (data: CodeReq, options?: CallOptions) =>
  call(API.member.bindWxByMpCode, data, { ...LOADING, ...options })

export const setAvator = (data: SetAvatorReq, options?: CallOptions) =>
  call(API.member.setAvator, data, { ...LOADING, ...options })

export const setUsername = (data: UsernameReq, options?: CallOptions) =>
  call(API.member.setUsername, data, { ...LOADING, ...options })

export const setPassword = (data: SetPasswordReq, options?: CallOptions) =>
  call(API.member.setPassword, data, { ...LOADING, ...options })

export const completeAccountPass = (data: CompleteAccountReq, options?: CallOptions) =>
  call(API.member.completeAccountPass, data, { ...LOADING, ...options })
