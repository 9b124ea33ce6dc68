import { and, asc, count, eq, inArray, ne, type SQL } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { certifications, users, type StoredCertStatus } from '../../db/schema'
import type { AuditResult, CertKind } from '@contract/certification'
import { offsetOf } from '../../lib/paging'

export type CertRow = typeof certifications.$inferSelect
/** What a (re)submission writes; who and which kind come from the caller. */
export type Submission = Pick<
  typeof certifications.$inferInsert,
  'data' | 'images' | 'idHash' | 'rejectReason' | 'auditedAt'
> & {
  status: StoredCertStatus
}

export async function findCert(
  db: Queryable,
  tenantId: number,
  userId: number,
  kind: CertKind
): Promise<CertRow | undefined> {
  const [row] = await db
    .select()
    .from(certifications)
    .where(and(eq(certifications.tenantId, tenantId), eq(certifications.userId, userId), eq(certifications.kind, kind)))
  return row
}

export async function findCertById(db: Queryable, tenantId: number, id: number): Promise<CertRow | undefined> {
  const [row] = await db
    .select()
    .from(certifications)
    .where(and(eq(certifications.tenantId, tenantId), eq(certifications.id, id)))
  return row
}

export async function certsOfUser(db: Queryable, tenantId: number, userId: number): Promise<CertRow[]> {
  return db
    .select()
    .from(certifications)
    .where(and(eq(certifications.tenantId, tenantId), eq(certifications.userId, userId)))
}

/** Whether another member holds a live (pending or approved) certification with this card. */
export async function idCardTakenByOther(
  db: Queryable,
  tenantId: number,
  userId: number,
  idHash: string
): Promise<boolean> {
  const [row] = await db
    .select({ id: certifications.id })
    .from(certifications)
    .where(
      and(
        eq(certifications.tenantId, tenantId),
        eq(certifications.idHash, idHash),
        ne(certifications.status, 'rejected'),
        ne(certifications.userId, userId)
      )
    )
  return row !== undefined
}

/**
 * The first submission inserts the row; a resubmission replaces it, but only while it is
 * still rejected, so two racing requests can't both pass. Undefined when the row moved on.
 */
export async function saveSubmission(
  db: Queryable,
  who: { tenantId: number; userId: number },
  kind: CertKind,
  current: CertRow | undefined,
  submission: Submission
): Promise<CertRow | undefined> {
  const values = { ...submission, submittedAt: new Date(), auditedBy: null }
  if (!current) {
    const [row] = await db
      .insert(certifications)
      .values({ tenantId: who.tenantId, userId: who.userId, kind, ...values })
      .returning()
    return row
  }
  const [row] = await db
    .update(certifications)
    .set(values)
    .where(
      and(
        eq(certifications.tenantId, who.tenantId),
        eq(certifications.id, current.id),
        eq(certifications.status, 'rejected')
      )
    )
    .returning()
  return row
}

/** Decides a pending certification; undefined when it was not pending any more. */
export async function decide(
  db: Queryable,
  tenantId: number,
  id: number,
  decision: { result: AuditResult; reason: string; auditorId: number }
): Promise<CertRow | undefined> {
  const [row] = await db
    .update(certifications)
    .set({
      status: decision.result,
      rejectReason: decision.reason,
      auditedAt: new Date(),
      auditedBy: decision.auditorId
    })
    .where(and(eq(certifications.tenantId, tenantId), eq(certifications.id, id), eq(certifications.status, 'pending')))
    .returning()
  return row
}

/** The audit queue, oldest first so nobody waits longest. */
export async function pendingPage(
  db: Queryable,
  tenantId: number,
  filter: { kind?: CertKind; pageNum: number; pageSize: number }
): Promise<{ rows: { cert: CertRow; nickname: string }[]; total: number }> {
  const where: SQL[] = [eq(certifications.tenantId, tenantId), eq(certifications.status, 'pending')]
  if (filter.kind) where.push(eq(certifications.kind, filter.kind))
  const rows = await db
    .select({ cert: certifications, nickname: users.nickname })
    .from(certifications)
    .innerJoin(users, and(eq(users.tenantId, certifications.tenantId), eq(users.id, certifications.userId)))
    .where(and(...where))
    .orderBy(asc(certifications.submittedAt), asc(certifications.id))
    .limit(filter.pageSize)
    .offset(offsetOf(filter))
  const [{ total }] = await db
    .select({ total: count() })
    .from(certifications)
    .where(and(...where))
  return { rows, total }
}

export async function approvedOf(db: Queryable, tenantId: number, userIds: number[]) {
  return db
    .select({ userId: certifications.userId, kind: certifications.kind, data: certifications.data })
    .from(certifications)
    .where(
      and(
        eq(certifications.tenantId, tenantId),
        inArray(certifications.userId, userIds),
        eq(certifications.status, 'approved')
      )
    )
}
