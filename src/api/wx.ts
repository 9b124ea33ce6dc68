import { WX_API } from '@contract/wx-api'
import { call, type CallOptions } from './client'

/** JS-SDK signature for the messaging-app browser; `url` is the page URL without its hash. */
export const getWxJsapiSignature = (url: string, options?: CallOptions) =>
  call(WX_API.getWxJsapiSignature, { url }, options)
