import type { ApiPath, ReqOf, ResOf } from '@contract/api'
import { request, type RequestOptions } from './request'

export type CallOptions = Omit<RequestOptions, 'url' | 'data'>

/** The loading toast of a call that sends something: every domain says it the same way. */
export const SUBMITTING: CallOptions = { showLoading: true, loadingText: '提交中...' }
export const SAVING: CallOptions = { showLoading: true, loadingText: '保存中...' }

/** A call typed by the shared contract: the path fixes both the body and the answer. */
export function call<P extends ApiPath>(path: P, data: ReqOf<P>, options: CallOptions = {}): Promise<ResOf<P>> {
  return request<ResOf<P>>({ ...options, url: path, data })
}
