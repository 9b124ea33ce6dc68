import { and, eq } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { smsCodes, smsOutbox } from '../../db/schema'

/** 注销账号: the codes and texts sent to her phone (docs/data-map.md). */
export async function eraseSmsOf(db: Queryable, tenantId: number, phone: string | null): Promise<void> {
  if (!phone) return
  await db.delete(smsCodes).where(and(eq(smsCodes.tenantId, tenantId), eq(smsCodes.phone, phone)))
  await db.delete(smsOutbox).where(and(eq(smsOutbox.tenantId, tenantId), eq(smsOutbox.phone, phone)))
}
