import { PASSWORD_RE, PASSWORD_RULE_TEXT, USERNAME_RE, USERNAME_RULE_TEXT } from '../../../../types/rules'

/** The first problem with a username + password pair, or null when both are acceptable. */
export function accountProblem(username: string, password: string, confirm: string): string | null {
  if (!USERNAME_RE.test(username)) return USERNAME_RULE_TEXT
  if (!PASSWORD_RE.test(password)) return PASSWORD_RULE_TEXT
  if (password !== confirm) return '两次输入的密码不一致'
  return null
}
