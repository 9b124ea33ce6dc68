import type {
  CertAuditItem,
  CertField,
  CertProgress,
  EducationCert,
  HouseCert,
  OtherCert,
  RealNameCert
} from '@contract/certification'
import { EDUCATION_LABELS } from '@contract/love'
import type { CertData } from '../../db/schema'
import type { CertRow } from './repository'

const iso = (at: Date | null) => (at ? at.toISOString() : '')

/** Where a member's certification stands; 'none' before the first submission. */
function progressOf(row: CertRow | undefined): CertProgress {
  if (!row) return { status: 'none', rejectReason: '', submittedAt: '', auditedAt: '' }
  return {
    status: row.status,
    rejectReason: row.rejectReason,
    submittedAt: iso(row.submittedAt),
    auditedAt: iso(row.auditedAt)
  }
}

export function toRealNameCert(row: CertRow | undefined): RealNameCert {
  const data = row?.data.kind === 'realname' ? row.data : undefined
  return { ...progressOf(row), realName: data?.realName ?? '', idCardMasked: data?.idCardMasked ?? '' }
}

export function toEducationCert(row: CertRow | undefined): EducationCert {
  const data = row?.data.kind === 'education' ? row.data : undefined
  return { ...progressOf(row), school: data?.school ?? '', degree: data?.degree ?? '', images: row?.images ?? [] }
}

export function toHouseCert(row: CertRow | undefined): HouseCert {
  const data = row?.data.kind === 'house' ? row.data : undefined
  return { ...progressOf(row), city: data?.city ?? '', images: row?.images ?? [] }
}

export function toOtherCert(row: CertRow | undefined): OtherCert {
  const data = row?.data.kind === 'other' ? row.data : undefined
  return { ...progressOf(row), title: data?.title ?? '', fields: data?.fields ?? [], images: row?.images ?? [] }
}

/** Any submission as label/value pairs, so one audit screen shows every kind. */
function fieldsOf(data: CertData): CertField[] {
  switch (data.kind) {
    case 'realname':
      return [
        { label: '真实姓名', value: data.realName },
        { label: '身份证号', value: data.idCardMasked }
      ]
    case 'education':
      return [
        { label: '毕业院校', value: data.school },
        { label: '学历', value: EDUCATION_LABELS[data.degree] }
      ]
    case 'house':
      return [{ label: '房产所在城市', value: data.city }]
    case 'other':
      return [{ label: '认证名称', value: data.title }, ...data.fields]
  }
}

export function toAuditItem(row: CertRow, nickname: string): CertAuditItem {
  return {
    id: row.id,
    kind: row.kind,
    userId: row.userId,
    nickname,
    status: row.status,
    fields: fieldsOf(row.data),
    images: row.images,
    rejectReason: row.rejectReason,
    submittedAt: iso(row.submittedAt),
    auditedAt: iso(row.auditedAt)
  }
}
