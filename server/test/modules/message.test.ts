import { and, eq, inArray, sql } from 'drizzle-orm'
import { API } from '@contract/api'
import { ErrorCode } from '@contract/envelope'
import { MESSAGE_TEXT_MAX, RECALL_WINDOW_MS } from '@contract/message'
import { PLUGIN_IDS } from '@contract/plugins'
import type { HandleReportReq, ReportCase } from '@contract/report'
import { containsContactInfo } from '@contract/contact-guard'
import {
  conversations,
  loveBlocks,
  matchmakers,
  memberNotices,
  messageDailyStarts,
  messages,
  tenants,
  users
} from '../../src/db/schema'
import { dayText, shiftDay } from '../../src/lib/tenant-time'
import { buildTestApp, HOST_A, HOST_B, type TestApp } from '../helpers/app'
import { crmKit } from '../helpers/crm'
import { officeKit } from '../helpers/office'
import { makeVip, member, type Lover } from '../helpers/love'
import { expectFailure, expectUnauthorized, loginWithMaPhone } from '../helpers/members'
import { grantRole } from '../helpers/staff'
import { uploadedImage } from '../helpers/upload'
import { NOT_MY_CUSTOMER, SERVICE_ENDED, SPLIT_CONTACT_WINDOW_MS } from '../../src/modules/message/service'
import { chatter, DEFAULT_RULES, say, setRules, textTo, unread } from '../helpers/message'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t.close()
})
afterEach(async () => {
  await setRules(t, DEFAULT_RULES)
})

const as = (m: Lover) => ({ token: m.token, host: m.host })
const crm = crmKit(() => t)
const office = officeKit(() => t)

async function conversationsOf(m: Lover) {
  const res = await t.call(API.message.getConversationPage, { cursor: '', pageSize: 20 }, as(m))
  expect(res.body.code).toBe(20000)
  return res.body.data.list
}

async function open(m: Lover, peer: Lover) {
  const res = await t.call(API.message.openConversation, { userId: peer.id }, as(m))
  expect(res.body.code).toBe(20000)
  return res.body.data
}

async function page(m: Lover, conversationId: number, beforeId = 0, pageSize = 20) {
  const res = await t.call(API.message.getMessagePage, { conversationId, beforeId, pageSize }, as(m))
  expect(res.body.code).toBe(20000)
  return res.body.data
}

async function sync(m: Lover, conversationId: number, afterSeq: number) {
  const res = await t.call(API.message.syncMessages, { conversationId, afterSeq }, as(m))
  expect(res.body.code).toBe(20000)
  return res.body.data
}

