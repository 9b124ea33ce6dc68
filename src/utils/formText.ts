/** How many characters the server counts in `text`: code points, so an emoji is one. */
export const charLength = (text: string) => Array.from(text).length

/**
 * A whole number from min to max typed into a form, blanks around it ignored; an empty box reads
 * as `blank`. Null when it is anything else.
 */
export function wholeNumberIn(text: string, min: number, max: number, blank: number | null = null): number | null {
  const t = text.trim()
  if (t === '') return blank
  if (!/^\d+$/.test(t)) return null
  const n = Number(t)
  return n >= min && n <= max ? n : null
}
