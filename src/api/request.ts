import Taro from '@tarojs/taro'
import { DEFAULT_LOADING_TEXT, REQUEST_TIMEOUT_MS } from '@/constants/app'
import { startLoading } from './loading'
import { apiUrl, authHeader } from './request-config'
import { networkFailure, respond } from './respond'

export { ApiError } from './api-error'
export { configureRequest, type RequestHooks } from './request-config'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface RequestOptions {
  /** API path such as '/common/api/member/user/getUser', or an absolute URL. */
  url: string
  method?: HttpMethod
  /** JSON body; for GET it becomes the query string. */
  data?: object
  header?: Record<string, string>
  showLoading?: boolean
  loadingText?: string
  /** Suppress the error toast; the promise still rejects. */
  hideMsg?: boolean
  /** Only reject on failure (see RespondOptions.quiet). */
  quiet?: boolean
  timeout?: number
}

/** The one HTTP entry point: resolves with `data` of a 20000 envelope, rejects with ApiError. */
export async function request<T>(options: RequestOptions): Promise<T> {
  const {
    url,
    method = 'POST',
    data,
    header,
    showLoading = false,
    loadingText = DEFAULT_LOADING_TEXT,
    hideMsg = false,
    quiet = false,
    timeout = REQUEST_TIMEOUT_MS
  } = options
  const stopLoading = showLoading ? startLoading(loadingText) : undefined

  let status: number
  let body: unknown
  try {
    const response = await Taro.request({
      url: apiUrl(url),
      method,
      data,
      header: { 'Content-Type': 'application/json', ...authHeader(), ...header },
      dataType: 'json',
      timeout
    })
    status = response.statusCode
    body = response.data
  } catch (error) {
    stopLoading?.()
    return networkFailure(error, { hideMsg, quiet })
  }
  stopLoading?.()
  return respond<T>(status, body, { hideMsg, quiet })
}
