import {
  CERT_KIND_LABELS,
  CERT_KINDS,
  type CertKind,
  type EducationCertReq,
  type HouseCertReq,
  type IntegrityHub,
  type OtherCertReq,
  type RealNameReq
} from '@contract/certification'
import { ErrorCode } from '@contract/envelope'
import { ID_CARD_RULE_TEXT, isValidIdCard } from '@contract/rules'
import type { Db } from '../../db/client'
import type { CertData } from '../../db/schema'
import { assertNoContactInfo } from '../../lib/contact-guard'
import type { ServerDeps } from '../../lib/deps'
import { BizError } from '../../lib/errors'
import type { AuthedUser } from '../../lib/route'
import { dayText } from '../../lib/tenant-time'
import { FaceCheckUnavailable, type FaceCheckResult } from '../../providers/face'
import { ageOf } from '../love-profile/rules'
import { certificationBadges } from './badges'
import { hashIdCard, maskIdCard } from './id-card'
import { certsOfUser, findCert, idCardTakenByOther, saveSubmission, type CertRow, type Submission } from './repository'
import { assertCanSubmit } from './state'

// Other modules check a member's certificate through this service, never through the repository.
export { findCert }

/** Dating services are for adults only, whatever the tenant's own age settings. */
const ADULT_AGE = 18

export function myCert(db: Db, who: AuthedUser, kind: CertKind): Promise<CertRow | undefined> {
  return findCert(db, who.tenantId, who.userId, kind)
}

/**
 * Writes a checked submission. No transaction: the conditional write in saveSubmission is the
 * guard, and the real-name flow must not hold one open across the face-check call.
 */
async function save(db: Db, who: AuthedUser, kind: CertKind, current: CertRow | undefined, submission: Submission) {
  const row = await saveSubmission(db, who, kind, current, submission)
  if (!row) throw new BizError('认证状态已变化，请刷新后重试')
  return row
}

function pending(data: CertData, images: string[]): Submission {
  return { status: 'pending', data, images, idHash: null, rejectReason: '', auditedAt: null }
}

function required(value: string, message: string): string {
  const trimmed = value.trim()
  if (!trimmed) throw new BizError(message)
  return trimmed
}

function requireImages(images: string[], message: string): string[] {
  if (images.length === 0) throw new BizError(message)
  return images
}

/** The face check decides at once when it can; 'review' leaves it to staff. */
function outcomeOf(result: FaceCheckResult): Pick<Submission, 'status' | 'rejectReason' | 'auditedAt'> {
  if (result.outcome === 'pass') return { status: 'approved', rejectReason: '', auditedAt: new Date() }
  if (result.outcome === 'fail')
    return { status: 'rejected', rejectReason: result.reason || '人脸核验未通过，请重新认证', auditedAt: new Date() }
  return { status: 'pending', rejectReason: '', auditedAt: null }
}

async function faceCheck(deps: Pick<ServerDeps, 'face' | 'log'>, input: RealNameReq): Promise<FaceCheckResult> {
  try {
    return await deps.face.check(input)
  } catch (err) {
    if (!(err instanceof FaceCheckUnavailable)) throw err
    deps.log.warn({ err }, 'face check unavailable')
    throw new BizError('实名认证服务暂不可用，请稍后再试', ErrorCode.ThirdPartyFailed)
  }
}

/**
 * Real name: a valid adult ID card not live on another account, then the face check. Only
 * the masked number and a keyed hash are stored; the full number lives for this request.
 * Adulthood is counted on the day in the tenant's city (`timeZone`), as every age is.
 */
export async function submitRealName(
  deps: Pick<ServerDeps, 'db' | 'config' | 'face' | 'log'>,
  who: AuthedUser,
  input: RealNameReq,
  timeZone: string
): Promise<CertRow> {
  const idCard = input.idCard.toUpperCase()
  if (!isValidIdCard(idCard)) throw new BizError(ID_CARD_RULE_TEXT)
  // Digits 7 to 14 are the birth date, a real day once the number is valid.
  const birthDate = `${idCard.slice(6, 10)}-${idCard.slice(10, 12)}-${idCard.slice(12, 14)}`
  if (ageOf(birthDate, dayText(new Date(), timeZone)) < ADULT_AGE) throw new BizError('未满18周岁，无法进行实名认证')
  const current = await myCert(deps.db, who, 'realname')
  assertCanSubmit(current)
  const idHash = hashIdCard(deps.config.ID_HASH_SECRET, idCard)
  if (await idCardTakenByOther(deps.db, who.tenantId, who.userId, idHash))
    throw new BizError('该身份证号已被其他账号认证')
  const result = await faceCheck(deps, { realName: input.realName, idCard, faceImage: input.faceImage })
  return save(deps.db, who, 'realname', current, {
    data: { kind: 'realname', realName: input.realName, idCardMasked: maskIdCard(idCard) },
    images: [],
    idHash,
    ...outcomeOf(result)
  })
}

/** The school is held to the rule for public texts: it is the credential behind the 学历 badge, written to be shown. */
export async function submitEducation(db: Db, who: AuthedUser, input: EducationCertReq): Promise<CertRow> {
  const school = required(input.school, '请输入毕业院校')
  assertNoContactInfo(school)
  const images = requireImages(input.images, '请上传学历证明照片')
  const current = await myCert(db, who, 'education')
  assertCanSubmit(current)
  return save(db, who, 'education', current, pending({ kind: 'education', school, degree: input.degree }, images))
}

export async function submitHouse(db: Db, who: AuthedUser, input: HouseCertReq): Promise<CertRow> {
  const city = required(input.city, '请输入房产所在城市')
  const images = requireImages(input.images, '请上传房产证明照片')
  const current = await myCert(db, who, 'house')
  assertCanSubmit(current)
  return save(db, who, 'house', current, pending({ kind: 'house', city }, images))
}

/**
 * The title becomes a public badge once approved, so it must not carry contact details. The
 * fields reach only staff and the member, and often hold long certificate numbers that a
 * contact check would mistake for phone numbers.
 */
export async function submitOther(db: Db, who: AuthedUser, input: OtherCertReq): Promise<CertRow> {
  const title = required(input.title, '请输入认证名称')
  assertNoContactInfo(title)
  const fields = input.fields.map((f) => ({
    label: required(f.label, '请填写完整的认证信息'),
    value: required(f.value, '请填写完整的认证信息')
  }))
  const images = requireImages(input.images, '请上传证明材料')
  const current = await myCert(db, who, 'other')
  assertCanSubmit(current)
  return save(db, who, 'other', current, pending({ kind: 'other', title, fields }, images))
}

/** The integrity hub: every kind with its state, and the badges earned so far. */
export async function integrityHub(db: Db, who: AuthedUser): Promise<IntegrityHub> {
  const [rows, badges] = await Promise.all([
    certsOfUser(db, who.tenantId, who.userId),
    certificationBadges(db, who.tenantId, [who.userId])
  ])
  const byKind = new Map(rows.map((row) => [row.kind, row]))
  return {
    items: CERT_KINDS.map((kind) => {
      const row = byKind.get(kind)
      return {
        kind,
        label: CERT_KIND_LABELS[kind],
        status: row?.status ?? 'none',
        rejectReason: row?.rejectReason ?? ''
      }
    }),
    badges: badges.get(who.userId) ?? []
  }
}