describe('sending and reading', () => {
  it('a message reaches the other member: in their list with one unread, in the badge, and in the conversation', async () => {
    const [a, b] = [await chatter(t), await member(t)]
    const sent = await say(t, a, b, '你好，很高兴认识你')
    expect(sent).toMatchObject({
      senderId: a.id,
      kind: 'text',
      text: '你好，很高兴认识你',
      recalled: false,
      gift: null
    })

    const [item] = await conversationsOf(b)
    expect(item).toMatchObject({ id: sent.conversationId, peer: { userId: a.id }, unread: 1, lastSeq: sent.seq })
    expect(item.lastMessage).toEqual(sent)
    expect((await conversationsOf(a))[0]).toMatchObject({ peer: { userId: b.id }, unread: 0 })
    expect(await unread(t, b)).toEqual({ messages: 1, notices: 0, total: 1, office: 0 })
    expect(await unread(t, a)).toEqual({ messages: 0, notices: 0, total: 0, office: 0 })
    expect((await page(b, sent.conversationId)).list).toEqual([sent])
  })

  it('pages older messages by id, each page oldest first', async () => {
    const [a, b] = [await chatter(t), await chatter(t)]
    const sent = []
    for (let i = 0; i < 5; i++) sent.push(await say(t, i % 2 ? b : a, i % 2 ? a : b, `第${i + 1}条`))
    const conversationId = sent[0].conversationId
    const newest = await page(a, conversationId, 0, 2)
    expect(newest.list.map((m) => m.text)).toEqual(['第4条', '第5条'])
    expect(newest.hasMore).toBe(true)
    const older = await page(a, conversationId, newest.list[0].id, 2)
    expect(older.list.map((m) => m.text)).toEqual(['第2条', '第3条'])
    const oldest = await page(a, conversationId, older.list[0].id, 2)
    expect(oldest).toEqual({ list: [sent[0]], hasMore: false })
  })

  it('the same clientMessageId sent twice is one message; reused for other content it is refused', async () => {
    const [a, b] = [await chatter(t), await member(t)]
    const body = textTo(b, '在吗')
    const first = await t.call(API.message.send, body, as(a))
    const again = await t.call(API.message.send, body, as(a))
    expect(again.body.data).toEqual(first.body.data)
    expect((await page(b, first.body.data.conversationId)).list).toHaveLength(1)
    expect((await unread(t, b)).messages).toBe(1)
    const reused = await t.call(API.message.send, { ...body, text: '换一句' }, as(a))
    expectFailure(reused, ErrorCode.Conflict, '消息编号已被使用，请重新发送')
  })

  it('sends an image the member uploaded, and refuses one they did not', async () => {
    const [a, b] = [await chatter(t), await member(t)]
    const image = await uploadedImage(t, a.token)
    const res = await t.call(API.message.send, textTo(b, '', { kind: 'image', image }), as(a))
    expect(res.body.data).toMatchObject({ kind: 'image', image, text: '' })
    const foreign = await uploadedImage(t, b.token)
    expectFailure(
      await t.call(API.message.send, textTo(b, '', { kind: 'image', image: foreign }), as(a)),
      ErrorCode.BadRequest,
      '图片不正确，请重新上传'
    )
    expectFailure(
      await t.call(API.message.send, textTo(b, '', { kind: 'image', image: 'https://evil.example/x.png' }), as(a)),
      ErrorCode.BadRequest,
      '图片不正确，请重新上传'
    )
  })

  it('refuses bad input with a message the member can read', async () => {
    const [a, b] = [await chatter(t), await member(t)]
    const send = (extra: Record<string, unknown>) => t.call(API.message.send, { ...textTo(b, '你好'), ...extra }, as(a))
    expectFailure(await send({ text: '   ' }), ErrorCode.BadRequest, '请输入消息内容')
    expectFailure(await send({ text: '好'.repeat(MESSAGE_TEXT_MAX + 1) }), ErrorCode.BadRequest, '消息最多140个字')
    expect((await send({ text: '好'.repeat(MESSAGE_TEXT_MAX) })).body.code).toBe(20000)
    expectFailure(await send({ kind: 'image', image: '' }), ErrorCode.BadRequest, '请选择要发送的图片')
    expectFailure(await send({ kind: 'voice' }), ErrorCode.BadRequest, '消息类型不正确')
    expectFailure(await send({ clientMessageId: '' }), ErrorCode.BadRequest, '消息编号不正确')
    expectFailure(await send({ toUserId: 0 }), ErrorCode.BadRequest, '会员不正确')
    expectFailure(await send({ toUserId: a.id }), ErrorCode.BadRequest, '不能和自己聊天')
    expectFailure(await send({ toUserId: 2_000_000 }), ErrorCode.NotFound, '该会员不存在')
    const syncBad = await t.call(API.message.syncMessages, { conversationId: 1, afterSeq: -1 }, as(a))
    expectFailure(syncBad, ErrorCode.BadRequest, '同步位置不正确')
    const cursorBad = await t.call(API.message.getConversationPage, { cursor: 'bm90LWEtY3Vyc29y', pageSize: 10 }, as(a))
    expectFailure(cursorBad, ErrorCode.BadRequest, '分页参数不正确')
  })

  it('texts carrying contact details are refused with the spec message', async () => {
    const [a, b] = [await chatter(t), await member(t)]
    for (const text of ['加我微信 abc12345', '我的电话13812345678', '1 3 8 1 2 3 4 5 6 7 8']) {
      expectFailure(
        await t.call(API.message.send, textTo(b, text), as(a)),
        ErrorCode.ContactInfoNotAllowed,
        '不得含有联系方式，请修改'
      )
    }
    expect(await conversationsOf(b)).toEqual([])
  })

  it('a mobile number sent a piece per message is refused on the piece that completes it, and not stored', async () => {
    const [a, b] = [await chatter(t), await member(t)]
    await say(t, a, b, '138')
    await say(t, b, a, '什么意思？')
    await say(t, a, b, '1234')
    expectFailure(
      await t.call(API.message.send, textTo(b, '5678'), as(a)),
      ErrorCode.ContactInfoNotAllowed,
      '不得含有联系方式，请修改'
    )
    const { conversation } = await open(b, a)
    expect((await page(b, conversation!.id)).list.map((m) => m.text)).toEqual(['138', '什么意思？', '1234'])
  })

  it('pieces older than the window no longer count, and innocent numbers in a row go through', async () => {
    const [a, b] = [await chatter(t), await member(t)]
    const first = await say(t, a, b, '138')
    const second = await say(t, a, b, '1234')
    await t.app.db
      .update(messages)
      .set({ createdAt: new Date(Date.now() - SPLIT_CONTACT_WINDOW_MS - 1000) })
      .where(and(eq(messages.tenantId, 1), inArray(messages.id, [first.id, second.id])))
    await say(t, b, a, '你好')
    expect((await say(t, a, b, '5678')).text).toBe('5678')

    const [c, d] = [await chatter(t), await member(t)]
    await say(t, c, d, '我175')
    await say(t, c, d, '住在3号楼')
    await say(t, d, c, '我1993年的')
    expect((await say(t, c, d, '我1990年出生，月薪8000')).text).toBe('我1990年出生，月薪8000')
  })

  it('a double tap on the piece before the last still sends it once', async () => {
    const [a, b] = [await chatter(t), await member(t)]
    await say(t, a, b, '138')
    await say(t, b, a, '嗯？')
    const body = textTo(b, '1234')
    const [first, again] = await Promise.all([
      t.call(API.message.send, body, as(a)),
      t.call(API.message.send, body, as(a))
    ])
    expect(first.body.code).toBe(20000)
    expect(again.body.data).toEqual(first.body.data)
  })

  it('offers a handful of Chinese greetings that pass the contact guard', async () => {
    const a = await member(t)
    const res = await t.call(API.message.getGreetings, {}, as(a))
    expect(res.body.data.list.length).toBeGreaterThanOrEqual(6)
    expect(res.body.data.list.length).toBeLessThanOrEqual(8)
    for (const g of res.body.data.list) {
      expect(g).toMatch(/[\u4e00-\u9fa5]/)
      expect(containsContactInfo(g)).toBe(false)
    }
  })
})

