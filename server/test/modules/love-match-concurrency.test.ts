import { and, eq, inArray } from 'drizzle-orm'
import { API } from '@contract/api'
import { conversations, loveDailyPicks, loveMatches, memberNotices } from '../../src/db/schema'
import { buildTestApp, type TestApp } from '../helpers/app'
import { lover, man, type Lover } from '../helpers/love'

/** Racing requests: on PostgreSQL they truly overlap; on PGlite they queue, and the outcome must be the same. */
let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t.close()
})

const as = (m: Lover) => ({ token: m.token, host: m.host })

describe('likes and daily picks under concurrency', () => {
  it('two members liking each other at the same instant match exactly once', async () => {
    for (let round = 0; round < 5; round++) {
      const [a, b] = [await man(t), await lover(t)]
      const [ab, ba] = await Promise.all([
        t.call(API.loveMatch.like, { userId: b.id }, as(a)),
        t.call(API.loveMatch.like, { userId: a.id }, as(b))
      ])
      expect([ab.body.code, ba.body.code]).toEqual([20000, 20000])
      // Whichever came second saw the first: one of the two answers says they matched.
      expect([ab.body.data.matched, ba.body.data.matched].filter(Boolean)).toHaveLength(1)
      const pair = [a.id, b.id].sort((x, y) => x - y)
      const matches = await t.app.db
        .select()
        .from(loveMatches)
        .where(and(eq(loveMatches.userLow, pair[0]), eq(loveMatches.userHigh, pair[1])))
      expect(matches).toHaveLength(1)
      const told = await t.app.db
        .select()
        .from(memberNotices)
        .where(and(inArray(memberNotices.userId, pair), eq(memberNotices.kind, 'matched')))
      expect(told.map((n) => n.userId).sort((x, y) => x - y)).toEqual(pair)
      const chats = await t.app.db
        .select()
        .from(conversations)
        .where(and(eq(conversations.userLow, pair[0]), eq(conversations.userHigh, pair[1])))
      expect(chats).toHaveLength(1)
    }
  })

  it("concurrent first requests for the day's picks draw one batch that all of them see", async () => {
    for (let i = 0; i < 10; i++) await lover(t, { residenceProvince: '江苏省', residenceCity: '无锡市' })
    const viewer = await man(t, { residenceProvince: '江苏省', residenceCity: '无锡市' })
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => t.call(API.loveMatch.getDailyPicks, {}, as(viewer)))
    )
    const batches = answers.map((r) => r.body.data.cards.map((c) => c.userId))
    expect(batches[0]).toHaveLength(6)
    for (const batch of batches) expect(batch).toEqual(batches[0])
    const stored = await t.app.db.select().from(loveDailyPicks).where(eq(loveDailyPicks.userId, viewer.id))
    expect(stored).toHaveLength(6)
  })
})
