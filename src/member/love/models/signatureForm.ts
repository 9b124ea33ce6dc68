import { REAL_NAME_PATTERN, REAL_NAME_RULE_TEXT } from '@contract/certification'
import type { SignCommitmentReq } from '@contract/commitment'

const REAL_NAME = new RegExp(REAL_NAME_PATTERN)

/** Messages of the pledge form; the unit tests look for these texts. */
export const SIGN_MSG = {
  nameMissing: '请输入您的真实姓名',
  nameRule: REAL_NAME_RULE_TEXT,
  agreement: '请阅读并勾选同意《诚信交友承诺书》'
} as const

/** The signCommitment request for the form, or the message telling the member what to fix. */
export function signatureRequest(name: string, agreed: boolean): SignCommitmentReq | string {
  const signedName = name.trim()
  if (!signedName) return SIGN_MSG.nameMissing
  if (!REAL_NAME.test(signedName)) return SIGN_MSG.nameRule
  if (!agreed) return SIGN_MSG.agreement
  return { signedName, agree: true }
}