describe('read markers and unread numbers', () => {
  it('markRead clears up to a message and never moves back; markAllRead clears everything', async () => {
    const [a, b, c] = [await chatter(t), await chatter(t), await member(t)]
    const m1 = await say(t, a, c, '一')
    const m2 = await say(t, a, c, '二')
    await say(t, b, c, '三')
    expect(await unread(t, c)).toMatchObject({ messages: 3 })

    const read = await t.call(API.message.markRead, { conversationId: m2.conversationId, messageId: m1.id }, as(c))
    expect(read.body.data).toMatchObject({ messages: 2, total: 2 })
    await t.call(API.message.markRead, { conversationId: m2.conversationId, messageId: m2.id }, as(c))
    const back = await t.call(API.message.markRead, { conversationId: m2.conversationId, messageId: m1.id }, as(c))
    expect(back.body.data).toMatchObject({ messages: 1 })
    const list = await conversationsOf(c)
    expect(list.find((i) => i.peer.userId === a.id)?.unread).toBe(0)
    expect(list.find((i) => i.peer.userId === b.id)?.unread).toBe(1)

    const all = await t.call(API.message.markAllRead, {}, as(c))
    expect(all.body.data).toEqual({ messages: 0, notices: 0, total: 0, office: 0 })
    expect((await conversationsOf(c)).map((i) => i.unread)).toEqual([0, 0])
  })

  it('markRead refuses a message of another conversation and a conversation that is not mine', async () => {
    const [a, b, c] = [await chatter(t), await member(t), await member(t)]
    const ab = await say(t, a, b, '你好')
    const ac = await say(t, a, c, '你好')
    expectFailure(
      await t.call(API.message.markRead, { conversationId: ab.conversationId, messageId: ac.id }, as(b)),
      ErrorCode.NotFound,
      '消息不存在'
    )
    expectFailure(
      await t.call(API.message.markRead, { conversationId: ac.conversationId, messageId: ac.id }, as(b)),
      ErrorCode.NotFound,
      '会话不存在'
    )
    expectFailure(
      await t.call(API.message.getMessagePage, { conversationId: ac.conversationId, beforeId: 0, pageSize: 10 }, as(b)),
      ErrorCode.NotFound,
      '会话不存在'
    )
    expectFailure(
      await t.call(API.message.syncMessages, { conversationId: ac.conversationId, afterSeq: 0 }, as(b)),
      ErrorCode.NotFound,
      '会话不存在'
    )
  })

  it('counts notices in the badge next to messages', async () => {
    const [a, b] = [await chatter(t), await member(t)]
    await say(t, a, b, '你好')
    await t.app.db.insert(memberNotices).values({
      tenantId: 1,
      userId: b.id,
      kind: 'system',
      title: '欢迎',
      body: '欢迎来到本站',
      link: '',
      bizType: 'welcome',
      bizId: String(b.id)
    })
    expect(await unread(t, b)).toEqual({ messages: 1, notices: 1, total: 2, office: 0 })
  })
})

describe('recall', () => {
  it('hides the content from both, reaches a syncing device under a new seq, and lowers the unread count', async () => {
    const [a, b] = [await chatter(t), await member(t)]
    const first = await say(t, a, b, '第一句')
    const second = await say(t, a, b, '说错了')
    expect((await unread(t, b)).messages).toBe(2)
    const res = await t.call(API.message.recall, { messageId: second.id }, as(a))
    expect(res.body.data).toMatchObject({ id: second.id, recalled: true, text: '', image: '' })
    expect(res.body.data.seq).toBeGreaterThan(second.seq)

    const synced = await sync(b, first.conversationId, first.seq)
    expect(synced.list).toEqual([res.body.data])
    expect(synced).toMatchObject({ lastSeq: res.body.data.seq, hasMore: false })
    expect((await page(b, first.conversationId)).list.map((m) => [m.text, m.recalled])).toEqual([
      ['第一句', false],
      ['', true]
    ])
    expect((await unread(t, b)).messages).toBe(1)
    // The list shows the newest message still there.
    expect((await conversationsOf(b))[0].lastMessage?.id).toBe(first.id)
    // Recalling again changes nothing.
    const again = await t.call(API.message.recall, { messageId: second.id }, as(a))
    expect(again.body.data).toEqual(res.body.data)
  })

  it('only the sender may recall, and only within two minutes', async () => {
    const [a, b, c] = [await chatter(t), await member(t), await member(t)]
    const sent = await say(t, a, b, '你好')
    expectFailure(
      await t.call(API.message.recall, { messageId: sent.id }, as(b)),
      ErrorCode.Forbidden,
      '只能撤回自己发送的消息'
    )
    expectFailure(await t.call(API.message.recall, { messageId: sent.id }, as(c)), ErrorCode.NotFound, '消息不存在')
    await t.app.db
      .update(messages)
      .set({ createdAt: new Date(Date.now() - RECALL_WINDOW_MS - 1000) })
      .where(and(eq(messages.tenantId, 1), eq(messages.id, sent.id)))
    expectFailure(
      await t.call(API.message.recall, { messageId: sent.id }, as(a)),
      ErrorCode.BadRequest,
      '超过2分钟的消息不能撤回'
    )
  })

  it('a conversation whose every message was recalled lists no last message', async () => {
    const [a, b] = [await chatter(t), await member(t)]
    const sent = await say(t, a, b, '你好')
    await t.call(API.message.recall, { messageId: sent.id }, as(a))
    const [item] = await conversationsOf(b)
    expect(item).toMatchObject({ lastMessage: null, unread: 0 })
  })
})

