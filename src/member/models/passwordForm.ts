import type { SetPasswordReq } from '@contract/api'
import { PASSWORD_RE, PASSWORD_RULE_TEXT } from '@contract/rules'

export interface PasswordForm {
  oldPassword: string
  password: string
  confirm: string
}

export const EMPTY_PASSWORD_FORM: PasswordForm = { oldPassword: '', password: '', confirm: '' }

/**
 * The setPassword request for the form, or the message telling the member what to fix. The old
 * password is asked only when one is set (members from SMS or the messaging app may have none).
 */
export function passwordRequest(form: PasswordForm, hasPassword: boolean): SetPasswordReq | string {
  if (hasPassword && !form.oldPassword) return '请输入原密码'
  if (!PASSWORD_RE.test(form.password)) return PASSWORD_RULE_TEXT
  if (form.password !== form.confirm) return '两次输入的新密码不一致'
  return hasPassword ? { oldPassword: form.oldPassword, password: form.password } : { password: form.password }
}
