import { API } from '@contract/api'
import { call, type CallOptions } from './client'

/** JS-SDK signature for the messaging-app browser; `url` is the page URL without its hash. */
export const getWxJsapiSignature = (url: string, options?: CallOptions) =>
  call(API.wx.getWxJsapiSignature, { url }, options)