describe('who may message whom', () => {
  it('without real-name certification a member may not start a conversation, but may reply', async () => {
    const [plain, certified] = [await member(t), await chatter(t)]
    const opened = await open(plain, certified)
    expect(opened).toMatchObject({ canSend: false, reason: '完成实名认证后才能发起聊天', conversation: null })
    expectFailure(
      await t.call(API.message.send, textTo(certified, '你好'), as(plain)),
      ErrorCode.BadRequest,
      '完成实名认证后才能发起聊天'
    )
    expect(await t.app.db.select().from(conversations).where(eq(conversations.startedBy, plain.id))).toEqual([])

    await say(t, certified, plain, '你好呀')
    expect(await open(plain, certified)).toMatchObject({ canSend: true, reason: '' })
    await say(t, plain, certified, '你好')

    await setRules(t, { requireRealNameToStart: false })
    const other = await member(t)
    await say(t, plain, other, '你好')
  })

  it('a member starts 3 conversations a day, a VIP 10; going on with one already started is not limited', async () => {
    const a = await chatter(t)
    const peers = []
    for (let i = 0; i < 11; i++) peers.push(await member(t))
    for (const p of peers.slice(0, 3)) await say(t, a, p, '你好')
    const reason = '今天已发起3次新聊天，开通VIP每天可发起10次'
    expect(await open(a, peers[3])).toMatchObject({ canSend: false, reason })
    expectFailure(await t.call(API.message.send, textTo(peers[3], '你好'), as(a)), ErrorCode.BadRequest, reason)
    expect(await open(a, peers[0])).toMatchObject({ canSend: true })
    await say(t, a, peers[0], '还在吗')
    // A reply is not a new conversation for the one replying.
    await say(t, peers[0], a, '在的')

    await makeVip(t, a.id)
    for (const p of peers.slice(3, 10)) await say(t, a, p, '你好')
    expectFailure(
      await t.call(API.message.send, textTo(peers[10], '你好'), as(a)),
      ErrorCode.BadRequest,
      '今天已发起10次新聊天，明天再来吧'
    )
    expect((await conversationsOf(a)).length).toBe(10)
  })

  it("the day's allowance starts over at midnight in the tenant's city, not in Beijing or on the server", async () => {
    // Kiritimati is 6 hours ahead of Beijing and Pago Pago 19 behind: one of them is on another day now.
    const now = new Date()
    const beijing = dayText(now, 'Asia/Shanghai')
    const zone = dayText(now, 'Pacific/Kiritimati') !== beijing ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago'
    const today = dayText(now, zone)
    await t.app.db.update(tenants).set({ timeZone: zone }).where(eq(tenants.tenantId, 1))
    await setRules(t, { dailyNewConversations: 1 })
    try {
      const a = await chatter(t)
      const [b, c, d] = [await member(t), await member(t), await member(t)]
      // A full count on Beijing's date is another day's for this city.
      await t.app.db.insert(messageDailyStarts).values({ tenantId: 1, userId: a.id, day: beijing, started: 1 })
      await say(t, a, b, '你好')
      const started = await t.app.db.select().from(messageDailyStarts).where(eq(messageDailyStarts.userId, a.id))
      expect(started.map((r) => [r.day, r.started]).sort()).toEqual(
        [
          [beijing, 1],
          [today, 1]
        ].sort()
      )
      const reason = '今天已发起1次新聊天，开通VIP每天可发起10次'
      expect(await open(a, c)).toMatchObject({ canSend: false, reason })
      expectFailure(await t.call(API.message.send, textTo(c, '你好'), as(a)), ErrorCode.BadRequest, reason)

      // The city's midnight passes: today's count becomes yesterday's, and a new conversation may start.
      await t.app.db
        .delete(messageDailyStarts)
        .where(and(eq(messageDailyStarts.userId, a.id), eq(messageDailyStarts.day, beijing)))
      await t.app.db
        .update(messageDailyStarts)
        .set({ day: shiftDay(today, -1) })
        .where(and(eq(messageDailyStarts.userId, a.id), eq(messageDailyStarts.day, today)))
      expect(await open(a, c)).toMatchObject({ canSend: true, reason: '' })
      await say(t, a, c, '你好')
      expect(await open(a, d)).toMatchObject({ canSend: false, reason })
    } finally {
      await t.app.db.update(tenants).set({ timeZone: 'Asia/Shanghai' }).where(eq(tenants.tenantId, 1))
    }
  })

  it('at most 2 messages go out before the other side replies', async () => {
    const [a, b] = [await chatter(t), await member(t)]
    await say(t, a, b, '你好')
    await say(t, a, b, '在吗')
    const reason = '对方回复前最多发送2条消息，请耐心等待'
    expect(await open(a, b)).toMatchObject({ canSend: false, reason })
    expectFailure(await t.call(API.message.send, textTo(b, '理理我'), as(a)), ErrorCode.BadRequest, reason)
    await say(t, b, a, '在的')
    for (let i = 0; i < 3; i++) await say(t, a, b, `聊天${i}`)
    expect((await page(a, (await open(a, b)).conversation!.id)).list).toHaveLength(6)
  })

  it('a recalled message still counts towards the limit before a reply', async () => {
    const [a, b] = [await chatter(t), await member(t)]
    const first = await say(t, a, b, '你好')
    await t.call(API.message.recall, { messageId: first.id }, as(a))
    await say(t, a, b, '你好呀')
    expectFailure(
      await t.call(API.message.send, textTo(b, '在吗'), as(a)),
      ErrorCode.BadRequest,
      '对方回复前最多发送2条消息，请耐心等待'
    )
  })

  it('blocks stop opening and sending both ways, and hide the conversation and its unread messages', async () => {
    const [a, b] = [await chatter(t), await chatter(t)]
    await say(t, a, b, '你好')
    await t.app.db.insert(loveBlocks).values({ tenantId: 1, userId: b.id, targetId: a.id })
    expectFailure(await t.call(API.message.send, textTo(b, '还在吗'), as(a)), ErrorCode.NotFound, '该会员不存在')
    expectFailure(
      await t.call(API.message.openConversation, { userId: b.id }, as(a)),
      ErrorCode.NotFound,
      '该会员不存在'
    )
    const mine = '你已将对方拉黑，解除拉黑后才能聊天'
    expectFailure(await t.call(API.message.send, textTo(a, '你好'), as(b)), ErrorCode.BadRequest, mine)
    expectFailure(await t.call(API.message.openConversation, { userId: a.id }, as(b)), ErrorCode.BadRequest, mine)
    expect(await conversationsOf(b)).toEqual([])
    expect(await conversationsOf(a)).toEqual([])
    expect((await unread(t, b)).messages).toBe(0)

    await t.app.db.delete(loveBlocks).where(eq(loveBlocks.targetId, a.id))
    expect((await unread(t, b)).messages).toBe(1)
    await say(t, b, a, '误会了')
  })

  it('a suspended member can be read about but not written to', async () => {
    const [a, b] = [await chatter(t), await member(t)]
    await say(t, a, b, '你好')
    await t.app.db
      .update(users)
      .set({ status: 'disabled' })
      .where(and(eq(users.tenantId, 1), eq(users.id, b.id)))
    expect(await open(a, b)).toMatchObject({
      canSend: false,
      reason: '对方账号已停用，无法发送消息',
      peer: { userId: b.id }
    })
    expectFailure(
      await t.call(API.message.send, textTo(b, '你好'), as(a)),
      ErrorCode.BadRequest,
      '对方账号已停用，无法发送消息'
    )
  })

  it('openConversation writes nothing', async () => {
    const [a, b] = [await chatter(t), await member(t)]
    const before = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(conversations)
    expect(await open(a, b)).toMatchObject({ canSend: true, reason: '', conversation: null, peer: { userId: b.id } })
    const after = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(conversations)
    expect(after).toEqual(before)
  })
})

