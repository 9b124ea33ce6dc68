/**
 * Validation rules shared by the client and the server.
 *
 * Patterns are exported as source strings because the server embeds them in
 * JSON-schema `pattern` keywords (Ajv compiles those with the `u` flag), and as
 * RegExp objects for client-side checks, so both sides can never drift apart.
 */

export const MOBILE_PATTERN = '^1[3-9]\\d{9}$'
export const MOBILE_RE = new RegExp(MOBILE_PATTERN)
export const MOBILE_RULE_TEXT = '请输入正确的11位手机号'

export const SMS_CODE_LENGTH = 6
export const SMS_CODE_PATTERN = `^\\d{${SMS_CODE_LENGTH}}$`
export const SMS_CODE_RE = new RegExp(SMS_CODE_PATTERN)

export const USERNAME_PATTERN = '^[A-Za-z][A-Za-z0-9_]{3,19}$'
export const USERNAME_RE = new RegExp(USERNAME_PATTERN)
export const USERNAME_RULE_TEXT = '用户名为4-20位字母、数字或下划线，以字母开头'

// Limited to printable, non-space ASCII: spaces and full-width characters are
// almost always input-method accidents that would lock the user out later.
export const PASSWORD_PATTERN = '^(?=.*[A-Za-z])(?=.*\\d)[\\x21-\\x7E]{6,20}$'
export const PASSWORD_RE = new RegExp(PASSWORD_PATTERN)
export const PASSWORD_RULE_TEXT = '密码为6-20位，需同时包含字母和数字'

export const ID_CARD_PATTERN = '^\\d{17}[\\dXx]$'
export const ID_CARD_RULE_TEXT = '请输入正确的18位身份证号'

const ID_CARD_RE = new RegExp(ID_CARD_PATTERN)
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

/** The birth date an ID number encodes (local midnight), or null when no such day exists. */
export function idCardBirthDate(value: string): Date | null {
  const year = Number(value.slice(6, 10))
  const month = Number(value.slice(10, 12))
  const day = Number(value.slice(12, 14))
  if (year < ID_CARD_MIN_YEAR || month < 1 || month > 12 || day < 1) return null
  // Day 0 of the next month is the last day of this one.
  if (day > new Date(year, month, 0).getDate()) return null
  return new Date(year, month - 1, day)
}

/**
 * 18-digit mainland resident ID: shape, a real birth date not after `now`, and the check
 * character. The same rule on the client form and the server; `now` makes it testable.
 */
export function isValidIdCard(value: string, now: Date = new Date()): boolean {
  if (!ID_CARD_RE.test(value)) return false
  const birth = idCardBirthDate(value)
  if (!birth || birth.getTime() > now.getTime()) return false
  return idCardCheckDigit(value.slice(0, 17)) === value[17].toUpperCase()
}
