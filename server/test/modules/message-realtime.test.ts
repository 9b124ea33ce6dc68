import { Redis } from 'ioredis'
import { API } from '@contract/api'
import { PLUGIN_IDS } from '@contract/plugins'
import { eq } from 'drizzle-orm'
import { tenants } from '../../src/db/schema'
import { closeOnClientError, MAX_SOCKETS_PER_MEMBER, type RealtimeHub } from '../../src/modules/message/realtime'
import { buildTestApp, HOST_A, HOST_B, type TestApp } from '../helpers/app'
import { crmKit } from '../helpers/crm'
import { officeKit } from '../helpers/office'
import { lover, member, setProfile, type Lover } from '../helpers/love'
import { loginWithMaPhone, userIdOf } from '../helpers/members'
import {
  chatter,
  connect,
  connectWithTicket,
  eventually,
  refusedStatus,
  replicaOf,
  say,
  ticketFor,
  unread,
  type Device
} from '../helpers/message'

/** The hub the message module decorated the app with, for counting open sockets. */
const socketsOf = (app: TestApp['app']) => app.realtime as RealtimeHub

/** Short enough that dropping a dead socket or an ended session takes a fraction of a second. */
const PING_MS = 150

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ MESSAGE_SOCKET_PING_MS: PING_MS })
})
afterAll(async () => {
  await t.close()
})

const as = (m: Lover) => ({ token: m.token, host: m.host })
const devices: Device[] = []
async function device(m: Lover, server: Parameters<typeof connect>[0] = t): Promise<Device> {
  const d = await connect(server, m)
  devices.push(d)
  return d
}
afterEach(async () => {
  await Promise.all(devices.splice(0).map((d) => d.close()))
})

describe('presence', () => {
  it('counts a member with the socket open as online, though they never open the feed', async () => {
    const [viewer, away] = [await lover(t), await lover(t)]
    await setProfile(t, away.id, { activeAt: new Date(Date.now() - 3 * 60 * 60 * 1000) })
    const presence = async () =>
      (await t.call(API.loveFeed.getDetail, { userId: away.id }, as(viewer))).body.data.presence
    expect(await presence()).toMatchObject({ state: expect.not.stringMatching(/online|hour/) })
    await device(away)
    // Written when the socket opens, then at most every 5 minutes by the heartbeat.
    await eventually(async () => (await presence())?.state === 'online')
  })
})

describe('delivery over the socket', () => {
  it("pushes a message to the receiver with their new unread numbers, and to the sender's other device", async () => {
    const [a, b] = [await chatter(t), await member(t)]
    const [aPhone, bPhone] = [await device(a), await device(b)]
    expect(bPhone.events[0]).toEqual({ type: 'ready', userId: b.id })
    await bPhone.next('unread', (e) => e.summary.total === 0)

    const sent = await say(t, a, b, '你好')
    expect((await bPhone.next('message', (e) => e.message.id === sent.id)).message).toEqual(sent)
    expect((await bPhone.next('unread', (e) => e.summary.messages === 1)).summary).toEqual({
      messages: 1,
      notices: 0,
      total: 1,
      office: 0
    })
    expect((await aPhone.next('message', (e) => e.message.id === sent.id)).message).toEqual(sent)
    // The sender has nothing unread: no unread frame beyond the one on connecting.
    expect(aPhone.events.filter((e) => e.type === 'unread')).toEqual([
      { type: 'unread', summary: { messages: 0, notices: 0, total: 0, office: 0 } }
    ])
  })

  it('pushes a recall to both sides and answers a ping', async () => {
    const [a, b] = [await chatter(t), await member(t)]
    const bPhone = await device(b)
    const sent = await say(t, a, b, '说错了')
    await bPhone.next('unread', (e) => e.summary.messages === 1)
    bPhone.events.length = 0
    const recalled = await t.call(API.message.recall, { messageId: sent.id }, as(a))
    const pushed = await bPhone.next('message', (e) => e.message.id === sent.id)
    expect(pushed.message).toEqual(recalled.body.data)
    expect(pushed.message).toMatchObject({ recalled: true, text: '' })
    await bPhone.next('unread', (e) => e.summary.messages === 0)

    bPhone.ws.send(JSON.stringify({ type: 'ping' }))
    await bPhone.next('pong')
  })
})

