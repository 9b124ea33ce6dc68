import { API, type SendCaptchaReq } from '@contract/api'
import { call, type CallOptions } from './client'

export const sendCaptcha = (data: SendCaptchaReq, options?: CallOptions) =>
  call(API.system.sendCaptcha, data, { showLoading: true, ...options })

export const getTenantDetail = (options?: CallOptions) => call(API.system.getTenantDetail, {}, options)
