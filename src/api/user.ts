import { API, type PhoneReq, type RegByPhoneReq, type UsernameReq } from '@contract/api'
import { call, type CallOptions } from './client'

export const regByPhone = (data: RegByPhoneReq, options?: CallOptions) =>
  call(API.user.regByPhone, data, { showLoading: true, loadingText: '注册中...', ...options })

export const checkPhone = (data: PhoneReq, options?: CallOptions) => call(API.user.checkPhone, data, options)

export const checkUserName = (data: UsernameReq, options?: CallOptions) => call(API.user.checkUserName, data, options)
