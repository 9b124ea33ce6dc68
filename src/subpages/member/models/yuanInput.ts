const YUAN_RE = /^(\d+)(?:\.(\d{1,2}))?$/

/**
 * Fen from yuan the member typed, by string math: 12.34 * 100 is 1233.9999…, which would lose a
 * fen. null unless it is a plain amount with at most two decimals.
 */
export function yuanToFen(text: string): number | null {
  const m = YUAN_RE.exec(text.trim())
  if (!m) return null
  const fen = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'))
  return Number.isSafeInteger(fen) ? fen : null
}

/** Yuan as the member would type them: no thousands separators, two decimals. */
export function fenToYuanInput(fen: number): string {
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`
}
