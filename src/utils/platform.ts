import { DESKTOP_MIN_WIDTH } from '@/constants/app'

const WECHAT_UA = /MicroMessenger/i
const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|HarmonyOS|Windows Phone|BlackBerry|Opera Mini/i

/**
 * The platform this bundle was built for. Read in one place, on its own: the jest transformer
 * rewrites `process.env.TARO_ENV` into `TARO_ENV_JEST || TARO_ENV`, which a comparison right
 * after it would bind to wrongly.
 */
function buildPlatform(): string {
  return process.env.TARO_ENV
}

export function isWeapp(): boolean {
  return buildPlatform() === 'weapp'
}

export function isH5(): boolean {
  return buildPlatform() === 'h5'
}

/** The browser's user agent; empty in the mini-program, which has no navigator. */
export function userAgent(): string {
  return typeof navigator === 'undefined' ? '' : navigator.userAgent
}

/** The messaging app's in-app browser (not the mini-program). */
export function isWechatBrowser(ua: string = userAgent()): boolean {
  return isH5() && WECHAT_UA.test(ua)
}

/**
 * The browser window's width, as Taro's getWindowInfo reads it on H5. Read directly: the app shell
 * asks before the first page, and getWindowInfo's module brings a device-detection library along.
 */
function browserWindowWidth(): number {
  return isH5() ? document.documentElement.clientWidth : 0
}

/** A wide window with a non-mobile agent: sent to the PC landing page (SPEC §2). */
export function isDesktopVisitor(windowWidth: number = browserWindowWidth(), ua: string = userAgent()): boolean {
  return isH5() && windowWidth > DESKTOP_MIN_WIDTH && !MOBILE_UA.test(ua)
}