describe('the unread number', () => {
  it('is the member’s own: every session of hers reads the same, and reading in one clears it for all', async () => {
    const phone = '13766600001'
    const phone1 = { token: await loginWithMaPhone(t, phone), host: HOST_A }
    const phone2 = { token: await loginWithMaPhone(t, phone), host: HOST_A }
    expect(phone2.token).not.toBe(phone1.token)
    const her: Lover = { ...phone1, id: (await t.call(API.member.getUser, {}, phone1)).body.data.id }
    const a = await chatter(t)
    await say(t, a, her, '你好')
    const last = await say(t, a, her, '周末有空吗？')
    for (const session of [phone1, phone2]) {
      expect((await t.call(API.message.getUnreadSummary, {}, session)).body.data).toEqual({
        messages: 2,
        notices: 0,
        total: 2,
        office: 0
      })
    }
    await t.call(API.message.markRead, { conversationId: last.conversationId, messageId: last.id }, phone1)
    expect((await t.call(API.message.getUnreadSummary, {}, phone2)).body.data.total).toBe(0)
  })
})

describe('a member and her matchmaker', () => {
  const OFFICE_PHONE = '13911112222'

  /** A matchmaker with her office card (and phone), serving a new member who is neither certified nor VIP. */
  async function served(host = HOST_A) {
    const mm = await crm.matchmaker(null, host)
    await t.app.db
      .update(matchmakers)
      .set({ name: '王红娘', phone: OFFICE_PHONE })
      .where(and(eq(matchmakers.tenantId, host === HOST_B ? 2 : 1), eq(matchmakers.userId, mm.id)))
    const customer = await member(t, host)
    await office.own(customer, mm.id)
    return { mm, customer }
  }

  const inbox = async (who: Lover) => {
    const res = await t.call(API.message.getMatchmakerChatPage, { cursor: '', pageSize: 20 }, as(who))
    expect(res.body.code).toBe(20000)
    return res.body.data.list
  }

  it('they talk without the members’ limits, and she answers from her office inbox', async () => {
    await setRules(t, { requireRealNameToStart: true, dailyNewConversations: 0, maxMessagesBeforeReply: 1 })
    const { mm, customer } = await served()

    const opened = await open(customer, mm)
    expect(opened).toMatchObject({
      kind: 'matchmaker',
      matchmakerId: mm.id,
      canSend: true,
      reason: '',
      conversation: null
    })
    expect(opened.peer).toMatchObject({ userId: mm.id, nickname: '王红娘' })
    // No certification, no allowance, no waiting for a reply; her WeChat goes to her matchmaker.
    await say(t, customer, mm, '王老师好，想请您帮我留意一下')
    const wechat = await say(t, customer, mm, '我的微信是 abc12345，方便的话加我')

    // Not in the matchmaker's own chats or badge: in her office's inbox.
    expect(await conversationsOf(mm)).toEqual([])
    expect(await unread(t, mm)).toMatchObject({ messages: 0 })
    const [row] = await inbox(mm)
    expect(row).toMatchObject({
      id: wechat.conversationId,
      kind: 'matchmaker',
      peer: { userId: customer.id },
      unread: 2
    })
    expect((await page(mm, row.id)).list.map((m) => m.text)).toEqual([
      '王老师好，想请您帮我留意一下',
      '我的微信是 abc12345，方便的话加我'
    ])

    // She may give her own office phone, and nobody else's.
    expect((await open(mm, customer)).canSend).toBe(true)
    await say(t, mm, customer, `收到！我的电话${OFFICE_PHONE}，随时打给我`)
    expectFailure(
      await t.call(API.message.send, textTo(customer, '这位男士的电话13812345678'), as(mm)),
      ErrorCode.ContactInfoNotAllowed,
      '不得含有联系方式，请修改'
    )

    expect(await unread(t, customer)).toEqual({ messages: 1, notices: 0, total: 1, office: 0 })
    const [mine] = await conversationsOf(customer)
    expect(mine).toMatchObject({ kind: 'matchmaker', peer: { userId: mm.id, nickname: '王红娘' }, unread: 1 })
  })

  it('only her own matchmaker reads and answers: other matchmakers, members and tenants get nothing', async () => {
    const { mm, customer } = await served()
    const sent = await say(t, customer, mm, '王老师，这周六可以见面吗？')
    const conversation = { conversationId: sent.conversationId, beforeId: 0, pageSize: 10 }

    const other = await crm.matchmaker()
    const admin = await crm.staff('admin')
    const stranger = await member(t)
    const { mm: otherTenant } = await served(HOST_B)
    expect(await inbox(other)).toEqual([])
    expect(await inbox(admin)).toEqual([])
    expect(await inbox(otherTenant)).toEqual([])
    for (const who of [other, admin, stranger, otherTenant]) {
      expectFailure(await t.call(API.message.getMessagePage, conversation, as(who)), ErrorCode.NotFound, '会话不存在')
    }
    expectFailure(
      await t.call(API.message.getMatchmakerChatPage, { cursor: '', pageSize: 20 }, as(stranger)),
      ErrorCode.Forbidden,
      '没有权限'
    )
  })

  it('when the service ends the matchmaker loses the conversation, and neither side can write in it', async () => {
    const { mm, customer } = await served()
    const sent = await say(t, customer, mm, '王老师好')
    await office.own(customer, mm.id, new Date(Date.now() - 1000))

    expect(await inbox(mm)).toEqual([])
    expectFailure(
      await t.call(
        API.message.getMessagePage,
        { conversationId: sent.conversationId, beforeId: 0, pageSize: 10 },
        as(mm)
      ),
      ErrorCode.NotFound,
      '会话不存在'
    )
    expect(await open(mm, customer)).toMatchObject({ conversation: null, canSend: false, reason: SERVICE_ENDED })
    expectFailure(await t.call(API.message.send, textTo(customer, '在吗'), as(mm)), ErrorCode.BadRequest, SERVICE_ENDED)

    // The member keeps what was said.
    const mine = await open(customer, mm)
    expect(mine).toMatchObject({ kind: 'matchmaker', canSend: false, reason: SERVICE_ENDED })
    expect((await page(customer, sent.conversationId)).list).toEqual([sent])
  })

  it('a chat the two had as members becomes their matchmaker conversation once she serves him', async () => {
    const mm = await crm.matchmaker()
    const customer = await chatter(t)
    const before = await say(t, customer, mm, '你好，看了你的资料')
    await office.own(customer, mm.id)
    const after = await say(t, mm, customer, '你好，我现在是你的专属红娘了')
    expect(after.conversationId).toBe(before.conversationId)
    expect((await inbox(mm)).map((c) => [c.id, c.kind])).toEqual([[before.conversationId, 'matchmaker']])
  })

  const startChat = (mm: Lover, customer: { id: number }) =>
    t.call(API.message.openCustomerChat, { userId: customer.id }, as(mm))

  it('she writes first from his page: the conversation is opened once, in her office, free of the limits', async () => {
    await setRules(t, { requireRealNameToStart: true, dailyNewConversations: 0, maxMessagesBeforeReply: 1 })
    const { mm, customer } = await served()

    const first = await startChat(mm, customer)
    expect(first.body.code).toBe(20000)
    expect(first.body.data).toMatchObject({
      kind: 'matchmaker',
      peer: { userId: customer.id },
      lastMessage: null,
      unread: 0
    })
    const id = first.body.data.id
    expect((await inbox(mm)).map((c) => c.id)).toEqual([id])
    expect(await conversationsOf(mm)).toEqual([])

    // Her messages go into it with no allowance or wait for a reply, and the guard as in any of her chats.
    const hello = await say(t, mm, customer, '你好，我是你的专属红娘王老师')
    await say(t, mm, customer, `有事随时打我电话${OFFICE_PHONE}`)
    expect(hello.conversationId).toBe(id)
    expectFailure(
      await t.call(API.message.send, textTo(customer, '这位女士的电话13812345678'), as(mm)),
      ErrorCode.ContactInfoNotAllowed,
      '不得含有联系方式，请修改'
    )
    const [his] = await conversationsOf(customer)
    expect(his).toMatchObject({ id, kind: 'matchmaker', peer: { nickname: '王红娘' }, unread: 2 })

    // Opening it again is the same conversation, with what he has said since.
    await say(t, customer, mm, '王老师好')
    const again = await startChat(mm, customer)
    expect(again.body.data).toMatchObject({ id, unread: 1, lastMessage: { text: '王老师好' } })
    const between = await t.app.db
      .select({ id: conversations.id })
      .from(conversations)
      .where(
        and(
          eq(conversations.userLow, Math.min(mm.id, customer.id)),
          eq(conversations.userHigh, Math.max(mm.id, customer.id))
        )
      )
    expect(between).toEqual([{ id }])
  })

  it('a chat the two had as members is the one she opens once she serves him', async () => {
    const mm = await crm.matchmaker()
    const customer = await chatter(t)
    const before = await say(t, customer, mm, '你好，看了你的资料')
    await office.own(customer, mm.id)
    expect((await startChat(mm, customer)).body.data).toMatchObject({ id: before.conversationId, kind: 'matchmaker' })
  })

  it('she writes first only to members she serves now: nobody else, and no member, gets a chat from the office', async () => {
    const { mm, customer } = await served()
    const rival = await crm.matchmaker()
    const theirs = await member(t)
    await office.own(theirs, rival.id)
    const pool = await member(t)
    const ended = await member(t)
    await office.own(ended, mm.id, new Date(Date.now() - 1000))
    const { mm: theirMatchmaker, customer: elsewhere } = await served(HOST_B)
    const admin = await crm.staff('admin')
    const count = async () => (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(conversations))[0].n
    const before = await count()

    for (const someone of [theirs, pool, ended]) {
      expectFailure(await startChat(mm, someone), ErrorCode.BadRequest, NOT_MY_CUSTOMER)
    }
    // An admin sees every customer of the office, and still writes first only to her own.
    expectFailure(await startChat(admin, customer), ErrorCode.BadRequest, NOT_MY_CUSTOMER)
    expectFailure(await startChat(mm, elsewhere), ErrorCode.NotFound, '该会员不存在')
    // The matchmaker of another tenant does not reach this one's members either.
    expectFailure(await startChat(theirMatchmaker, customer), ErrorCode.NotFound, '该会员不存在')
    // A member cannot use the office's route, not even toward his own matchmaker.
    expectFailure(await startChat(customer, mm), ErrorCode.Forbidden, '没有权限')
    expect(await count()).toBe(before)
  })

  it('what the members she serves write counts on her office’s 客户消息, never on her own badge', async () => {
    const { mm, customer } = await served()
    const other = await chatter(t)
    await say(t, customer, mm, '王老师好')
    const last = await say(t, customer, mm, '周六方便吗？')
    await say(t, other, mm, '你好，认识一下')
    expect(await unread(t, mm)).toEqual({ messages: 1, notices: 0, total: 1, office: 2 })
    expect(await unread(t, customer)).toMatchObject({ office: 0 })

    // 全部已读 is for her own chats; the office's are read in the office.
    await t.call(API.message.markAllRead, {}, as(mm))
    expect(await unread(t, mm)).toMatchObject({ messages: 0, office: 2 })
    const read = await t.call(API.message.markRead, { conversationId: last.conversationId, messageId: last.id }, as(mm))
    expect(read.body.data).toMatchObject({ office: 0 })

    // Once she no longer serves him, his messages no longer count for her.
    await say(t, customer, mm, '还在吗？')
    expect(await unread(t, mm)).toMatchObject({ office: 1 })
    await office.own(customer, mm.id, new Date(Date.now() - 1000))
    expect(await unread(t, mm)).toMatchObject({ office: 0 })
  })
})

