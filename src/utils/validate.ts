import { MOBILE_RE, SMS_CODE_LENGTH, isValidIdCard } from '@contract/rules'

// Validators deliberately do not trim: callers decide whether surrounding
// whitespace is a typo to fix silently or an error to show.

type Maybe<T> = T | null | undefined

export function isMobile(value: Maybe<string>): boolean {
  return typeof value === 'string' && MOBILE_RE.test(value)
}

const EMAIL_RE = /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/

export function isEmail(value: Maybe<string>): boolean {
  return typeof value === 'string' && value.length <= 254 && EMAIL_RE.test(value)
}

// A regex rather than `new URL()`: mini-program runtimes have no URL global.
const URL_RE =
  /^https?:\/\/(?:localhost|(?:\d{1,3}\.){3}\d{1,3}|(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,})(?::\d{1,5})?(?:[/?#][^\s]*)?$/i

export function isUrl(value: Maybe<string>): boolean {
  return typeof value === 'string' && URL_RE.test(value)
}

export { idCardCheckDigit } from '@contract/rules'

/** 18-digit mainland resident ID (the shared rule in types/rules.ts); `now` exists so birth-date checks are testable. */
export function isIdCard(value: Maybe<string>, now: Date = new Date()): boolean {
  return typeof value === 'string' && isValidIdCard(value, now)
}

// Leading zeros are rejected ("01.2") because they usually signal a mistyped
// amount, but a lone "0" integer part ("0.5") is the normal way to write cents.
const AMOUNT_RE = /^(?:0|[1-9]\d*)(?:\.\d{1,2})?$/

export function isAmount(value: Maybe<string | number>): boolean {
  if (typeof value === 'number') return Number.isFinite(value) && AMOUNT_RE.test(String(value))
  return typeof value === 'string' && AMOUNT_RE.test(value)
}

// Area code 3-4 digits starting with 0, local number 7-8 digits, optional extension.
const LANDLINE_RE = /^0\d{2,3}-\d{7,8}(?:-\d{1,6})?$/

export function isLandline(value: Maybe<string>): boolean {
  return typeof value === 'string' && LANDLINE_RE.test(value)
}

const PLATE_PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼'
// Serial characters never use I or O (too easily confused with 1 and 0).
const PLATE_CHAR = '[A-HJ-NP-Z0-9]'
// Regular plates: 5 serial chars, the last may be a usage suffix (挂 trailer, 学 learner...).
// New-energy plates: D/F first (small cars: then 1 char + 4 digits) or last (large: 5 digits first).
const PLATE_RE = new RegExp(
  `^[${PLATE_PROVINCES}][A-Z](?:${PLATE_CHAR}{4}[A-HJ-NP-Z0-9挂学警港澳]|[DF]${PLATE_CHAR}\\d{4}|\\d{5}[DF])$`
)

export function isPlateNumber(value: Maybe<string>): boolean {
  return typeof value === 'string' && PLATE_RE.test(value)
}

export function isSmsCode(code: Maybe<string>, length: number = SMS_CODE_LENGTH): boolean {
  if (typeof code !== 'string' || !Number.isInteger(length) || length <= 0) return false
  return code.length === length && /^\d+$/.test(code)
}
