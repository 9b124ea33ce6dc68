import { and, eq } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { certifications } from '../../db/schema'

/** 注销账号: ID numbers, real names and document photos; nothing of a certification is kept. */
export async function eraseCertificationsOf(db: Queryable, tenantId: number, userId: number): Promise<void> {
  await db.delete(certifications).where(and(eq(certifications.tenantId, tenantId), eq(certifications.userId, userId)))
}
