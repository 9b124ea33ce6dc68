import { BizError, conflict, notFound } from '../../lib/errors'
import type { CertRow } from './repository'

/** none or rejected → may submit; pending → wait for the audit; approved → nothing to do. */
export function assertCanSubmit(current: CertRow | undefined): void {
  if (current?.status === 'pending') throw new BizError('认证正在审核中，请耐心等待')
  if (current?.status === 'approved') throw new BizError('已通过认证，无需重复提交')
}

/** Only a pending certification is decided, and only once. */
export function assertCanAudit(row: CertRow | undefined, auditorId: number): asserts row is CertRow {
  if (!row) throw notFound('认证记录不存在')
  if (row.userId === auditorId) throw new BizError('不能审核自己的认证')
  if (row.status !== 'pending') throw conflict('该认证已审核，请勿重复操作')
}
