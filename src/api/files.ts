import Taro from '@tarojs/taro'
import { DEFAULT_LOADING_TEXT, REQUEST_TIMEOUT_MS } from '@/constants/app'
import { startLoading } from './loading'
import { apiUrl, authHeader } from './request-config'
import { networkFailure, respond } from './respond'

/*
 * Uploads, apart from request.ts: the app bundle needs request() for its first calls, and would
 * otherwise carry Taro's upload too, which only a few pages use.
 */

export interface UploadOptions {
  url: string
  filePath: string
  /** Form field of the file. */
  name?: string
  formData?: Record<string, string>
  showLoading?: boolean
  loadingText?: string
  hideMsg?: boolean
}

/** Multipart upload; the server answers with the same envelope as any call. */
export async function uploadFile<T>(options: UploadOptions): Promise<T> {
  const {
    url,
    filePath,
    name = 'file',
    formData,
    showLoading = false,
    loadingText = DEFAULT_LOADING_TEXT,
    hideMsg = false
  } = options
  const stopLoading = showLoading ? startLoading(loadingText) : undefined

  let response: Taro.uploadFile.SuccessCallbackResult
  try {
    response = await Taro.uploadFile({
      url: apiUrl(url),
      filePath,
      name,
      formData,
      header: authHeader(),
      timeout: REQUEST_TIMEOUT_MS
    })
  } catch (error) {
    stopLoading?.()
    return networkFailure(error, { hideMsg })
  }
  stopLoading?.()
  return respond<T>(response.statusCode, parseJson(response.data), { hideMsg })
}

/** Upload answers arrive as text (the mini-program cannot parse them for us). */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}
