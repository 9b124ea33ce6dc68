import { and, asc, eq, inArray } from 'drizzle-orm'
import { API } from '@contract/api'
import { conversations, messageDailyStarts, messages } from '../../src/db/schema'
import { buildTestApp, type TestApp } from '../helpers/app'
import { member, type Lover } from '../helpers/love'
import { chatter, say, textTo } from '../helpers/message'

/** Racing requests: on PostgreSQL they truly overlap; on PGlite they queue, and the outcome must be the same. */
let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ MESSAGE_SEND_PER_MINUTE: 10_000 })
})
afterAll(async () => {
  await t.close()
})

const as = (m: Lover) => ({ token: m.token, host: m.host })

async function conversationsStartedBy(userId: number) {
  return t.app.db
    .select()
    .from(conversations)
    .where(and(eq(conversations.tenantId, 1), eq(conversations.startedBy, userId)))
}

describe('message rules under concurrency', () => {
  it('10 first messages at once to 10 members start exactly 3 conversations', async () => {
    const a = await chatter(t)
    const peers: Lover[] = []
    for (let i = 0; i < 10; i++) peers.push(await member(t))
    const answers = await Promise.all(peers.map((p) => t.call(API.message.send, textTo(p, '你好'), as(a))))
    const ok = answers.filter((r) => r.body.code === 20000)
    expect(ok).toHaveLength(3)
    for (const r of answers.filter((x) => x.body.code !== 20000)) {
      expect(r.body).toEqual({ code: 40000, msg: '今天已发起3次新聊天，开通VIP每天可发起10次', data: null })
    }
    expect(await conversationsStartedBy(a.id)).toHaveLength(3)
    const [day] = await t.app.db.select().from(messageDailyStarts).where(eq(messageDailyStarts.userId, a.id))
    expect(day.started).toBe(3)
    // Refused attempts left nothing behind.
    const written = await t.app.db.select().from(messages).where(eq(messages.senderId, a.id))
    expect(written).toHaveLength(3)
  })

  it('the same clientMessageId sent twice at once is one message', async () => {
    const [a, b] = [await chatter(t), await member(t)]
    const body = textTo(b, '你好')
    const [one, two] = await Promise.all([t.call(API.message.send, body, as(a)), t.call(API.message.send, body, as(a))])
    expect(one.body.code).toBe(20000)
    expect(two.body.data).toEqual(one.body.data)
    const written = await t.app.db.select().from(messages).where(eq(messages.senderId, a.id))
    expect(written).toHaveLength(1)
    const [day] = await t.app.db.select().from(messageDailyStarts).where(eq(messageDailyStarts.userId, a.id))
    expect(day.started).toBe(1)
  })

  it('5 messages at once before any reply: exactly 2 go out', async () => {
    const [a, b] = [await chatter(t), await member(t)]
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => t.call(API.message.send, textTo(b, `第${i}条`), as(a)))
    )
    expect(answers.filter((r) => r.body.code === 20000)).toHaveLength(2)
    expect(answers.filter((r) => r.body.msg === '对方回复前最多发送2条消息，请耐心等待')).toHaveLength(3)
    expect(await conversationsStartedBy(a.id)).toHaveLength(1)
  })

  it('two members writing to each other first at the same moment share one conversation, started once', async () => {
    const [a, b] = [await chatter(t), await chatter(t)]
    const [ab, ba] = await Promise.all([
      t.call(API.message.send, textTo(b, '你好'), as(a)),
      t.call(API.message.send, textTo(a, '你好'), as(b))
    ])
    expect([ab.body.code, ba.body.code]).toEqual([20000, 20000])
    expect(ab.body.data.conversationId).toBe(ba.body.data.conversationId)
    const starts = await t.app.db
      .select()
      .from(messageDailyStarts)
      .where(inArray(messageDailyStarts.userId, [a.id, b.id]))
    expect(starts.reduce((n, s) => n + s.started, 0)).toBe(1)
  })

  it('messages sent at once get distinct seqs, in the same order as their ids', async () => {
    const [a, b] = [await chatter(t), await chatter(t)]
    await say(t, a, b, '你好')
    await say(t, b, a, '你好')
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2
          ? t.call(API.message.send, textTo(a, `b${i}`), as(b))
          : t.call(API.message.send, textTo(b, `a${i}`), as(a))
      )
    )
    const rows = await t.app.db
      .select({ id: messages.id, seq: messages.seq })
      .from(messages)
      .where(inArray(messages.senderId, [a.id, b.id]))
      .orderBy(asc(messages.seq))
    expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: 22 }, (_, i) => i + 1))
    expect(rows.map((r) => r.id)).toEqual([...rows.map((r) => r.id)].sort((x, y) => x - y))
  })
})
