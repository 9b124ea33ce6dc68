/**
 * Certifications (real name, education, house, other; SPEC §2 /member/certification and
 * /member/love/*auth) and the staff who audit them.
 */
import type { Education } from './love'
import type { Paged } from './models'
import type { CERTIFICATION_API } from './certification-api'

export const CERT_KINDS = ['realname', 'education', 'house', 'other'] as const
export type CertKind = (typeof CERT_KINDS)[number]
export const CERT_KIND_LABELS: Record<CertKind, string> = {
  realname: '实名认证',
  education: '学历认证',
  house: '房产认证',
  other: '其他认证'
}
/** The badge an approved certification earns; an approved "other" one shows its own title. */
export const CERT_BADGES: Record<Exclude<CertKind, 'other'>, string> = {
  realname: '实名',
  education: '学历',
  house: '房产'
}

/** none → pending → approved | rejected; only a rejected one may be submitted again. */
export const CERT_STATUSES = ['none', 'pending', 'approved', 'rejected'] as const
export type CertStatus = (typeof CERT_STATUSES)[number]

export interface CertProgress {
  status: CertStatus
  /** Why staff (or the face check) refused it; '' otherwise. */
  rejectReason: string
  /** ISO times; '' when not yet submitted or audited. */
  submittedAt: string
  auditedAt: string
}

/** At most this many proof images per certification. */
export const CERT_MAX_IMAGES = 9

/** Chinese names, with the middle dot of many minority and transliterated names. */
export const REAL_NAME_PATTERN = '^[\\u4e00-\\u9fa5·]{2,20}$'
export const REAL_NAME_RULE_TEXT = '请输入真实姓名（2-20个汉字）'

export interface RealNameReq {
  realName: string
  idCard: string
  /** An uploaded photo of the member's face, compared with the ID photo by the face check. */
  faceImage: string
}
export interface RealNameCert extends CertProgress {
  realName: string
  /** Never the full number: "3301**********1234". */
  idCardMasked: string
}

export interface EducationCertReq {
  school: string
  degree: Education
  images: string[]
}
export interface EducationCert extends CertProgress {
  school: string
  /** '' before the first submission. */
  degree: Education | ''
  images: string[]
}

export interface HouseCertReq {
  city: string
  images: string[]
}
export interface HouseCert extends CertProgress, HouseCertReq {}

export interface CertField {
  label: string
  value: string
}
export interface OtherCertReq {
  title: string
  fields: CertField[]
  images: string[]
}
export interface OtherCert extends CertProgress, OtherCertReq {}

/** The integrity hub (/member/love/authindex): where each certification stands. */
export interface IntegrityItem {
  kind: CertKind
  label: string
  status: CertStatus
  rejectReason: string
}
export interface IntegrityHub {
  items: IntegrityItem[]
  badges: string[]
}

export interface PendingCertPageReq {
  pageNum: number
  pageSize: number
  /** Only this kind; all kinds when absent. */
  kind?: CertKind
}
export interface CertAuditItem {
  id: number
  kind: CertKind
  userId: number
  nickname: string
  status: CertStatus
  /** The submission as label/value pairs, whatever its kind. */
  fields: CertField[]
  images: string[]
  rejectReason: string
  submittedAt: string
  auditedAt: string
}
export type AuditResult = 'approved' | 'rejected'
export interface AuditCertReq {
  id: number
  result: AuditResult
  /** Required when rejecting: the member reads it. */
  reason?: string
}

type NoBody = Record<string, never>

export interface CertificationEndpoints {
  [CERTIFICATION_API.getRealName]: { req: NoBody; res: RealNameCert }
  [CERTIFICATION_API.submitRealName]: { req: RealNameReq; res: RealNameCert }
  [CERTIFICATION_API.getAuthIndex]: { req: NoBody; res: IntegrityHub }
  [CERTIFICATION_API.getEducationAuth]: { req: NoBody; res: EducationCert }
  [CERTIFICATION_API.saveEducationAuth]: { req: EducationCertReq; res: EducationCert }
  [CERTIFICATION_API.getHouseAuth]: { req: NoBody; res: HouseCert }
  [CERTIFICATION_API.saveHouseAuth]: { req: HouseCertReq; res: HouseCert }
  [CERTIFICATION_API.getOtherAuth]: { req: NoBody; res: OtherCert }
  [CERTIFICATION_API.saveOtherAuth]: { req: OtherCertReq; res: OtherCert }
  [CERTIFICATION_API.getPendingCertPage]: { req: PendingCertPageReq; res: Paged<CertAuditItem> }
  [CERTIFICATION_API.auditCert]: { req: AuditCertReq; res: CertAuditItem }
}
