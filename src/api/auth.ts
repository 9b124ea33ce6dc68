import {
  API,
  type CodeReq,
  type GenerateMpAuthUrlReq,
  type LoginByAccountReq,
  type LoginByMaPhoneReq,
  type PhoneCodeReq
} from '@contract/api'
import { call, type CallOptions } from './client'

const LOGGING_IN: CallOptions = { showLoading: true, loadingText: '登录中...' }

/** Mini-program: exchange the wx.login code; `registered: false` means ask for the phone. */
export const loginByMaCode = (data: CodeReq, options?: CallOptions) =>
  call(API.auth.loginByMaCode, data, { ...LOGGING_IN, ...options })

/** Mini-program: log in with the encrypted phone number from the phone button. */
export const loginByMaPhone = (data: LoginByMaPhoneReq, options?: CallOptions) =>
  call(API.auth.loginByMaPhone, data, { ...LOGGING_IN, ...options })

/** Messaging-app browser: exchange the OAuth code. */
export const loginByMpCode = (data: CodeReq, options?: CallOptions) =>
  call(API.auth.loginByMpCode, data, { ...LOGGING_IN, ...options })

export const loginByAccount = (data: LoginByAccountReq, options?: CallOptions) =>
  call(API.auth.loginByAccount, data, { ...LOGGING_IN, ...options })

export const loginByPhone = (data: PhoneCodeReq, options?: CallOptions) =>
  call(API.auth.loginByPhone, data, { ...LOGGING_IN, ...options })

export const checkWechat = (options?: CallOptions) => call(API.auth.checkWechat, {}, options)

export const generateMpAuthUrl = (data: GenerateMpAuthUrlReq, options?: CallOptions) =>
  call(API.auth.generateMpAuthUrl, data, options)

export const logout = (options?: CallOptions) => call(API.auth.logout, {}, options)
