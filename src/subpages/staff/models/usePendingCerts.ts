import type { AuditResult, CertAuditItem, CertKind } from '@contract/certification'
import { auditCert, getPendingCertPage } from '@/api/certification'
import { useDecide } from './useDecide'
import { usePagedList } from '@/hooks/usePagedList'

export type AuditTab = CertKind | 'all'

const DONE: Record<AuditResult, string> = { approved: '已通过', rejected: '已驳回' }

/** The audit queue of one kind (or all), oldest first; decided items leave it. */
export function usePendingCerts(tab: AuditTab, enabled: boolean) {
  const { drop, ...paged } = usePagedList(
    (page) => getPendingCertPage({ ...page, ...(tab === 'all' ? {} : { kind: tab }) }),
    [tab],
    { enabled }
  )
  const { deciding, decide } = useDecide(drop)

  /** Approves or rejects one item; true when it has left the queue. */
  const decideCert = (item: CertAuditItem, result: AuditResult, reason?: string) =>
    decide(item.id, () => auditCert({ id: item.id, result, ...(reason === undefined ? {} : { reason }) }), DONE[result])

  return { ...paged, deciding, decide: decideCert }
}
