import { and, eq, inArray } from 'drizzle-orm'
import type { ReportReason } from '@contract/love'
import type { Db } from './client'
import { users } from './schema'
import { feedMemberPhone } from './seed-love'
import { decideReportsOn, fileReport } from '../modules/report/service'

interface DemoReport {
  reporter: string
  target: string
  reason: ReportReason
  description: string
}

/** 林小雨, the demo city's admin (seed-staff), decides what the desk decided before first start. */
const DEMO_ADMIN = '13800000001'

/** Feed member 1, a man with a paid 置顶 (seed-love), who asked 周宁 to invest in his first message (seed-messages). */
const scammerPhone = (tenantId: number) => feedMemberPhone(tenantId, 1)

/** Reports made before staff last looked: feed member 4 is reported twice over, by two people. */
const earlier = (tenantId: number): DemoReport[] => [
  {
    reporter: '13800000003',
    target: scammerPhone(tenantId),
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

/** Staff upheld 周宁's reports on him, on his profile and on his message, with a warning. */
const WARNED = '聊天中索要转账，已撤回消息'

/** Since then another woman reports him for 疑似诈骗: it waits on the desk. */
const later = (tenantId: number): DemoReport => ({
  reporter: '13800000005',
  target: scammerPhone(tenantId),
  reason: 'scam',
  description: '说在做跨境电商，让我先在他给的网站上充值保证金，还一直催我。'
})

/**
 * The 举报处理 desk has work on first start, and shows what a fraud report does. Feed member 1
 * bought 置顶; 周宁 reported his profile and the message in which he asked her to invest, and staff
 * upheld both with a warning, so the message reads as removed by the platform. 苏晴 has reported
 * him for 疑似诈骗 since: while it waits his placement stands still, so he is not pinned in anyone's
 * feed, and the desk shows him once, with her report, his earlier message and his profile. Only
 * feed members are reported, never 陈默 or 周宁, whom the other demo journeys log in as. Reports
 * are filed and decided by the report service, as the app files and decides them.
 */
export async function seedDemoReports(db: Db, tenantId: number): Promise<void> {
  const before = earlier(tenantId)
  const since = later(tenantId)
  const phones = [...new Set([DEMO_ADMIN, ...[...before, since].flatMap((r) => [r.reporter, r.target])])]
  const rows = await db
    .select({ id: users.id, phone: users.phone })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.phone, phones)))
  const idOf = new Map(rows.map((r) => [r.phone, r.id]))
  const reported = new Set<number>()
  const file = async (r: DemoReport) => {
    const reporterId = idOf.get(r.reporter)
    const targetId = idOf.get(r.target)
    if (!reporterId || !targetId) return
    await fileReport(db, { tenantId, reporterId, targetId, reason: r.reason, description: r.description, images: [] })
    reported.add(targetId)
  }
  for (const r of before) await file(r)
  const adminId = idOf.get(DEMO_ADMIN)
  const scammerId = idOf.get(scammerPhone(tenantId))
  if (adminId && scammerId && reported.has(scammerId)) {
    // Nobody is online while the city is seeded: the recall has no socket to be pushed to.
    await db.transaction((tx) =>
      decideReportsOn(tx, { tenantId, userId: adminId }, { targetId: scammerId, action: 'warn', resolution: WARNED })
    )
  }
  await file(since)
}
