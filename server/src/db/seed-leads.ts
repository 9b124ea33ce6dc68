import { and, eq, inArray } from 'drizzle-orm'
import type { FollowUpKind } from '@contract/crm'
import { DAY_MS } from '@contract/time'
import type { AuthedUser } from '../lib/route'
import { abandonLead, addFollowUp, claimLead } from '../modules/crm/leads'
import { recordVisit } from '../modules/crm/prospects'
import { tenantTimeZone } from '../modules/tenant/service'
import { startOfNextDay } from '../lib/tenant-time'
import type { Db } from './client'
import { crmProspects, users } from './schema'
import { feedMemberPhone } from './seed-love'

interface Step {
  /** Days before now. */
  ago: number
  kind: FollowUpKind
  content: string
  /** The next contact planned with it: days after now, or 'today' for later today. */
  next?: number | 'today'
}

interface Plan {
  phone: string
  owner: 'chen_jie' | 'hn_wang'
  claimedAgo: number
  steps: Step[]
  /** Returned to the pool this many days ago with this reason. */
  abandon?: { ago: number; reason: string }
}

/**
 * 陈姐's and 王红娘's work of the last weeks: 苏晴 is due for a call today, feed member 0 has gone two
 * weeks without one and is about to fall back into the pool, 陈默 is 王红娘's; feed member 5 was given up.
 */
const PLANS = (tenantId: number): Plan[] => [
  {
    phone: '13800000005',
    owner: 'chen_jie',
    claimedAgo: 12,
    steps: [
      { ago: 12, kind: 'call', content: '首次电话沟通，想找杭州本地、有稳定工作的男士，周末方便见面。' },
      { ago: 6, kind: 'visit', content: '到店面谈，介绍了基础服务套餐，对约见安排很感兴趣。' },
      { ago: 2, kind: 'message', content: '发了三位男士的资料，她说今天给答复。', next: 'today' }
    ]
  },
  { phone: feedMemberPhone(tenantId, 0), owner: 'chen_jie', claimedAgo: 14, steps: [] },
  {
    phone: feedMemberPhone(tenantId, 2),
    owner: 'chen_jie',
    claimedAgo: 3,
    steps: [{ ago: 2, kind: 'call', content: '电话沟通择偶要求：28-35 岁，本科以上。', next: 3 }]
  },
  {
    phone: '13800000002',
    owner: 'hn_wang',
    claimedAgo: 10,
    steps: [
      { ago: 9, kind: 'call', content: '聊了工作和家庭情况，希望对方性格温和。' },
      { ago: 3, kind: 'note', content: '最近出差，下周回杭州后再约。', next: 2 }
    ]
  },
  {
    phone: feedMemberPhone(tenantId, 1),
    owner: 'hn_wang',
    claimedAgo: 7,
    steps: [{ ago: 6, kind: 'message', content: '加了微信，发了活动报名链接。', next: 5 }]
  },
  {
    phone: feedMemberPhone(tenantId, 5),
    owner: 'hn_wang',
    claimedAgo: 20,
    steps: [{ ago: 19, kind: 'call', content: '电话未接通。' }],
    abandon: { ago: 5, reason: '对方已有交往对象，暂不需要服务' }
  }
]

async function idsByUsername(db: Db, tenantId: number, names: string[]) {
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.username, names)))
  return new Map(rows.map((r) => [r.username, r.id]))
}

/**
 * Pool and owned leads with their follow-ups and history, and the members who opened 陈姐's shared
 * link, made through the office's own services on a clock set back to when each step happened. Members
 * the tenant does not have are skipped; a second run changes nothing (陈姐's prospects tell it ran).
 */
export async function seedDemoLeads(db: Db, tenantId: number, now = new Date()): Promise<void> {
  const staff = await idsByUsername(db, tenantId, ['chen_jie', 'hn_wang'])
  const chen = staff.get('chen_jie')
  const wang = staff.get('hn_wang')
  if (!chen || !wang) return
  const [done] = await db
    .select({ id: crmProspects.id })
    .from(crmProspects)
    .where(and(eq(crmProspects.tenantId, tenantId), eq(crmProspects.referrerId, chen)))
    .limit(1)
  if (done) return

  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS)
  const timeZone = await tenantTimeZone(db, tenantId)
  const as = (userId: number): AuthedUser => ({ tenantId, userId })
  const plans = PLANS(tenantId)
  const members = await db
    .select({ id: users.id, phone: users.phone })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.phone, [...plans.map((p) => p.phone), '13800000003'])))
  const memberId = (phone: string) => members.find((m) => m.phone === phone)?.id

  for (const plan of plans) {
    const userId = memberId(plan.phone)
    if (!userId) continue
    const owner = as(plan.owner === 'chen_jie' ? chen : wang)
    await claimLead(db, owner, userId, ago(plan.claimedAgo))
    for (const step of plan.steps) {
      const next =
        step.next === 'today'
          ? new Date(startOfNextDay(now, timeZone).getTime() - 60 * 60 * 1000)
          : step.next !== undefined
            ? new Date(now.getTime() + step.next * DAY_MS)
            : null
      await addFollowUp(
        db,
        owner,
        { userId, kind: step.kind, content: step.content, nextFollowUpAt: next ? next.toISOString() : '' },
        ago(step.ago)
      )
    }
    if (plan.abandon) await abandonLead(db, owner, { userId, reason: plan.abandon.reason }, ago(plan.abandon.ago))
  }

  // Members who opened 陈姐's link: two 王红娘 already follows (they stay his), and 周宁, who became hers.
  const lookers = [memberId('13800000002'), memberId(feedMemberPhone(tenantId, 1))]
  for (const [i, userId] of lookers.entries()) {
    if (!userId) continue
    await recordVisit(db, as(userId), { referrerId: chen }, ago(6 - i * 2))
    if (i === 0) await recordVisit(db, as(userId), { referrerId: chen }, ago(1))
  }
  const zhouNing = memberId('13800000003')
  if (zhouNing) {
    await recordVisit(db, as(zhouNing), { referrerId: chen }, ago(5))
    await addFollowUp(
      db,
      as(chen),
      {
        userId: zhouNing,
        kind: 'call',
        content: '通过分享链接注册，电话欢迎并了解了基本情况。',
        nextFollowUpAt: new Date(now.getTime() + DAY_MS).toISOString()
      },
      ago(4)
    )
  }
}
