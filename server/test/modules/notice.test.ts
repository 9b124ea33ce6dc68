import { eq } from 'drizzle-orm'
import { API } from '@contract/api'
import { SUBSCRIBE_BUDGET_CAP, type NoticeKind } from '@contract/notice'
import { tenants } from '../../src/db/schema'
import { notify, unreadNoticeCount } from '../../src/modules/notice/service'
import { buildTestApp, HOST_A, HOST_B, type TestApp } from '../helpers/app'
import { member, type Lover } from '../helpers/love'
import { expectFailure, expectUnauthorized, loginWithMpCode } from '../helpers/members'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({
    NOTICE_PUSH_INTERVAL_MS: 0,
    WECHAT_SUBSCRIBE_TEMPLATES: JSON.stringify({ viewed: 'tpl-viewed', faved: 'tpl-social', cashout: 'tpl-cash' })
  })
})
afterAll(async () => {
  await t.close()
})

const FIRST = { cursor: '', pageSize: 10 }
let seq = 0

async function leave(who: Lover, kind: NoticeKind, title: string, bizId = `e${++seq}`) {
  const tenantId = who.host === HOST_B ? 2 : 1
  await notify(t.app.db, tenantId, {
    userId: who.id,
    kind,
    title,
    body: `${title}的详情`,
    link: '',
    bizType: 'test',
    bizId
  })
}

async function page(who: Lover, body: { cursor: string; pageSize: number } = FIRST) {
  const res = await t.call(API.notice.getNoticePage, body, { token: who.token, host: who.host })
  if (res.body.code !== 20000) throw new Error(res.body.msg)
  return res.body.data
}

describe('notices', () => {
  it('a member reads their notices newest first, page by page, each business event once', async () => {
    const m = await member(t)
    expect(await page(m)).toEqual({ list: [], nextCursor: '' })
    await leave(m, 'viewed', '第一条', 'same-event')
    await leave(m, 'faved', '第二条')
    await leave(m, 'cashout', '第三条')
    // The same event reported again (a retried request, a second staff click) adds nothing.
    await leave(m, 'viewed', '第一条又来了', 'same-event')

    const first = await page(m, { cursor: '', pageSize: 2 })
    expect(first.list.map((n) => n.title)).toEqual(['第三条', '第二条'])
    expect(first.list[0]).toEqual({
      id: expect.any(Number),
      kind: 'cashout',
      title: '第三条',
      body: '第三条的详情',
      link: '',
      read: false,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/)
    })
    expect(first.nextCursor).not.toBe('')
    const second = await page(m, { cursor: first.nextCursor, pageSize: 2 })
    expect(second).toEqual({ list: [expect.objectContaining({ title: '第一条', kind: 'viewed' })], nextCursor: '' })
    expect(await unreadNoticeCount(t.app.db, 1, m.id)).toBe(3)
  })

  it('marking one read, then all, brings the unread count down to zero', async () => {
    const m = await member(t)
    await leave(m, 'viewed', '甲')
    await leave(m, 'faved', '乙')
    await leave(m, 'system', '丙')
    const [newest] = (await page(m)).list

    const one = await t.call(API.notice.markRead, { noticeId: newest.id }, { token: m.token })
    expect(one.body).toEqual({ code: 20000, msg: 'success', data: { unread: 2 } })
    // Reading it again is harmless.
    expect((await t.call(API.notice.markRead, { noticeId: newest.id }, { token: m.token })).body.data).toEqual({
      unread: 2
    })
    expect((await page(m)).list.map((n) => n.read)).toEqual([true, false, false])

    const all = await t.call(API.notice.markAllRead, {}, { token: m.token })
    expect(all.body.data).toEqual({ unread: 0 })
    expect((await page(m)).list.every((n) => n.read)).toBe(true)
    expect(await unreadNoticeCount(t.app.db, 1, m.id)).toBe(0)
  })

  it("another member's notice can be neither read nor marked", async () => {
    const owner = await member(t)
    const other = await member(t)
    await leave(owner, 'faved', '只给我看')
    const [notice] = (await page(owner)).list

    expect(await page(other)).toEqual({ list: [], nextCursor: '' })
    expectFailure(
      await t.call(API.notice.markRead, { noticeId: notice.id }, { token: other.token }),
      40400,
      '该通知不存在'
    )
    await t.call(API.notice.markAllRead, {}, { token: other.token })
    expect((await page(owner)).list[0].read).toBe(false)
  })

  it('another tenant sees nothing, and a token of one tenant is refused on another', async () => {
    const a = await member(t)
    const b = await member(t, HOST_B)
    await leave(a, 'cashout', '甲城的通知')
    const [notice] = (await page(a)).list

    expect(await page(b)).toEqual({ list: [], nextCursor: '' })
    expectFailure(
      await t.call(API.notice.markRead, { noticeId: notice.id }, { token: b.token, host: HOST_B }),
      40400,
      '该通知不存在'
    )
    expectUnauthorized(
      await t.call(API.notice.getNoticePage, FIRST, { token: a.token, host: HOST_B }),
      '登录已过期，请重新登录'
    )
    expect(await unreadNoticeCount(t.app.db, 2, a.id)).toBe(0)
  })

  it('needs a logged-in member', async () => {
    expectUnauthorized(await t.call(API.notice.getNoticePage, FIRST))
    expectUnauthorized(await t.call(API.notice.markRead, { noticeId: 1 }))
    expectUnauthorized(await t.call(API.notice.markAllRead, {}))
    expectUnauthorized(await t.call(API.notice.getSubscribeTemplates, {}))
    expectUnauthorized(await t.call(API.notice.grantSubscribe, { templateIds: ['tpl-viewed'] }))
  })

  it('refuses malformed requests with a message the member can read', async () => {
    const m = await member(t)
    const call = (path: Parameters<TestApp['call']>[0], body: Record<string, unknown>) =>
      t.call(path, body, { token: m.token })
    expectFailure(await call(API.notice.getNoticePage, { cursor: 'abc', pageSize: 10 }), 40000, '分页参数不正确')
    expectFailure(await call(API.notice.getNoticePage, { cursor: '', pageSize: 0 }), 40000, '每页条数不正确')
    expectFailure(await call(API.notice.markRead, { noticeId: 0 }), 40000, '通知不正确')
    expectFailure(await call(API.notice.markRead, { noticeId: 'x' }), 40000, '通知不正确')
    expectFailure(await call(API.notice.grantSubscribe, { templateIds: [] }), 40000, '订阅消息模板不正确')
    expectFailure(
      await call(API.notice.grantSubscribe, { templateIds: ['someone-elses'] }),
      40000,
      '订阅消息模板不正确'
    )
  })

  it('works for a tenant without the message plugin: notices are not chat', async () => {
    const m = await member(t)
    const [row] = await t.app.db.select().from(tenants).where(eq(tenants.tenantId, 1))
    await t.app.db.update(tenants).set({ grantPluginIds: [] }).where(eq(tenants.tenantId, 1))
    try {
      await leave(m, 'certification', '实名认证已通过')
      expect((await page(m)).list.map((n) => n.title)).toEqual(['实名认证已通过'])
    } finally {
      await t.app.db.update(tenants).set({ grantPluginIds: row.grantPluginIds }).where(eq(tenants.tenantId, 1))
    }
  })
})

