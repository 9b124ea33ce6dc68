import type { Db } from '../../db/client'
import type { AuditCertReq, CertAuditItem, PendingCertPageReq } from '@contract/certification'
import type { Paged } from '@contract/models'
import { BizError, conflict } from '../../lib/errors'
import { emit } from '../../lib/events'
import type { AuthedUser } from '../../lib/route'
import { findUserById } from '../user/service'
import { decide, findCertById, pendingPage } from './repository'
import { assertCanAudit } from './state'
import { toAuditItem } from './views'

/** Staff's queue of certifications waiting for a decision, in this tenant only. */
export async function pendingCertPage(
  db: Db,
  tenantId: number,
  req: PendingCertPageReq
): Promise<Paged<CertAuditItem>> {
  const { rows, total } = await pendingPage(db, tenantId, req)
  return {
    list: rows.map((r) => toAuditItem(r.cert, r.nickname)),
    total,
    pageNum: req.pageNum,
    pageSize: req.pageSize
  }
}

/** Approves or rejects (with a reason the member reads) a pending certification of the auditor's tenant. */
export async function auditCert(db: Db, who: AuthedUser, req: AuditCertReq): Promise<CertAuditItem> {
  const reason = (req.reason ?? '').trim()
  if (req.result === 'rejected' && !reason) throw new BizError('请填写驳回原因')
  const row = await findCertById(db, who.tenantId, req.id)
  assertCanAudit(row, who.userId)
  const decided = await db.transaction(async (tx) => {
    const done = await decide(tx, who.tenantId, row.id, {
      result: req.result,
      reason: req.result === 'rejected' ? reason : '',
      auditorId: who.userId
    })
    if (done)
      await emit(tx, 'certification.decided', {
        tenantId: who.tenantId,
        certificationId: done.id,
        userId: done.userId,
        kind: done.kind,
        approved: done.status === 'approved',
        rejectReason: done.rejectReason,
        submittedAt: done.submittedAt
      })
    return done
  })
  // Another auditor decided it between our read and our write.
  if (!decided) throw conflict('该认证已审核，请勿重复操作')
  const member = await findUserById(db, who.tenantId, decided.userId)
  return toAuditItem(decided, member?.nickname ?? '')
}
