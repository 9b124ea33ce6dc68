import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from './client'
import { users } from './schema'
import { postTxn } from '../modules/finance/ledger'
import { requestLine } from '../modules/love-line/service'
import { feedMemberPhone } from './seed-love'

/** Who asked to be introduced to whom, and what they told the matchmaker. */
const LINES = [
  { from: 10, to: 11, remark: '看了她的资料觉得很聊得来，想请红娘帮忙约个周末见面。' },
  { from: 12, to: 13, remark: '同在杭州工作，希望红娘先帮我们确认一下彼此的意向。' }
]

/**
 * 牵线管理 has work on first start: two feed members each bought a line credit and spent it on an
 * introduction, through the same ledger postings and request a member makes in the app.
 */
export async function seedDemoLines(db: Db, tenantId: number): Promise<void> {
  const phones = LINES.flatMap((l) => [feedMemberPhone(tenantId, l.from), feedMemberPhone(tenantId, l.to)])
  const rows = await db
    .select({ id: users.id, phone: users.phone })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.phone, phones)))
  const idOf = new Map(rows.map((r) => [r.phone, r.id]))
  for (const line of LINES) {
    const userId = idOf.get(feedMemberPhone(tenantId, line.from))
    const targetId = idOf.get(feedMemberPhone(tenantId, line.to))
    if (!userId || !targetId) continue
    await db.transaction((tx) =>
      postTxn(tx, tenantId, {
        bizType: 'bonus',
        bizId: `demo-line-${userId}`,
        title: '赠送牵线次数',
        postings: [
          { system: 'line_issued', amount: -1 },
          { userId, account: 'line', amount: 1 }
        ]
      })
    )
    await requestLine(db, { tenantId, userId }, targetId, line.remark)
  }
}