describe('tenants, plugin and login', () => {
  it('refuses the logged-out and sessions of another tenant', async () => {
    const a = await chatter(t)
    expectUnauthorized(await t.call(API.message.send, textTo(a, '你好')))
    expectUnauthorized(
      await t.call(API.message.getUnreadSummary, {}, { token: a.token, host: HOST_B }),
      '登录已过期，请重新登录'
    )
  })

  it('a member of another tenant is nobody here, and their conversations are not reachable', async () => {
    const [a, b] = [await chatter(t), await member(t)]
    const sent = await say(t, a, b, '你好')
    const [x, y] = [await chatter(t, HOST_B, 2), await member(t, HOST_B)]
    expectFailure(await t.call(API.message.send, textTo(a, '你好'), as(x)), ErrorCode.NotFound, '该会员不存在')
    expectFailure(
      await t.call(
        API.message.getMessagePage,
        { conversationId: sent.conversationId, beforeId: 0, pageSize: 10 },
        as(x)
      ),
      ErrorCode.NotFound,
      '会话不存在'
    )
    expectFailure(await t.call(API.message.recall, { messageId: sent.id }, as(x)), ErrorCode.NotFound, '消息不存在')
    // Tenant B chats on its own.
    await say(t, x, y, '你好')
    expect((await conversationsOf(y))[0].peer.userId).toBe(x.id)
    expect((await conversationsOf(b)).map((i) => i.peer.userId)).toEqual([a.id])
  })

  it('a tenant without the message plugin refuses every message route, staff ones included; the badge counts only notices', async () => {
    const [a, b] = [await chatter(t), await member(t)]
    await grantRole(t, 1, a.id, 'admin')
    const sent = await say(t, a, b, '你好')
    const granted = Object.values(PLUGIN_IDS).filter((id) => id !== PLUGIN_IDS.message)
    await t.app.db.update(tenants).set({ grantPluginIds: granted }).where(eq(tenants.tenantId, 1))
    try {
      const off = '本站未开通私信聊天'
      expectFailure(await t.call(API.message.send, textTo(b, '你好'), as(a)), ErrorCode.Forbidden, off)
      expectFailure(
        await t.call(API.message.getConversationPage, { cursor: '', pageSize: 10 }, as(b)),
        ErrorCode.Forbidden,
        off
      )
      const badge = await t.call(API.message.getUnreadSummary, {}, as(b))
      expect(badge.body.code).toBe(20000)
      expect(badge.body.data.messages).toBe(0)
      expect(badge.body.data.total).toBe(badge.body.data.notices)
      expectFailure(await t.call(API.message.getSocketTicket, {}, as(b)), ErrorCode.Forbidden, off)
      expectFailure(await t.call(API.message.recall, { messageId: sent.id }, as(a)), ErrorCode.Forbidden, off)
      expectFailure(
        await t.call(API.message.getMatchmakerChatPage, { cursor: '', pageSize: 10 }, as(a)),
        ErrorCode.Forbidden,
        off
      )
      // Tenant B keeps its grant.
      const x = await member(t, HOST_B)
      expect((await t.call(API.message.getUnreadSummary, {}, as(x))).body.code).toBe(20000)
    } finally {
      await t.app.db
        .update(tenants)
        .set({ grantPluginIds: Object.values(PLUGIN_IDS) })
        .where(eq(tenants.tenantId, 1))
    }
  })
})

