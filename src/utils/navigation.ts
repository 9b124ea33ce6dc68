import Taro from '@tarojs/taro'
import { ROUTES } from '@/constants/routes'

export interface GoBackParams {
  /** Go to this page instead of back. */
  url?: string
  /** Go back even when the history holds only this page. */
  back?: boolean
}

/** SPEC §4 back navigation: params.url, else back, else home when there is nothing to go back to. */
export function goBack(params: GoBackParams = {}): void {
  if (params.url) {
    void Taro.redirectTo({ url: params.url })
    return
  }
  if (!params.back && Taro.getCurrentPages().length <= 1) {
    void Taro.reLaunch({ url: ROUTES.home })
    return
  }
  void Taro.navigateBack()
}

/** The service-closed page showing `msg` (SPEC §8). */
export function closePageUrl(msg: string): string {
  return `${ROUTES.exceptionClose}?msg=${encodeURIComponent(msg)}`
}

/** Router-internal params that are not part of the page's own query. */
const INTERNAL_PARAMS = new Set(['stamp', '$taroTimestamp'])

/** The current page's absolute path with its query, e.g. '/pages/love/detail?id=3'. */
export function currentRoute(): string {
  const router = Taro.getCurrentInstance().router
  if (!router) return ROUTES.home
  const pathname = router.path.split('?')[0].replace(/^\/+/, '')
  const path = pathname ? `/${pathname}` : ROUTES.home
  const query = Object.entries(router.params)
    .filter((entry): entry is [string, string] => entry[1] !== undefined && !INTERNAL_PARAMS.has(entry[0]))
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&')
  return query ? `${path}?${query}` : path
}
