import dayjs from 'dayjs'
import { CONTACT_INFO_MESSAGE, MOBILE_RE, SMS_CODE_LENGTH, containsContactInfo } from '../../types/rules'

// Validators deliberately do not trim: callers decide whether surrounding
// whitespace is a typo to fix silently or an error to show.

type Maybe<T> = T | null | undefined

export function isMobile(value: Maybe<string>): boolean {
  return typeof value === 'string' && MOBILE_RE.test(value)
}

const EMAIL_RE =
  /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/

export function isEmail(value: Maybe<string>): boolean {
  return typeof value === 'string' && value.length <= 254 && EMAIL_RE.test(value)
}

// A regex rather than `new URL()`: mini-program runtimes have no URL global.
const URL_RE =
  /^https?:\/\/(?:localhost|(?:\d{1,3}\.){3}\d{1,3}|(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,})(?::\d{1,5})?(?:[/?#][^\s]*)?$/i

export function isUrl(value: Maybe<string>): boolean {
  return typeof value === 'string' && URL_RE.test(value)
}

const ID_CARD_RE = /^\d{17}[\dXx]$/
const ID_CARD_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const
const ID_CARD_CHECK_MAP = '10X98765432'
// Second-generation IDs were issued from 1999; nobody alive and registered was
// born before 1900, so earlier years are typos rather than real people.
const ID_CARD_MIN_YEAR = 1900

/** ISO 7064 MOD 11-2 check character for the first 17 digits. */
export function idCardCheckDigit(first17: string): string {
  let sum = 0
  for (let i = 0; i < ID_CARD_WEIGHTS.length; i++) sum += Number(first17[i]) * ID_CARD_WEIGHTS[i]
  return ID_CARD_CHECK_MAP[sum % 11]
}

/** 18-digit mainland resident ID; `now` exists so birth-date checks are testable. */
export function isIdCard(value: Maybe<string>, now: Date = new Date()): boolean {
  if (typeof value !== 'string' || !ID_CARD_RE.test(value)) return false

  const year = Number(value.slice(6, 10))
  const month = Number(value.slice(10, 12))
  const day = Number(value.slice(12, 14))
  if (year < ID_CARD_MIN_YEAR || month < 1 || month > 12 || day < 1) return false
  const birth = dayjs(new Date(year, month - 1, 1))
  if (day > birth.daysInMonth()) return false
  if (birth.date(day).isAfter(now, 'day')) return false

  return idCardCheckDigit(value.slice(0, 17)) === value[17].toUpperCase()
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
  `^[${PLATE_PROVINCES}][A-Z](?:${PLATE_CHAR}{4}[A-HJ-NP-Z0-9挂学警港澳]|[DF]${PLATE_CHAR}\\d{4}|\\d{5}[DF])$`,
)

export function isPlateNumber(value: Maybe<string>): boolean {
  return typeof value === 'string' && PLATE_RE.test(value)
}

export function isSmsCode(code: Maybe<string>, length: number = SMS_CODE_LENGTH): boolean {
  if (typeof code !== 'string' || !Number.isInteger(length) || length <= 0) return false
  return code.length === length && /^\d+$/.test(code)
}

/** Form-friendly wrapper: the error message to show, or null when the text is clean. */
export function checkContactInfo(text: Maybe<string>): string | null {
  return typeof text === 'string' && containsContactInfo(text) ? CONTACT_INFO_MESSAGE : null
}
