import { and, eq, sql } from 'drizzle-orm'
import { API } from '@contract/api'
import type { NoticeKind } from '@contract/notice'
import { memberNotices, subscribeBudgets } from '../../src/db/schema'
import { dispatchNoticePushes, startNoticePushes, type NoticePushDeps } from '../../src/modules/notice/push'
import { notify } from '../../src/modules/notice/service'
import {
  parseSubscribeTemplates,
  SubscribeSendError,
  type SubscribeMessage,
  type SubscribeProvider
} from '../../src/providers/subscribe'
import { buildTestApp, type TestApp } from '../helpers/app'
import { member, type Lover } from '../helpers/love'
import { loginWithMpCode, userIdOf } from '../helpers/members'

const TEMPLATES = { viewed: 'tpl-viewed', cashout: { id: 'tpl-cash', fields: { thing4: 'title', time2: 'time' } } }

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ NOTICE_PUSH_INTERVAL_MS: 0, WECHAT_SUBSCRIBE_TEMPLATES: JSON.stringify(TEMPLATES) })
})
afterAll(async () => {
  await t.close()
})

/** Stands in for WeChat: keeps what was sent, optionally slowly or failing. */
class RecordingProvider implements SubscribeProvider {
  readonly mode = 'http' as const
  readonly sent: SubscribeMessage[] = []
  constructor(private readonly behave: (m: SubscribeMessage) => Promise<void> = async () => undefined) {}
  async send(message: SubscribeMessage) {
    await this.behave(message)
    this.sent.push(message)
  }
}

function deps(subscribe: SubscribeProvider): NoticePushDeps {
  return { db: t.app.db, log: t.app.log, subscribe, templates: parseSubscribeTemplates(JSON.stringify(TEMPLATES)) }
}

/** Earlier tests' leftovers are pushed (or skipped) first, so each test counts only its own. */
async function drain() {
  for (;;) {
    const r = await dispatchNoticePushes(deps(new RecordingProvider()))
    if (r.sent + r.skipped + r.failed === 0) return
  }
}

let seq = 0
async function leave(
  who: { id: number },
  kind: NoticeKind,
  title = '有人看了你的资料',
  link = '/pages/love/detail?id=7'
) {
  await notify(t.app.db, 1, {
    userId: who.id,
    kind,
    title,
    body: '去看看TA吧',
    link,
    bizType: 'push-test',
    bizId: `${++seq}`
  })
}

const grant = (who: Lover, templateIds: string[]) =>
  t.call(API.notice.grantSubscribe, { templateIds }, { token: who.token })

async function budget(who: { id: number }, templateId: string) {
  const [row] = await t.app.db
    .select({ remaining: subscribeBudgets.remaining })
    .from(subscribeBudgets)
    .where(
      and(
        eq(subscribeBudgets.tenantId, 1),
        eq(subscribeBudgets.userId, who.id),
        eq(subscribeBudgets.templateId, templateId)
      )
    )
  return row?.remaining ?? 0
}

async function pushStates(who: { id: number }) {
  const rows = await t.app.db
    .select({ state: memberNotices.pushState, note: memberNotices.pushNote })
    .from(memberNotices)
    .where(and(eq(memberNotices.tenantId, 1), eq(memberNotices.userId, who.id)))
    .orderBy(memberNotices.id)
  return rows
}

beforeEach(drain)

