import type {
  CodeReq,
  GenerateMpAuthUrlReq,
  LoginByAccountReq,
  LoginByMaPhoneReq,
  PhoneCodeReq,
  RegByPhoneReq
} from '@contract/api'
import { AUTH_API } from '@contract/auth-api'
import { call, type CallOptions } from './client'

const LOGGING_IN: CallOptions = { showLoading: true, loadingText: '登录中...' }

/** Mini-program: exchange the wx.login code; `registered: false` means ask for the phone. */
export const loginByMaCode = (data: CodeReq, options?: CallOptions) =>
  call(AUTH_API.loginByMaCode, data, { ...LOGGING_IN, ...options })

/** Mini-program: log in with the encrypted phone number from the phone button. */
export const loginByMaPhone = (data: LoginByMaPhoneReq, options?: CallOptions) =>
  call(AUTH_API.loginByMaPhone, data, { ...LOGGING_IN, ...options })

/** Messaging-app browser: exchange the OAuth code. */
export const loginByMpCode = (data: CodeReq, options?: CallOptions) =>
  call(AUTH_API.loginByMpCode, data, { ...LOGGING_IN, ...options })

export const loginByAccount = (data: LoginByAccountReq, options?: CallOptions) =>
  call(AUTH_API.loginByAccount, data, { ...LOGGING_IN, ...options })

export const loginByPhone = (data: PhoneCodeReq, options?: CallOptions) =>
  call(AUTH_API.loginByPhone, data, { ...LOGGING_IN, ...options })

export const regByPhone = (data: RegByPhoneReq, options?: CallOptions) =>
  call(AUTH_API.regByPhone, data, { showLoading: true, loadingText: '注册中...', ...options })

export const checkWechat = (options?: CallOptions) => call(AUTH_API.checkWechat, {}, options)

export const generateMpAuthUrl = (data: GenerateMpAuthUrlReq, options?: CallOptions) =>
  call(AUTH_API.generateMpAuthUrl, data, options)

export const logout = (options?: CallOptions) => call(AUTH_API.logout, {}, options)
