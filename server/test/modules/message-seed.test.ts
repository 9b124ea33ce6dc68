import { eq } from 'drizzle-orm'
import { API } from '@contract/api'
import { messageReports } from '../../src/db/schema'
import { DEMO_PASSWORD, seedTenant } from '../../src/db/seed'
import { seedDemoMatchmakerChat, seedDemoMessages } from '../../src/db/seed-messages'
import { seedDemoLeads } from '../../src/db/seed-leads'
import { seedDemoOffice } from '../../src/db/seed-office'
import { insertUser } from '../../src/modules/user/repository'
import { buildTestApp, type TestApp } from '../helpers/app'
import type { Lover } from '../helpers/love'
import { textTo } from '../helpers/message'

const HOST_C = 'c.love.test'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
  await seedTenant(t.app.db, { tenantId: 3, name: '丙城婚恋', city: '绍兴', domain: HOST_C })
  // Two members of the demo feed (seed-love numbers them per tenant), whom the demo chats involve.
  await insertUser(t.app.db, 3, { phone: '18603000000', nickname: '林晓' })
  await insertUser(t.app.db, 3, { phone: '18603000001', nickname: '江涛' })
  await insertUser(t.app.db, 3, { phone: '18603000002', nickname: '苏然' })
  await seedDemoMessages(t.app.db, 3)
})
afterAll(async () => {
  await t.close()
})

async function demo(phone: string): Promise<Lover> {
  const login = await t.call(API.auth.loginByAccount, { account: phone, password: DEMO_PASSWORD }, { host: HOST_C })
  expect(login.body.code).toBe(20000)
  const me = await t.call(API.member.getUser, {}, { token: login.body.data.token, host: HOST_C })
  return { token: login.body.data.token, id: me.body.data.id, host: HOST_C }
}

describe('demo conversations', () => {
  it('leave one reported message waiting for the moderators', async () => {
    const zhou = await demo('13800000003')
    const reports = await t.app.db.select().from(messageReports).where(eq(messageReports.tenantId, 3))
    expect(reports.map((r) => [r.reporterId, r.reason, r.status])).toEqual([[zhou.id, 'scam', 'pending']])
  })

  it('greet 13800000002 with unread chats, one of them with 13800000003, newest first', async () => {
    const chen = await demo('13800000002')
    const zhou = await demo('13800000003')
    const as = { token: chen.token, host: HOST_C }
    const page = await t.call(API.message.getConversationPage, { cursor: '', pageSize: 20 }, as)
    const list = page.body.data.list
    expect(list.map((c) => [c.peer.nickname, c.unread])).toEqual([
      ['林晓', 1],
      ['周宁', 2],
      ['苏然', 0]
    ])
    expect(list[1].lastMessage?.text).toContain('茶馆')
    expect((await t.call(API.message.getUnreadSummary, {}, as)).body.data).toEqual({
      messages: 3,
      notices: 0,
      total: 3,
      office: 0
    })

    // Each conversation is whole: syncing from the start returns every line in seq order.
    const withZhou = list[1]
    const synced = await t.call(API.message.syncMessages, { conversationId: withZhou.id, afterSeq: 0 }, as)
    expect(synced.body.data.list.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5, 6])
    expect(synced.body.data.lastSeq).toBe(withZhou.lastSeq)

    // The demo accounts may chat on and start new conversations (they are certified).
    const reply = await t.call(API.message.send, textTo(zhou, '好呀，周六上午怎么样？'), as)
    expect(reply.body.data.seq).toBe(7)
    const stranger = await insertUser(t.app.db, 3, { phone: '13912340000', nickname: '新朋友' })
    const started = await t.call(API.message.send, textTo({ ...zhou, id: stranger.id }, '你好'), as)
    expect(started.body.code).toBe(20000)
  })
})

describe('the demo matchmaker conversation', () => {
  it('has 王红娘 waiting for 13800000002’s answer, and a question of another customer waiting for hers', async () => {
    await seedDemoOffice(t.app.db, 3, DEMO_PASSWORD)
    await seedDemoLeads(t.app.db, 3)
    await seedDemoMatchmakerChat(t.app.db, 3)
    await seedDemoMatchmakerChat(t.app.db, 3)
    const chen = await demo('13800000002')
    const wang = await demo('13800000101')
    const page = { cursor: '', pageSize: 20 }
    const mine = await t.call(API.message.getConversationPage, page, { token: chen.token, host: HOST_C })
    const withHer = mine.body.data.list.filter((c) => c.kind === 'matchmaker')
    expect(withHer.map((c) => [c.peer.userId, c.unread])).toEqual([[wang.id, 1]])
    expect(withHer[0].lastMessage?.text).toContain('西湖店')
    const office = await t.call(API.message.getMatchmakerChatPage, page, { token: wang.token, host: HOST_C })
    expect(office.body.data.list.map((c) => [c.peer.nickname, c.unread])).toEqual([
      ['陈默', 0],
      ['江涛', 1]
    ])
    expect(office.body.data.list[1].lastMessage?.text).toContain('徒步')
    const badge = await t.call(API.message.getUnreadSummary, {}, { token: wang.token, host: HOST_C })
    expect(badge.body.data).toMatchObject({ messages: 0, office: 1 })
  })
})
