import { CERT_KIND_LABELS, type CertKind } from '@contract/certification'
import { NOTICE_PAGES } from '@contract/notice'
import type { DomainEvents } from '../../lib/events'
import type { NoticeInput } from '../notice/service'

const CERT_PAGES: Record<CertKind, string> = {
  realname: NOTICE_PAGES.certification,
  education: NOTICE_PAGES.loveEducationAuth,
  house: NOTICE_PAGES.loveHouseAuth,
  other: NOTICE_PAGES.loveOtherAuth
}

/** One notice per submission: a resubmitted certification is decided, and notified, anew. */
export function certDecidedNotice(cert: DomainEvents['certification.decided']): NoticeInput {
  const label = CERT_KIND_LABELS[cert.kind]
  return {
    userId: cert.userId,
    kind: 'certification',
    title: cert.approved ? `${label}已通过` : `${label}未通过`,
    body: cert.approved ? '认证标识已点亮，你的资料更可信了' : `原因：${cert.rejectReason}。修改后可重新提交`,
    link: CERT_PAGES[cert.kind],
    bizType: 'certification',
    bizId: `${cert.certificationId}:${cert.submittedAt.toISOString()}`
  }
}
