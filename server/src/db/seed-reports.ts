import { and, eq, inArray } from 'drizzle-orm'
import type { ReportReason } from '@contract/love'
import type { Db } from './client'
import { loveReports, users } from './schema'
import { feedMemberPhone } from './seed-love'

interface DemoReport {
  reporter: string
  target: string
  reason: ReportReason
  description: string
}

/**
 * The 举报处理 desk has work on first start: two demo accounts report feed members (one of them
 * twice over, by two people). Only feed members are reported, never 陈默 or 周宁, whom the other
 * demo journeys log in as.
 */
const reports = (tenantId: number): DemoReport[] => [
  {
    reporter: '13800000003',
    target: feedMemberPhone(tenantId, 1),
    reason: 'scam',
    description: '聊了两天就说有内部投资渠道，让我下载一个理财软件充值。'
  },
  {
    reporter: '13800000002',
    target: feedMemberPhone(tenantId, 4),
    reason: 'fake',
    description: '照片像是网上找的明星图，本人视频时完全不是一个人。'
  },
  {
    reporter: '13800000004',
    target: feedMemberPhone(tenantId, 4),
    reason: 'fake',
    description: '资料照片和见面的人不一致。'
  }
]

export async function seedDemoReports(db: Db, tenantId: number): Promise<void> {
  const list = reports(tenantId)
  const phones = [...new Set(list.flatMap((r) => [r.reporter, r.target]))]
  const rows = await db
    .select({ id: users.id, phone: users.phone })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.phone, phones)))
  const idOf = new Map(rows.map((r) => [r.phone, r.id]))
  for (const r of list) {
    const reporterId = idOf.get(r.reporter)
    const targetId = idOf.get(r.target)
    if (!reporterId || !targetId) continue
    await db
      .insert(loveReports)
      .values({ tenantId, reporterId, targetId, reason: r.reason, description: r.description })
      .onConflictDoNothing()
  }
}
