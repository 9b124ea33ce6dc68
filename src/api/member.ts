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

const SAVING: CallOptions = { showLoading: true }

export const getUser = (options?: CallOptions) => call(API.member.getUser, {}, options)

export const bindPhone = (data: PhoneCodeReq, options?: CallOptions) =>
  call(API.member.bindPhone, data, { ...SAVING, ...options })

export const bindPhoneByMa = (data: BindPhoneByMaReq, options?: CallOptions) =>
  call(API.member.bindPhoneByMa, data, { ...SAVING, ...options })

export const bindWxByMpCode = (data: CodeReq, options?: CallOptions) =>
  call(API.member.bindWxByMpCode, data, { ...SAVING, ...options })

export const setAvator = (data: SetAvatorReq, options?: CallOptions) =>
  call(API.member.setAvator, data, { ...SAVING, ...options })

export const setUsername = (data: UsernameReq, options?: CallOptions) =>
  call(API.member.setUsername, data, { ...SAVING, ...options })

export const setPassword = (data: SetPasswordReq, options?: CallOptions) =>
  call(API.member.setPassword, data, { ...SAVING, ...options })

export const completeAccountPass = (data: CompleteAccountReq, options?: CallOptions) =>
  call(API.member.completeAccountPass, data, { ...SAVING, ...options })
