/**
 * A query value as the page should show or use it. The mini-program hands queries over still
 * percent-encoded while the H5 router has already decoded them, so decoding again must tolerate
 * text that is no longer encoded (a literal '%').
 */
export function decodeQuery(value: string | undefined): string {
  if (!value) return ''
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}
