import { and, eq } from 'drizzle-orm'
import { memberNotices, users } from '../../src/db/schema'
import { emit, subscribe, subscribersOf } from '../../src/lib/events'
import { testDatabase, type TestDatabase } from '../helpers/database'

let db: TestDatabase
let memberId: number
beforeAll(async () => {
  db = await testDatabase()
  const [member] = await db.handle.db.insert(users).values({ tenantId: 1, phone: '13700009999' }).returning()
  memberId = member.id
})
afterAll(async () => {
  await db.close()
})

const decided = (reviewId: number) => ({
  tenantId: 1,
  reviewId,
  userId: memberId,
  kind: 'aboutMe' as const,
  approved: true,
  reopened: false,
  shown: 'hello',
  reason: '',
  at: new Date()
})

/** A subscriber that leaves a trace: a notice for the review's member, keyed by the review. */
const trace = async (
  tx: Parameters<Parameters<typeof subscribe>[2]>[0],
  review: { userId: number; reviewId: number }
) => {
  await tx.insert(memberNotices).values({
    tenantId: 1,
    userId: review.userId,
    kind: 'system',
    title: 'trace',
    body: '',
    link: '',
    bizType: 'events-test',
    bizId: String(review.reviewId)
  })
}
const traces = async (reviewId: number) =>
  db.handle.db
    .select()
    .from(memberNotices)
    .where(and(eq(memberNotices.bizType, 'events-test'), eq(memberNotices.bizId, String(reviewId))))

describe('domain events', () => {
  beforeAll(() => {
    subscribe('moderation.decided', 'test.trace', trace)
    subscribe('moderation.decided', 'test.refuse', async (_tx, review) => {
      if (review.reviewId === 13) throw new Error('refused')
    })
  })

  it('reach every subscriber in the order they subscribed, inside the emitting transaction', async () => {
    expect(subscribersOf('moderation.decided')).toEqual(['test.trace', 'test.refuse'])
    await db.handle.db.transaction((tx) => emit(tx, 'moderation.decided', decided(1)))
    expect(await traces(1)).toHaveLength(1)
  })

  it('are undone with the change they report when the emitter fails afterwards', async () => {
    await expect(
      db.handle.db.transaction(async (tx) => {
        await emit(tx, 'moderation.decided', decided(2))
        throw new Error('the decision failed')
      })
    ).rejects.toThrow('the decision failed')
    expect(await traces(2)).toEqual([])
  })

  it('fail the change when a subscriber fails, and keep nothing an earlier one wrote', async () => {
    await expect(db.handle.db.transaction((tx) => emit(tx, 'moderation.decided', decided(13)))).rejects.toThrow(
      'refused'
    )
    expect(await traces(13)).toEqual([])
  })

  it('take the same subscriber again but refuse another under a taken name', () => {
    expect(() => subscribe('moderation.decided', 'test.trace', trace)).not.toThrow()
    expect(() => subscribe('moderation.decided', 'test.trace', async () => undefined)).toThrow(
      'subscriber test.trace of moderation.decided is registered twice'
    )
  })
})