describe('subscribe message pushes', () => {
  it('one opt-in pays for exactly one push, with the page and fields of the template', async () => {
    const m = await member(t)
    await grant(m, ['tpl-viewed'])
    await leave(m, 'viewed', '小林看了你的资料')
    await leave(m, 'viewed', '小周看了你的资料')
    const wechat = new RecordingProvider()

    expect(await dispatchNoticePushes(deps(wechat))).toEqual({ sent: 1, skipped: 1, failed: 0 })
    expect(wechat.sent).toEqual([
      {
        openid: expect.stringMatching(/^dev-ma-/),
        templateId: 'tpl-viewed',
        page: 'pages/love/detail?id=7',
        data: {
          thing1: '小林看了你的资料',
          thing2: '去看看TA吧',
          time3: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/)
        }
      }
    ])
    expect(await pushStates(m)).toEqual([
      { state: 'sent', note: '' },
      { state: 'skipped', note: '会员未订阅该消息' }
    ])
    expect(await budget(m, 'tpl-viewed')).toBe(0)
    // Nothing is left to push: another round sends nothing.
    expect(await dispatchNoticePushes(deps(wechat))).toEqual({ sent: 0, skipped: 0, failed: 0 })
    expect(wechat.sent).toHaveLength(1)
  })

  it('a member who never opted in, or has no mini-program account, gets no push and keeps what they have', async () => {
    const never = await member(t)
    const browserToken = await loginWithMpCode(t)
    const browser = { token: browserToken, id: await userIdOf(t, browserToken), host: 'a.love.test' }
    await grant(browser, ['tpl-viewed'])
    await leave(never, 'viewed')
    await leave(browser, 'viewed')
    const wechat = new RecordingProvider()

    expect(await dispatchNoticePushes(deps(wechat))).toEqual({ sent: 0, skipped: 2, failed: 0 })
    expect(wechat.sent).toEqual([])
    expect(await pushStates(never)).toEqual([{ state: 'skipped', note: '会员未订阅该消息' }])
    expect(await pushStates(browser)).toEqual([{ state: 'skipped', note: '会员未使用小程序' }])
    expect(await budget(browser, 'tpl-viewed')).toBe(1)
  })

  it('a kind without a template is not pushed and spends nothing', async () => {
    const m = await member(t)
    await grant(m, ['tpl-viewed', 'tpl-cash'])
    await leave(m, 'faved', '有人收藏了你')
    const wechat = new RecordingProvider()
    expect(await dispatchNoticePushes(deps(wechat))).toEqual({ sent: 0, skipped: 1, failed: 0 })
    expect(await pushStates(m)).toEqual([{ state: 'skipped', note: '该类通知未配置订阅模板' }])
    expect([await budget(m, 'tpl-viewed'), await budget(m, 'tpl-cash')]).toEqual([1, 1])
  })

  it('a template with its own fields gets them, and a notice without a link opens the message centre', async () => {
    const m = await member(t)
    await grant(m, ['tpl-cash'])
    await leave(m, 'cashout', '提现已到账', '')
    const wechat = new RecordingProvider()
    await dispatchNoticePushes(deps(wechat))
    expect(wechat.sent).toEqual([
      expect.objectContaining({
        templateId: 'tpl-cash',
        page: 'subpages/member/message/index',
        data: { thing4: '提现已到账', time2: expect.any(String) }
      })
    ])
  })

  it('WeChat refusing the template empties the budget; an outage gives the push back', async () => {
    const refused = await member(t)
    const outage = await member(t)
    await grant(refused, ['tpl-viewed'])
    await grant(refused, ['tpl-viewed'])
    await grant(outage, ['tpl-viewed'])
    await leave(refused, 'viewed')
    await leave(outage, 'viewed')
    const openidOf = async (who: Lover) =>
      (await t.app.db.execute(sql`select ma_openid from users where tenant_id = 1 and id = ${who.id}`)) as unknown as {
        rows: { ma_openid: string }[]
      }
    const refusedOpenid = (await openidOf(refused)).rows[0].ma_openid
    const wechat = new RecordingProvider(async (msg) => {
      if (msg.openid === refusedOpenid)
        throw new SubscribeSendError('订阅消息发送失败：user refuse to accept', true, 43101)
      throw new SubscribeSendError('订阅消息发送失败：微信服务不可用', false)
    })

    expect(await dispatchNoticePushes(deps(wechat))).toEqual({ sent: 0, skipped: 0, failed: 2 })
    expect(await pushStates(refused)).toEqual([{ state: 'failed', note: '订阅消息发送失败：user refuse to accept' }])
    expect(await budget(refused, 'tpl-viewed')).toBe(0)
    expect(await budget(outage, 'tpl-viewed')).toBe(1)
  })

  it('a notice whose transaction rolled back is never pushed', async () => {
    const m = await member(t)
    await grant(m, ['tpl-viewed'])
    await expect(
      t.app.db.transaction(async (tx) => {
        await notify(tx, 1, {
          userId: m.id,
          kind: 'viewed',
          title: '不该出现',
          body: '',
          link: '',
          bizType: 'x',
          bizId: '1'
        })
        throw new Error('the business change failed')
      })
    ).rejects.toThrow('the business change failed')
    const wechat = new RecordingProvider()
    expect(await dispatchNoticePushes(deps(wechat))).toEqual({ sent: 0, skipped: 0, failed: 0 })
    expect(await pushStates(m)).toEqual([])
  })

  it('a notice a day old is not pushed any more', async () => {
    const m = await member(t)
    await grant(m, ['tpl-viewed'])
    await leave(m, 'viewed')
    await t.app.db
      .update(memberNotices)
      .set({ createdAt: new Date(Date.now() - 25 * 3600 * 1000) })
      .where(and(eq(memberNotices.tenantId, 1), eq(memberNotices.userId, m.id)))
    expect(await dispatchNoticePushes(deps(new RecordingProvider()))).toEqual({ sent: 0, skipped: 1, failed: 0 })
    expect(await pushStates(m)).toEqual([{ state: 'skipped', note: '通知已过时' }])
    expect(await budget(m, 'tpl-viewed')).toBe(1)
  })

  it('four dispatchers running at once (replicas) push every notice exactly once', async () => {
    // 60 notices: more than one claim's worth, so several dispatchers hold claims at the same time.
    const members = await Promise.all(Array.from({ length: 20 }, () => member(t)))
    for (const m of members) {
      await grant(m, ['tpl-viewed'])
      await grant(m, ['tpl-viewed'])
      await leave(m, 'viewed', `给${m.id}的第一条`)
      await leave(m, 'viewed', `给${m.id}的第二条`)
      await leave(m, 'viewed', `给${m.id}的第三条`)
    }
    // A slow WeChat keeps each claim open long enough for the others to run into it.
    const wechat = new RecordingProvider(() => new Promise((resolve) => setTimeout(resolve, 5)))
    const rounds = await Promise.all(Array.from({ length: 4 }, () => dispatchNoticePushes(deps(wechat))))
    await drain()

    const total = rounds.reduce((sum, r) => sum + r.sent, 0)
    expect(total).toBe(40)
    expect(wechat.sent).toHaveLength(40)
    const titles = wechat.sent.map((s) => s.data.thing1)
    expect(new Set(titles).size).toBe(40)
    for (const m of members) {
      expect(await budget(m, 'tpl-viewed')).toBe(0)
      expect((await pushStates(m)).map((p) => p.state).sort()).toEqual(['sent', 'sent', 'skipped'])
    }
  })

  it('the interval runner pushes what is written while it runs, and stop waits for its round', async () => {
    const m = await member(t)
    await grant(m, ['tpl-viewed'])
    const wechat = new RecordingProvider()
    const runner = startNoticePushes(deps(wechat), 20)
    try {
      await leave(m, 'viewed', '后台推送')
      for (let i = 0; i < 100 && wechat.sent.length === 0; i++) await new Promise((r) => setTimeout(r, 20))
    } finally {
      await runner.stop()
    }
    expect(wechat.sent.map((s) => s.data.thing1)).toEqual(['后台推送'])
    expect(await pushStates(m)).toEqual([{ state: 'sent', note: '' }])
  })
})