describe('the badge over the socket', () => {
  it('counts up on every device of the member as messages arrive, and down when she reads on one', async () => {
    const [a, b] = [await chatter(t), await member(t)]
    const [phone, pad] = [await device(b), await device(b)]
    for (const n of [1, 2, 3]) {
      // Two messages go out before a reply (the tenant's rule): she answers after the second.
      if (n === 3) await say(t, b, a, '你好')
      await say(t, a, b, `第${n}条`)
      for (const d of [phone, pad]) await d.next('unread', (e) => e.summary.total === n)
    }
    const list = await t.call(API.message.getConversationPage, { cursor: '', pageSize: 20 }, as(b))
    const [row] = list.body.data.list
    phone.events.length = 0
    pad.events.length = 0
    await t.call(API.message.markRead, { conversationId: row.id, messageId: row.lastMessage!.id }, as(b))
    await pad.next('unread', (e) => e.summary.total === 0)
    await phone.next('unread', (e) => e.summary.total === 0)
  })

  it('a matchmaker’s reply from her office raises the member’s number, never her own', async () => {
    const mm = await crmKit(() => t).matchmaker()
    const customer = await member(t)
    await officeKit(() => t).own(customer, mm.id)
    const [hers, his] = [await device(mm), await device(customer)]
    await say(t, customer, mm, '王老师好')
    const reply = await say(t, mm, customer, '你好，周六下午见')
    await his.next('unread', (e) => e.summary.messages === 1)
    await hers.next('message', (e) => e.message.id === reply.id)
    expect(hers.events.filter((e) => e.type === 'unread').map((e) => e.type === 'unread' && e.summary.total)).toEqual([
      0, 0
    ])
  })

  it('what her customer writes counts up on her office’s 客户消息 on every device, and down once she reads it', async () => {
    const mm = await crmKit(() => t).matchmaker()
    const customer = await member(t)
    await officeKit(() => t).own(customer, mm.id)
    const [phone, pad] = [await device(mm), await device(mm)]
    await say(t, customer, mm, '王老师好')
    const last = await say(t, customer, mm, '周六见面的事定了吗？')
    for (const d of [phone, pad]) {
      await d.next('message', (e) => e.message.id === last.id)
      expect((await d.next('unread', (e) => e.summary.office === 2)).summary).toMatchObject({ total: 0 })
    }
    pad.events.length = 0
    await t.call(API.message.markRead, { conversationId: last.conversationId, messageId: last.id }, as(mm))
    await pad.next('unread', (e) => e.summary.office === 0)
  })
})

