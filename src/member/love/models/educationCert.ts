import type { EducationCert, EducationCertReq } from '@contract/certification'
import type { Education } from '@contract/love'
import { getEducationAuth, saveEducationAuth } from '@/api/certification'
import type { CertificationSpec } from '@/member/models/useCertification'

export interface EducationDraft {
  school: string
  degree: Education | ''
  images: string[]
}

/** The request, or what to fix, in the order the form shows it and with the server's messages. */
export function educationRequest(draft: EducationDraft): EducationCertReq | string {
  const school = draft.school.trim()
  if (!school) return '请输入毕业院校'
  if (!draft.degree) return '请选择学历'
  if (draft.images.length === 0) return '请上传学历证明照片'
  return { school, degree: draft.degree, images: draft.images }
}

export const EDUCATION_CERT: CertificationSpec<EducationCert, EducationDraft, EducationCertReq> = {
  load: () => getEducationAuth(),
  save: (req) => saveEducationAuth(req),
  draftOf: ({ school, degree, images }) => ({ school, degree, images }),
  check: educationRequest,
  requireLoveUser: true
}