describe('subscribe message opt-in', () => {
  it('lists the configured templates per kind', async () => {
    const m = await member(t)
    const res = await t.call(API.notice.getSubscribeTemplates, {}, { token: m.token })
    expect(res.body.data.list).toEqual([
      { kind: 'viewed', templateId: 'tpl-viewed' },
      { kind: 'faved', templateId: 'tpl-social' },
      { kind: 'cashout', templateId: 'tpl-cash' }
    ])
  })

  it('each accepted opt-in adds one push per template, up to the cap', async () => {
    const m = await member(t)
    const grant = (templateIds: string[]) => t.call(API.notice.grantSubscribe, { templateIds }, { token: m.token })
    expect((await grant(['tpl-viewed', 'tpl-cash', 'tpl-viewed'])).body.data.list).toEqual(
      expect.arrayContaining([
        { templateId: 'tpl-viewed', remaining: 1 },
        { templateId: 'tpl-cash', remaining: 1 }
      ])
    )
    expect((await grant(['tpl-viewed'])).body.data.list).toEqual([{ templateId: 'tpl-viewed', remaining: 2 }])
    for (let i = 0; i < SUBSCRIBE_BUDGET_CAP; i++) await grant(['tpl-viewed'])
    expect((await grant(['tpl-viewed'])).body.data.list).toEqual([
      { templateId: 'tpl-viewed', remaining: SUBSCRIBE_BUDGET_CAP }
    ])
  })

  it('with no template configured, the mini-program asks for nothing and no grant is taken', async () => {
    const bare = await buildTestApp({ NOTICE_PUSH_INTERVAL_MS: 0 })
    try {
      const token = await loginWithMpCode(bare, HOST_A)
      const res = await bare.call(API.notice.getSubscribeTemplates, {}, { token })
      expect(res.body.data).toEqual({ list: [] })
      expectFailure(
        await bare.call(API.notice.grantSubscribe, { templateIds: ['tpl-viewed'] }, { token }),
        40000,
        '订阅消息模板不正确'
      )
    } finally {
      await bare.close()
    }
  })
})