describe('socket tickets', () => {
  it('a ticket opens one socket, once, on its own tenant only', async () => {
    const b = await member(t)
    const ticket = await ticketFor(t, b)
    devices.push(await connectWithTicket(t, ticket))
    expect(await refusedStatus(t, ticket)).toBe(401)
    expect(socketsOf(t.app).countOf(1, b.id)).toBe(1)

    expect(await refusedStatus(t, await ticketFor(t, b), HOST_B)).toBe(401)
    expect(await refusedStatus(t, 'x'.repeat(32))).toBe(401)
    expect(await refusedStatus(t, 'not a ticket')).toBe(401)
    const noTicket = await t.request({ url: '/common/api/message/socket' })
    expect(noTicket.json().code).not.toBe(20000)
  })

  it('a ticket of a session that has since logged out is refused, and an open socket of it is closed', async () => {
    const b = await member(t)
    const open = await device(b)
    const spare = await ticketFor(t, b)
    const closed = new Promise<number>((resolve) => open.ws.once('close', (code) => resolve(code)))
    await t.call(API.auth.logout, {}, as(b))
    expect(await refusedStatus(t, spare)).toBe(401)
    expect(await closed).toBe(4401)
    await eventually(() => socketsOf(t.app).countOf(1, b.id) === 0)
  })

  it('no socket for a tenant without the message plugin', async () => {
    const b = await member(t)
    const ticket = await ticketFor(t, b)
    const granted = Object.values(PLUGIN_IDS).filter((id) => id !== PLUGIN_IDS.message)
    await t.app.db.update(tenants).set({ grantPluginIds: granted }).where(eq(tenants.tenantId, 1))
    try {
      expect(await refusedStatus(t, ticket)).toBe(200)
      expect(socketsOf(t.app).countOf(1, b.id)).toBe(0)
    } finally {
      await t.app.db
        .update(tenants)
        .set({ grantPluginIds: Object.values(PLUGIN_IDS) })
        .where(eq(tenants.tenantId, 1))
    }
  })

  it('keeps at most 8 sockets of one member, closing the oldest for a new one', async () => {
    const b = await member(t)
    const open = [] as Device[]
    for (let i = 0; i < MAX_SOCKETS_PER_MEMBER; i++) open.push(await device(b))
    const closed = new Promise<number>((resolve) => open[0].ws.once('close', (code) => resolve(code)))
    await device(b)
    expect(await closed).toBe(4409)
    expect(socketsOf(t.app).countOf(1, b.id)).toBe(MAX_SOCKETS_PER_MEMBER)
  })

  it('an oversized frame closes that socket with a warning, not an error-level log line', async () => {
    const b = await member(t)
    const d = await device(b)
    const closed = new Promise<void>((resolve) => d.ws.once('close', () => resolve()))
    d.ws.send('x'.repeat(4096))
    await closed
    await eventually(() => socketsOf(t.app).countOf(1, b.id) === 0)
    const log = { warn: jest.fn(), error: jest.fn() }
    const socket = { terminate: jest.fn() }
    closeOnClientError.call(undefined, new RangeError('Max payload size exceeded'), socket as never, { log })
    expect(log.warn).toHaveBeenCalledWith({ err: expect.any(RangeError) }, 'message socket closed on a client error')
    expect(log.error).not.toHaveBeenCalled()
    expect(socket.terminate).toHaveBeenCalled()
  })

  it('drops a socket that stops answering pings', async () => {
    const b = await member(t)
    const d = await device(b)
    expect(socketsOf(t.app).countOf(1, b.id)).toBe(1)
    // The client stops reading: the server's pings go unanswered.
    ;(d.ws as unknown as { _socket: { pause(): void } })._socket.pause()
    await eventually(() => socketsOf(t.app).countOf(1, b.id) === 0, PING_MS * 20)
    d.ws.terminate()
  })
})

