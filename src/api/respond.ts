import Taro from '@tarojs/taro'
import {
  DEFAULT_ERROR_MESSAGE,
  ErrorCode,
  MAINTENANCE_MESSAGE,
  SUCCESS_CODE,
  type ApiEnvelope
} from '@contract/envelope'
import { NETWORK_ERROR_MESSAGE, RATE_LIMIT_REDIRECT_MS, TOAST_MS } from '@/constants/app'
import { ROUTES } from '@/constants/routes'
import { showToast } from '@/utils/interaction'
import { closePageUrl, currentRoute } from '@/utils/navigation'
import { ApiError } from './api-error'
import { requestHooks } from './request-config'

export interface RespondOptions {
  /** Suppress the error toast; the call is still rejected. */
  hideMsg?: boolean
  /**
   * Only reject: no toast, no redirect, no logout. For a call made ahead of the page that needs it
   * (the app may not have shown a page yet); that page repeats a failed one, which then says why.
   */
  quiet?: boolean
}

function isEnvelope(body: unknown): body is ApiEnvelope {
  return typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'number'
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.message
  if (typeof error === 'object' && error !== null && 'errMsg' in error && typeof error.errMsg === 'string') {
    return error.errMsg
  }
  return ''
}

function toast(title: string): void {
  showToast({ title, icon: 'none', duration: TOAST_MS })
}

/** Several calls can hit 429 together; the user is sent to the 429 page once. */
let rateLimitRedirectPending = false

function redirectToRateLimitPage(): void {
  const from = currentRoute()
  if (rateLimitRedirectPending || from.startsWith(ROUTES.exception429)) return
  rateLimitRedirectPending = true
  setTimeout(() => {
    rateLimitRedirectPending = false
    void Taro.redirectTo({ url: `${ROUTES.exception429}?url=${encodeURIComponent(from)}` })
  }, RATE_LIMIT_REDIRECT_MS)
}

/**
 * Turns an HTTP answer into the call's result or an ApiError, with the side effects SPEC §8
 * prescribes (toast, redirect, logout). Always throws unless the business code is 20000.
 */
export function respond<T>(status: number, body: unknown, options: RespondOptions = {}): T {
  const envelope = isEnvelope(body) ? body : null
  const code = envelope?.code ?? null
  const data = envelope?.data

  if (status === 200) {
    // The one boundary where the wire is trusted to match the contract in types/api.ts.
    if (envelope && envelope.code === SUCCESS_CODE) return envelope.data as T
    const msg = envelope?.msg || DEFAULT_ERROR_MESSAGE
    if (!options.hideMsg && !options.quiet) toast(msg)
    throw new ApiError(msg, { code, status, data })
  }

  const msg = envelope?.msg || `HTTP ${status}`
  if (options.quiet) throw new ApiError(msg, { code, status, data })
  switch (status) {
    case 401:
      if (code === ErrorCode.TenantClosed) {
        void Taro.reLaunch({ url: closePageUrl(envelope?.msg || DEFAULT_ERROR_MESSAGE) })
      } else {
        requestHooks().onUnauthorized()
      }
      break
    case 429:
      redirectToRateLimitPage()
      break
    case 404:
      void Taro.reLaunch({ url: closePageUrl(MAINTENANCE_MESSAGE) })
      break
    case 403:
      // Rejected silently: the page decides what a forbidden action means to the user.
      break
    default:
      console.error(`[request] HTTP ${status}`, body)
  }
  throw new ApiError(msg, { code, status, data })
}

/** Nothing came back (offline, DNS, timeout, aborted). */
export function networkFailure(error: unknown, options: RespondOptions = {}): never {
  console.error('[request] network failure', error)
  if (!options.hideMsg && !options.quiet) toast(NETWORK_ERROR_MESSAGE)
  throw new ApiError(describe(error) || NETWORK_ERROR_MESSAGE, { status: 0 })
}
