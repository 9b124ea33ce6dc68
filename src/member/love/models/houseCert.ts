import type { HouseCert, HouseCertReq } from '@contract/certification'
import { getHouseAuth, saveHouseAuth } from '@/api/certification'
import type { CertificationSpec } from '@/member/models/useCertification'

export type HouseDraft = HouseCertReq

/** The request, or what to fix, with the server's messages. */
export function houseRequest(draft: HouseDraft): HouseCertReq | string {
  const city = draft.city.trim()
  if (!city) return '请输入房产所在城市'
  if (draft.images.length === 0) return '请上传房产证明照片'
  return { city, images: draft.images }
}

export const HOUSE_CERT: CertificationSpec<HouseCert, HouseDraft, HouseCertReq> = {
  load: () => getHouseAuth(),
  save: (req) => saveHouseAuth(req),
  draftOf: ({ city, images }) => ({ city, images }),
  check: houseRequest,
  requireLoveUser: true
}