describe('revoked sessions, with pings far apart', () => {
  let slow: TestApp
  beforeAll(async () => {
    slow = await buildTestApp({ MESSAGE_SOCKET_PING_MS: 600_000 })
  })
  afterAll(async () => {
    await slow.close()
  })

  it('a logout closes that session’s socket at once and leaves the member’s other devices open', async () => {
    const phone = '13911120001'
    const first = { token: await loginWithMaPhone(slow, phone), id: 0, host: HOST_A }
    first.id = await userIdOf(slow, first.token)
    const second = { ...first, token: await loginWithMaPhone(slow, phone) }
    const phoneSocket = await device(first, slow)
    const padSocket = await device(second, slow)
    const closed = new Promise<number>((resolve) => phoneSocket.ws.once('close', (code) => resolve(code)))
    await slow.call(API.auth.logout, {}, { token: first.token })
    expect(await closed).toBe(4401)
    expect(padSocket.ws.readyState).toBe(padSocket.ws.OPEN)
    await eventually(() => socketsOf(slow.app).countOf(1, first.id) === 1)
  })

  it('a new password closes the sockets of every other session at once, not the one that changed it', async () => {
    const phone = '13911120002'
    const mine = { token: await loginWithMaPhone(slow, phone), id: 0, host: HOST_A }
    mine.id = await userIdOf(slow, mine.token)
    await slow.call(API.member.setPassword, { password: 'first-pass-1' }, { token: mine.token })
    const lost = { ...mine, token: await loginWithMaPhone(slow, phone) }
    const here = await device(mine, slow)
    const there = await device(lost, slow)
    const closed = new Promise<number>((resolve) => there.ws.once('close', (code) => resolve(code)))
    expect(
      (
        await slow.call(
          API.member.setPassword,
          { password: 'second-pass-2', oldPassword: 'first-pass-1' },
          { token: mine.token }
        )
      ).body.code
    ).toBe(20000)
    expect(await closed).toBe(4401)
    expect(here.ws.readyState).toBe(here.ws.OPEN)
  })

  it('the mini program vouching for another phone closes the sockets signed in with the old one at once', async () => {
    const code = 'ma-phone-moves-1'
    const before = { token: await loginWithMaPhone(slow, '13911120003', HOST_A, code), id: 0, host: HOST_A }
    before.id = await userIdOf(slow, before.token)
    const old = await device(before, slow)
    const closed = new Promise<number>((resolve) => old.ws.once('close', (c) => resolve(c)))
    const after = await loginWithMaPhone(slow, '13911120004', HOST_A, code)
    expect(await userIdOf(slow, after)).toBe(before.id)
    expect(await closed).toBe(4401)
  })
})

describe('reconnecting', () => {
  it('a device that was away fetches what it missed by seq, recalls included, nothing lost or doubled', async () => {
    const [a, b] = [await chatter(t), await chatter(t)]
    const first = await say(t, a, b, '你好')
    await say(t, b, a, '你好呀')
    let phone = await connect(t, b)
    const live = await say(t, a, b, '在忙吗')
    await phone.next('message', (e) => e.message.id === live.id)
    const known = live.seq
    await phone.close()

    const missed = [await say(t, a, b, '晚上一起吃饭吗'), await say(t, a, b, '我知道一家不错的店')]
    const recall = await t.call(API.message.recall, { messageId: missed[1].id }, as(a))
    const later = await say(t, a, b, '考虑一下')

    phone = await device(b)
    const synced = await t.call(
      API.message.syncMessages,
      { conversationId: first.conversationId, afterSeq: known },
      as(b)
    )
    expect(synced.body.data.list).toEqual([missed[0], recall.body.data, later])
    expect(synced.body.data).toMatchObject({ lastSeq: later.seq, hasMore: false })
    // 你好, 在忙吗 and the two still there of the three missed: the recalled one is not unread.
    expect((await phone.next('unread')).summary.messages).toBe(4)

    const next = await say(t, a, b, '回我一下')
    await phone.next('message', (e) => e.message.id === next.id)
    const again = await t.call(
      API.message.syncMessages,
      { conversationId: first.conversationId, afterSeq: synced.body.data.lastSeq },
      as(b)
    )
    expect(again.body.data.list).toEqual([next])
  })
})

