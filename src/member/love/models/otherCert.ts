import type { CertField, OtherCert, OtherCertReq } from '@contract/certification'
import { getOtherAuth, saveOtherAuth } from '@/api/certification'
import type { CertificationSpec } from '@/member/models/useCertification'

export type OtherDraft = OtherCertReq

/** The server keeps at most this many label/value pairs. */
export const OTHER_MAX_FIELDS = 10
export const EMPTY_FIELD: CertField = { label: '', value: '' }

/** The request, or what to fix, with the server's messages. */
export function otherRequest(draft: OtherDraft): OtherCertReq | string {
  const title = draft.title.trim()
  if (!title) return '请输入认证名称'
  // A pair left wholly blank is a spare row, not a mistake.
  const fields = draft.fields
    .map((f) => ({ label: f.label.trim(), value: f.value.trim() }))
    .filter((f) => f.label || f.value)
  if (fields.some((f) => !f.label || !f.value)) return '请填写完整的认证信息'
  if (draft.images.length === 0) return '请上传证明材料'
  return { title, fields, images: draft.images }
}

export const OTHER_CERT: CertificationSpec<OtherCert, OtherDraft, OtherCertReq> = {
  load: () => getOtherAuth(),
  save: (req) => saveOtherAuth(req),
  // A first submission starts with one empty pair to show how the form works.
  draftOf: ({ status, title, fields, images }) => ({
    title,
    fields: status === 'none' ? [EMPTY_FIELD] : fields,
    images
  }),
  check: otherRequest,
  requireLoveUser: true
}
