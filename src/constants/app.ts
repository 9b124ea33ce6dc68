/** Business constants and limits (SPEC §9). */

export const APP_VERSION = '1.0.0'
export const APP_VERSION_CODE = 100

export const REQUEST_TIMEOUT_MS = 60000
/** SPEC §9 only says "shown after a delay": fast answers should not flash a spinner. */
export const LOADING_DELAY_MS = 300
export const DEFAULT_LOADING_TEXT = '请求中...'
export const NETWORK_ERROR_MESSAGE = '网络异常，请稍后重试'

export const CONFIG_CACHE_MS = 30000
export const NAV_FETCH_DELAY_MS = 200
/** How long work the first screen does not need waits for a first page that never says it has drawn. */
export const FIRST_CONTENT_FALLBACK_MS = 2000
export const POST_LOGIN_REDIRECT_MS = 1000
export const TOKEN_CHECK_DELAY_MS = 300
export const RATE_LIMIT_REDIRECT_MS = 500
export const TOAST_MS = 1500

export const BADGE_MAX = 99
export const DESKTOP_MIN_WIDTH = 1000
export const REACH_BOTTOM_DISTANCE = 50

/** Fired after any login so mounted pages can reload what depends on the user. */
export const LOGIN_REFRESH_EVENT = 'login:refresh'
