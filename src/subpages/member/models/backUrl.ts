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
