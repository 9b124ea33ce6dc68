/**
 * Where the cashier sends the member when they are done, or '' for "just go back". The
 * mini-program hands the query over still percent-encoded while the H5 router has decoded it.
 * A page path starts with '/', so only text that doesn't is decoded: decoding twice would mangle
 * an encoded query inside `back`. Anything that is not one of our pages is ignored.
 */
export function backTarget(raw: string | undefined): string {
  if (!raw) return ''
  if (raw.startsWith('/')) return raw
  try {
    const url = decodeURIComponent(raw)
    return url.startsWith('/') ? url : ''
  } catch {
    return ''
  }
}

/** A page path without its query or leading slash, as Taro's page stack reports routes. */
const routeOf = (url: string) => url.split('?')[0].replace(/^\//, '')

/**
 * True when the page just below the cashier is `back` itself: going back to it (it refreshes
 * when shown) beats opening a second copy of it on top of the stack.
 */
export function backIsPreviousPage(back: string, stack: { route?: string; $taroPath?: string }[]): boolean {
  // The mini-program names a page by `route`; the H5 router by `$taroPath` (which may carry a query).
  const below = stack[stack.length - 2]
  const previous = below?.route ?? below?.$taroPath
  return Boolean(back && previous && routeOf(previous) === routeOf(back))
}
