import { REAL_NAME_PATTERN, REAL_NAME_RULE_TEXT, type RealNameCert, type RealNameReq } from '@contract/certification'
import { ID_CARD_RULE_TEXT } from '@contract/rules'
import { getRealName, submitRealName } from '@/api/certification'
import { isIdCard } from '@/utils/validate'
import type { CertificationSpec } from './useCertification'

export interface RealNameDraft {
  realName: string
  idCard: string
  /** At most one: the face photo of this attempt. */
  faceImages: string[]
}

const REAL_NAME_RE = new RegExp(REAL_NAME_PATTERN)

/** The name is kept for a resubmission; the number never comes back and the face is taken anew. */
export function realNameDraft(cert: RealNameCert): RealNameDraft {
  return { realName: cert.realName, idCard: '', faceImages: [] }
}

/** The request, or what to fix, checked as the server checks it (name rule, ID check digit). */
export function realNameRequest(draft: RealNameDraft): RealNameReq | string {
  const realName = draft.realName.trim()
  if (!REAL_NAME_RE.test(realName)) return REAL_NAME_RULE_TEXT
  // People paste numbers with spaces and type the check letter in lower case.
  const idCard = draft.idCard.replace(/\s/g, '').toUpperCase()
  if (!isIdCard(idCard)) return ID_CARD_RULE_TEXT
  if (draft.faceImages.length === 0) return '请拍摄本人正脸照片'
  return { realName, idCard, faceImage: draft.faceImages[0] }
}

export const REAL_NAME_CERT: CertificationSpec<RealNameCert, RealNameDraft, RealNameReq> = {
  load: () => getRealName(),
  save: (req) => submitRealName(req),
  draftOf: realNameDraft,
  check: realNameRequest,
  requireLoveUser: false
}
