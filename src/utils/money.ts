/*
 * Money is formatted from its decimal STRING, never via `value * 100` float
 * math: 0.29 * 100 === 28.999999999999996, which would display 0.28. A number's
 * String() is the shortest text that round-trips, i.e. what the user expects.
 */

const NUMERIC_RE = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i

interface Decimal {
  negative: boolean
  int: string
  frac: string
}

/** Parses numeric text (including exponent notation) into exact digit strings. */
function parseDecimal(text: string): Decimal | null {
  const m = NUMERIC_RE.exec(text.trim())
  if (!m) return null
  const [, sign, intPart, fracPart = '', expPart] = m
  if (intPart === '' && fracPart === '') return null

  let digits = intPart + fracPart
  let point = intPart.length
  const exp = expPart === undefined ? 0 : Number(expPart)
  // Absurd exponents cannot be represented as display text anyway.
  if (!Number.isSafeInteger(exp) || Math.abs(exp) > 400) return null
  point += exp
  if (point < 0) {
    digits = '0'.repeat(-point) + digits
    point = 0
  } else if (point > digits.length) {
    digits += '0'.repeat(point - digits.length)
  }

  return {
    negative: sign === '-',
    int: digits.slice(0, point).replace(/^0+/, '') || '0',
    frac: digits.slice(point)
  }
}

function groupThousands(int: string): string {
  return int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/**
 * Thousands-separated amount, TRUNCATED (not rounded) to `decimals` places:
 * showing more money than the user really has — e.g. a balance of 0.999 as
 * 1.00 they then cannot withdraw — is worse than showing slightly less.
 * Unparseable input renders as zero so templates never show "NaN".
 */
export function formatMoney(value: number | string | null | undefined, decimals = 2): string {
  if (!Number.isInteger(decimals) || decimals < 0) {
    throw new RangeError(`formatMoney: decimals must be a non-negative integer, got ${decimals}`)
  }

  let parsed: Decimal | null = null
  if (typeof value === 'number') {
    if (Number.isFinite(value)) parsed = parseDecimal(String(value))
  } else if (typeof value === 'string') {
    parsed = parseDecimal(value)
  }
  const dec = parsed ?? { negative: false, int: '0', frac: '' }

  const frac = dec.frac.slice(0, decimals).padEnd(decimals, '0')
  // Truncation can leave nothing but zeros (-0.001 → 0.00); "-0.00" reads as a debt.
  const isZero = /^0*$/.test(dec.int + frac)
  const sign = dec.negative && !isZero ? '-' : ''
  return `${sign}${groupThousands(dec.int)}${decimals > 0 ? `.${frac}` : ''}`
}

/** Integer cents → yuan text; cents are split with integer math so no float error can creep in. */
export function fenToYuan(fen: number): string {
  if (!Number.isFinite(fen)) return formatMoney(0)
  // Fractional cents are not meaningful; drop them toward zero like formatMoney does.
  const whole = Math.trunc(fen)
  const abs = Math.abs(whole)
  const yuan = Math.floor(abs / 100)
  const cents = abs % 100
  const sign = whole < 0 ? '-' : ''
  return formatMoney(`${sign}${yuan}.${String(cents).padStart(2, '0')}`)
}
