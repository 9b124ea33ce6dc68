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

export const CONTACT_INFO_MESSAGE = '不得含有联系方式，请修改'

/**
 * Characters people type instead of ASCII digits to slip a phone number past a
 * filter. 幺 (spoken "1") and the financial capitals are included because they
 * are the next most common evasions and rarely occur in ordinary prose.
 */
const DIGIT_ALIASES: Readonly<Record<string, string>> = {
  零: '0', 〇: '0', 一: '1', 二: '2', 三: '3', 四: '4', 五: '5', 六: '6', 七: '7', 八: '8', 九: '9',
  幺: '1', 壹: '1', 贰: '2', 叁: '3', 肆: '4', 伍: '5', 陆: '6', 柒: '7', 捌: '8', 玖: '9',
}

const MOBILE_LENGTH = 11
const MOBILE_WINDOW_RE = /^1[3-9]\d{9}$/

function toDigit(ch: string): string | null {
  if (ch >= '0' && ch <= '9') return ch
  const code = ch.charCodeAt(0)
  // Full-width ０-９ (U+FF10–U+FF19) map onto ASCII by a fixed offset.
  if (code >= 0xff10 && code <= 0xff19) return String.fromCharCode(code - 0xff10 + 48)
  return DIGIT_ALIASES[ch] ?? null
}

/** Digits further apart than this belong to different numbers ("1990年出生，身高175"). */
const MAX_GAP = 3

/**
 * Whether the text hides a mobile number.
 *
 * Digit-like characters are extracted and joined ("一三八 1234 5678", "1-3-8..."), and any
 * 11-digit window of a joined run that is a valid mobile number counts. A run breaks where
 * more than MAX_GAP other characters separate two digits, so a profile listing birth year,
 * height and salary is not mistaken for a phone number, while spaced-out evasions still are.
 */
export function containsContactInfo(text: string): boolean {
  const runs: string[] = []
  let run = ''
  let gap = 0
  for (const ch of text) {
    const d = toDigit(ch)
    if (d === null) {
      gap += 1
      continue
    }
    if (gap > MAX_GAP && run) {
      runs.push(run)
      run = ''
    }
    run += d
    gap = 0
  }
  runs.push(run)
  return runs.some((digits) => {
    for (let i = 0; i + MOBILE_LENGTH <= digits.length; i++) {
      if (MOBILE_WINDOW_RE.test(digits.slice(i, i + MOBILE_LENGTH))) return true
    }
    return false
  })
}

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
