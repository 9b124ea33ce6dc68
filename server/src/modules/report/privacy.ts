import { and, eq } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { loveReports } from '../../db/schema'

/** What 注销账号 keeps, for the law (docs/data-map.md): the evidence pictures of the reports she made. */
export async function keptReportFilesOf(db: Queryable, tenantId: number, userId: number): Promise<string[]> {
  const rows = await db
    .select({ images: loveReports.images })
    .from(loveReports)
    .where(and(eq(loveReports.tenantId, tenantId), eq(loveReports.reporterId, userId)))
  return rows.flatMap((r) => r.images)
}
