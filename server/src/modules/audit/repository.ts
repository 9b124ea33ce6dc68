import { aliasedTable, and, count, desc, eq, type SQL } from 'drizzle-orm'
import type { AccessLogEntry, AccessLogPageReq } from '@contract/audit'
import type { Paged } from '@contract/models'
import type { Queryable } from '../../db/client'
import { personalDataAccessLog, users } from '../../db/schema'
import { offsetOf, pageOf } from '../../lib/paging'

const staffUser = aliasedTable(users, 'staff_user')
const subject = aliasedTable(users, 'subject')

/** The tenant's reads of personal data, newest first, with both people's names. */
export async function accessLogPage(
  db: Queryable,
  tenantId: number,
  req: AccessLogPageReq
): Promise<Paged<AccessLogEntry>> {
  const where = and(
    eq(personalDataAccessLog.tenantId, tenantId),
    req.subjectUserId ? eq(personalDataAccessLog.subjectUserId, req.subjectUserId) : undefined
  ) as SQL
  const rows = await db
    .select({ log: personalDataAccessLog, staffNickname: staffUser.nickname, subjectNickname: subject.nickname })
    .from(personalDataAccessLog)
    .leftJoin(
      staffUser,
      and(eq(staffUser.tenantId, personalDataAccessLog.tenantId), eq(staffUser.id, personalDataAccessLog.staffUserId))
    )
    .leftJoin(
      subject,
      and(eq(subject.tenantId, personalDataAccessLog.tenantId), eq(subject.id, personalDataAccessLog.subjectUserId))
    )
    .where(where)
    .orderBy(desc(personalDataAccessLog.id))
    .limit(req.pageSize)
    .offset(offsetOf(req))
  const [{ total }] = await db.select({ total: count() }).from(personalDataAccessLog).where(where)
  return pageOf(
    rows.map((r) => ({
      id: r.log.id,
      staffUserId: r.log.staffUserId,
      staffNickname: r.staffNickname ?? '',
      subjectUserId: r.log.subjectUserId,
      subjectNickname: r.subjectNickname ?? '',
      fields: r.log.fields,
      purpose: r.log.purpose,
      createdAt: r.log.createdAt.toISOString()
    })),
    total,
    req
  )
}