describe('two devices of one member', () => {
  it('reading on one device clears the other, tells the peer, and the numbers stay right across reconnects', async () => {
    const [a, b] = [await chatter(t), await member(t)]
    const [aPhone, bPhone, bPad] = [await device(a), await device(b), await device(b)]
    const m1 = await say(t, a, b, '你好')
    const m2 = await say(t, a, b, '在吗')
    for (const d of [bPhone, bPad]) {
      await d.next('message', (e) => e.message.id === m2.id)
      await d.next('unread', (e) => e.summary.messages === 2)
    }

    bPad.events.length = 0
    const read = await t.call(API.message.markRead, { conversationId: m2.conversationId, messageId: m2.id }, as(b))
    expect(read.body.data.messages).toBe(0)
    const receipt = { type: 'read', conversationId: m2.conversationId, userId: b.id, messageId: m2.id }
    expect(await bPad.next('read')).toEqual(receipt)
    expect((await bPad.next('unread')).summary).toEqual({ messages: 0, notices: 0, total: 0, office: 0 })
    expect(await aPhone.next('read')).toEqual(receipt)
    expect(await unread(t, b)).toEqual({ messages: 0, notices: 0, total: 0, office: 0 })

    // An older marker from a stale device changes nothing and tells nobody.
    await t.call(API.message.markRead, { conversationId: m1.conversationId, messageId: m1.id }, as(b))
    expect(await unread(t, b)).toMatchObject({ messages: 0 })

    await bPad.close()
    await say(t, b, a, '在的')
    const m3 = await say(t, a, b, '晚安')
    await bPhone.next('unread', (e) => e.summary.messages === 1)
    const pad = await device(b)
    expect((await pad.next('unread')).summary).toEqual({ messages: 1, notices: 0, total: 1, office: 0 })
    expect(await unread(t, b)).toEqual({ messages: 1, notices: 0, total: 1, office: 0 })
    // The stale marker above pushed nothing: the phone saw one read receipt, before m3 arrived.
    expect(bPhone.events.filter((e) => e.type === 'read')).toHaveLength(1)
    expect(bPhone.events.some((e) => e.type === 'message' && e.message.id === m3.id)).toBe(true)
  })
})

describe('two replicas on one database and one Redis', () => {
  it('a member connected to one instance receives a message sent through the other', async () => {
    const redisUrl = process.env.TEST_REDIS_URL
    if (!redisUrl) {
      if (process.env.CI) throw new Error('TEST_REDIS_URL must be set in CI')
      console.warn('two-replica message test skipped: TEST_REDIS_URL not set')
      return
    }
    const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 })
    try {
      await probe.connect()
      await probe.ping()
    } catch {
      if (process.env.CI) throw new Error(`no Redis answers at ${redisUrl}`)
      console.warn(`two-replica message test skipped: no Redis answers at ${redisUrl}`)
      return
    } finally {
      probe.disconnect()
    }
    const shared = {
      REDIS_URL: redisUrl,
      ID_HASH_SECRET: 'replica-test-id-secret',
      CURSOR_SECRET: 'replica-test-cursor-secret',
      RATE_LIMIT_PER_MINUTE: 100_000,
      MESSAGE_SEND_PER_MINUTE: 100_000
    }
    const one = await buildTestApp(shared)
    const two = await replicaOf(one, shared)
    try {
      const [a, b] = [await chatter(one), await member(one)]
      const bOnOne = await connect(one, b)
      const bOnTwo = await connect(two, b)
      devices.push(bOnOne, bOnTwo)
      expect(socketsOf(one.app).countOf(1, b.id)).toBe(1)
      expect(socketsOf(two.app).countOf(1, b.id)).toBe(1)

      const sent = await say(two, a, b, '从另一台服务器发来的问候')
      for (const d of [bOnOne, bOnTwo]) {
        expect((await d.next('message', (e) => e.message.id === sent.id)).message).toEqual(sent)
        await d.next('unread', (e) => e.summary.messages === 1)
      }
      // Each replica delivers what Redis hands it once: no device gets a message twice.
      await say(one, b, a, '收到')
      await new Promise((r) => setTimeout(r, 200))
      for (const d of [bOnOne, bOnTwo]) {
        expect(d.events.filter((e) => e.type === 'message' && e.message.id === sent.id)).toHaveLength(1)
      }

      // A ticket from one replica opens a socket on the other (tickets live in Redis), once.
      const ticket = await ticketFor(one, b)
      devices.push(await connectWithTicket(two, ticket))
      expect(await refusedStatus(one, ticket)).toBe(401)
    } finally {
      await Promise.all(devices.splice(0).map((d) => d.close()))
      await two.close()
      await one.close()
    }
  }, 60_000)
})
