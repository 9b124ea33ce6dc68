import type { ApiPath, ReqOf, ResOf } from '@contract/api'
import { request, type RequestOptions } from './request'

export type CallOptions = Omit<RequestOptions, 'url' | 'data'>

/** A call typed by the shared contract: the path fixes both the body and the answer. */
export function call<P extends ApiPath>(path: P, data: ReqOf<P>, options: CallOptions = {}): Promise<ResOf<P>> {
  return request<ResOf<P>>({ ...options, url: path, data })
}
