import type { SendCaptchaReq } from '@contract/api'
import { SYSTEM_API } from '@contract/system-api'
import { call, type CallOptions } from './client'

export const sendCaptcha = (data: SendCaptchaReq, options?: CallOptions) =>
  call(SYSTEM_API.sendCaptcha, data, { showLoading: true, ...options })

export const getTenantDetail = (options?: CallOptions) => call(SYSTEM_API.getTenantDetail, {}, options)
