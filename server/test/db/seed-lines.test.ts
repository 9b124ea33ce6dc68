import { and, eq } from 'drizzle-orm'
import { API } from '@contract/api'
import { users } from '../../src/db/schema'
import { seedDemoLines } from '../../src/db/seed-lines'
import type { TestApp } from '../helpers/app'
import { buildFinanceApp, financeKit, ok } from '../helpers/finance'
import { lover } from '../helpers/love'

let t: TestApp
beforeAll(async () => {
  t = await buildFinanceApp()
})
afterAll(async () => {
  await t.close()
})

const { send, staff } = financeKit(() => t)

describe('the demo city’s 牵线管理', () => {
  it('starts with two paid introductions waiting for a matchmaker, each credit held by the ledger', async () => {
    // Feed members 10 to 13 of tenant 1, numbered as seed-love numbers them.
    const feed = []
    for (const i of [10, 11, 12, 13]) {
      const who = await lover(t)
      await t.app.db
        .update(users)
        .set({ phone: `18601${String(i).padStart(6, '0')}` })
        .where(and(eq(users.tenantId, 1), eq(users.id, who.id)))
      feed.push(who)
    }
    await seedDemoLines(t.app.db, 1)

    const matchmaker = await staff('matchmaker')
    const { list } = await ok(send(matchmaker, API.loveLine.staffGetLines, { pageNum: 1, pageSize: 20 }))
    const pending = list.filter((l) => l.status === 'pending')
    expect(pending.map((l) => [l.userId, l.targetId]).sort()).toEqual(
      [
        [feed[0].id, feed[1].id],
        [feed[2].id, feed[3].id]
      ].sort()
    )
    expect(pending.every((l) => l.remark.length > 0)).toBe(true)
    // The credit each spent is held, not gone: the asker has none left to spend twice.
    const wallet = await ok(send(feed[0], API.finance.getWallet, {}))
    expect(wallet.lineCredits).toBe(0)
  })
})
