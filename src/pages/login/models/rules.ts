import { PASSWORD_RE, PASSWORD_RULE_TEXT, SMS_CODE_LENGTH, USERNAME_RE, USERNAME_RULE_TEXT } from '@contract/rules'
import { isMobile, isSmsCode } from '@/utils/validate'

/** Messages of the login forms; the browser journeys and unit tests look for these texts. */
export const MSG = {
  phone: '请输入正确的手机号',
  code: `请输入${SMS_CODE_LENGTH}位验证码`,
  agreement: '请先阅读并同意用户协议',
  account: '请输入用户名或手机号',
  password: '请输入密码',
  mismatch: '两次输入的密码不一致',
  usernameTaken: '用户名已被使用',
  /** Sending a name already shown as taken: the field says why, the toast what to do. */
  changeUsername: '请换一个用户名'
} as const

/**
 * The rules under their fields, without the subject the field already names. Differently worded
 * from the toasts so a page never shows the same sentence twice.
 */
export const HINT = {
  username: USERNAME_RULE_TEXT.replace(/^用户名为/, ''),
  password: PASSWORD_RULE_TEXT.replace(/^密码为/, '')
} as const

/** The first problem with a phone + SMS code pair, or null. */
export function phoneCodeProblem(phone: string, code: string): string | null {
  if (!isMobile(phone)) return MSG.phone
  if (!isSmsCode(code)) return MSG.code
  return null
}

/** The first problem with a new username + password (typed twice), or null. */
export function accountProblem(username: string, password: string, confirm: string): string | null {
  if (!USERNAME_RE.test(username)) return USERNAME_RULE_TEXT
  if (!PASSWORD_RE.test(password)) return PASSWORD_RULE_TEXT
  if (password !== confirm) return MSG.mismatch
  return null
}