describe('reports and their review on the reports desk', () => {
  async function reported() {
    const [a, b, admin] = [await chatter(t), await member(t), await member(t)]
    await grantRole(t, 1, admin.id, 'auditor')
    const sent = await say(t, a, b, '你真烦人')
    const res = await t.call(API.message.report, { messageId: sent.id, reason: 'harass', description: '辱骂' }, as(b))
    expect(res.body.data).toEqual({ ok: true })
    return { a, b, admin, sent }
  }

  /** Every waiting card on the desk, oldest first, across its pages. */
  async function queue(staff: Lover, pageSize = 50) {
    const cards: ReportCase[] = []
    let cursor = ''
    do {
      const res = await t.call(API.report.getQueue, { tab: 'pending', cursor, pageSize }, as(staff))
      expect(res.body.code).toBe(20000)
      cards.push(...res.body.data.list)
      cursor = res.body.data.nextCursor
    } while (cursor)
    return cards
  }

  /** The reported messages of the sender's one card, waiting ones first. */
  async function reportsOn(sender: Lover, staff: Lover) {
    const cards = (await queue(staff)).filter((c) => c.member.userId === sender.id)
    expect(cards.length).toBeLessThanOrEqual(1)
    return cards.flatMap((c) => c.messageReports)
  }

  const decide = (staff: Lover, sender: Lover, action: string, resolution = '') =>
    t.call(API.report.handle, { targetId: sender.id, action, resolution } as HandleReportReq, as(staff))

  it('a member reports what the other said, once; not their own message and not with contact details', async () => {
    const { a, b, admin, sent } = await reported()
    await t.call(API.message.report, { messageId: sent.id, reason: 'harass', description: '' }, as(b))
    expect((await reportsOn(a, admin)).filter((r) => r.message.id === sent.id)).toHaveLength(1)
    expectFailure(
      await t.call(API.message.report, { messageId: sent.id, reason: 'harass', description: '' }, as(a)),
      ErrorCode.BadRequest,
      '不能举报自己发送的消息'
    )
    expectFailure(
      await t.call(API.message.report, { messageId: sent.id, reason: 'other', description: '加我13812345678' }, as(b)),
      ErrorCode.ContactInfoNotAllowed,
      '不得含有联系方式，请修改'
    )
    expectFailure(
      await t.call(API.message.report, { messageId: sent.id, reason: 'bad', description: '' }, as(b)),
      ErrorCode.BadRequest,
      '请选择举报原因'
    )
  })

  it('staff see what was said even after the sender took it back', async () => {
    const { a, b, admin, sent } = await reported()
    await t.call(API.message.recall, { messageId: sent.id }, as(a))
    expect(await reportsOn(a, admin)).toMatchObject([
      {
        reporter: { userId: b.id },
        reported: { userId: a.id },
        reason: 'harass',
        description: '辱骂',
        status: 'pending',
        resolution: '',
        handledAt: '',
        message: { id: sent.id, recalled: true, text: '', originalText: '你真烦人' }
      }
    ])
  })

  it('upholding recalls the message for both as removed by the platform and tells the sender and the reporter', async () => {
    const { a, b, admin, sent } = await reported()
    expect((await decide(admin, a, 'warn', '言语骚扰，已撤回')).body.data).toEqual({ decided: 1 })
    const shown = (await page(b, sent.conversationId)).list.find((m) => m.id === sent.id)
    // Both sides read that the platform removed it, not that the sender took it back.
    expect(shown).toMatchObject({ recalled: true, removedByPlatform: true, text: '' })
    expect((await page(a, sent.conversationId)).list.find((m) => m.id === sent.id)).toMatchObject({
      recalled: true,
      removedByPlatform: true
    })
    const notices = await t.app.db.select().from(memberNotices).where(eq(memberNotices.userId, a.id))
    expect(notices.map((n) => n.title).sort()).toEqual(['你的消息被举报并已撤回', '违规警告'])
    expect(await t.app.db.select().from(memberNotices).where(eq(memberNotices.userId, b.id))).toEqual([
      expect.objectContaining({ kind: 'report', title: '举报处理结果' })
    ])

    expectFailure(await decide(admin, a, 'dismiss'), ErrorCode.Conflict, '该会员的举报已处理，请勿重复操作')
    const handled = await t.call(API.report.getQueue, { tab: 'handled', cursor: '', pageSize: 50 }, as(admin))
    const card = handled.body.data.list.find((c) => c.member.userId === a.id)!
    expect(card.messageReports).toMatchObject([
      { status: 'upheld', resolution: '言语骚扰，已撤回', message: { id: sent.id } }
    ])
    expect(card.messageReports[0].handledAt).not.toBe('')
  })

  it('a message its sender took back before the decision stays taken back by the sender', async () => {
    const { a, b, admin, sent } = await reported()
    await t.call(API.message.recall, { messageId: sent.id }, as(a))
    expect((await decide(admin, a, 'warn', '言语骚扰')).body.data).toEqual({ decided: 1 })
    expect((await page(b, sent.conversationId)).list.find((m) => m.id === sent.id)).toMatchObject({
      recalled: true,
      removedByPlatform: false
    })
  })

  it('dismissing leaves the message as it was', async () => {
    const { a, b, admin, sent } = await reported()
    expect((await decide(admin, a, 'dismiss', '未见违规')).body.data).toEqual({ decided: 1 })
    expect((await page(b, sent.conversationId)).list[0]).toMatchObject({ recalled: false, text: '你真烦人' })
    expect(await t.app.db.select().from(memberNotices).where(eq(memberNotices.userId, a.id))).toEqual([])
  })

  it('only moderators of this tenant review reports, never one about themselves', async () => {
    const { a, b, admin, sent } = await reported()
    const matchmaker = await member(t)
    await grantRole(t, 1, matchmaker.id, 'matchmaker')
    for (const who of [matchmaker, b]) {
      expectFailure(
        await t.call(API.report.getQueue, { tab: 'pending', cursor: '', pageSize: 10 }, as(who)),
        ErrorCode.Forbidden,
        '没有权限'
      )
      expectFailure(await decide(who, a, 'warn'), ErrorCode.Forbidden, '没有权限')
    }
    const foreignAdmin = await member(t, HOST_B)
    await grantRole(t, 2, foreignAdmin.id, 'admin')
    expect(await queue(foreignAdmin)).toEqual([])
    expectFailure(await decide(foreignAdmin, a, 'warn'), ErrorCode.NotFound, '该会员没有待处理的举报')
    // Neither its sender nor its reporter decides a report, though both may be moderators.
    await grantRole(t, 1, a.id, 'auditor')
    expectFailure(await decide(a, a, 'dismiss'), ErrorCode.BadRequest, '不能处理与自己有关的举报')
    await grantRole(t, 1, b.id, 'auditor')
    expectFailure(await decide(b, a, 'dismiss'), ErrorCode.BadRequest, '不能处理与自己有关的举报')
    expectFailure(await decide(admin, a, 'ban'), ErrorCode.BadRequest, '请选择处理方式')
    expect((await reportsOn(a, admin)).map((r) => [r.message.id, r.status])).toEqual([[sent.id, 'pending']])
  })

  it('pages the queue by sender, the longest waiting first, each sender once', async () => {
    const admin = await member(t)
    await grantRole(t, 1, admin.id, 'admin')
    for (let i = 0; i < 3; i++) await reported()
    const all = await queue(admin)
    expect(new Set(all.map((c) => c.member.userId)).size).toBe(all.length)
    const first = await t.call(API.report.getQueue, { tab: 'pending', cursor: '', pageSize: 2 }, as(admin))
    expect(first.body.data.list.map((c) => c.member.userId)).toEqual(all.slice(0, 2).map((c) => c.member.userId))
    const next = await t.call(
      API.report.getQueue,
      { tab: 'pending', cursor: first.body.data.nextCursor, pageSize: 2 },
      as(admin)
    )
    expect(next.body.data.list[0].member.userId).toBe(all[2].member.userId)
  })
})
