import { and, eq } from 'drizzle-orm'
import { API } from '@contract/api'
import { SOCKET_CLOSE_CODES } from '@contract/message'
import type { ReportAction, ReportCase } from '@contract/report'
import {
  lovePlacements,
  loveReports,
  memberNotices,
  messages,
  sessions,
  staffActionLog,
  users
} from '../../src/db/schema'
import { DEMO_PASSWORD, seedTenant } from '../../src/db/seed'
import { feedMemberPhone, seedLoveMembers } from '../../src/db/seed-love'
import { seedDemoMessages } from '../../src/db/seed-messages'
import { seedDemoReports } from '../../src/db/seed-reports'
import { seedDemoStaff } from '../../src/db/seed-staff'
import type { Fulfiller } from '../../src/modules/finance/kernel'
import { placementFulfiller } from '../../src/modules/love-feed/placement-orders'
import { buildTestApp, HOST_B, type TestApp } from '../helpers/app'
import { lover, man, member, place, profileInput, setProfile, type Lover } from '../helpers/love'
import { expectFailure, expectUnauthorized } from '../helpers/members'
import { approveRealName, connect, say } from '../helpers/message'
import { grantRole } from '../helpers/staff'

const DAY_MS = 24 * 60 * 60 * 1000

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000, LIST_RATE_LIMIT_PER_MINUTE: 1_000_000 })
})
afterAll(async () => {
  await t.close()
})

async function auditor(): Promise<Lover> {
  const m = await member(t)
  await grantRole(t, 1, m.id, 'auditor')
  return m
}

async function report(from: Lover, target: Lover, description = '照片不是本人', reason = 'fake') {
  const res = await t.call(
    API.loveSocial.report,
    { userId: target.id, reason, description, images: [] },
    { token: from.token }
  )
  expect(res.body.code).toBe(20000)
  return res
}

/** The desk's cards on this member, across every page of the tab: there is to be one at most. */
async function casesOf(target: Lover, staff: Lover, tab: 'pending' | 'handled' = 'pending'): Promise<ReportCase[]> {
  const cases: ReportCase[] = []
  let cursor = ''
  do {
    const res = await t.call(API.report.getQueue, { tab, cursor, pageSize: 3 }, { token: staff.token })
    if (res.body.code !== 20000) throw new Error(res.body.msg)
    cases.push(...res.body.data.list.filter((i) => i.member.userId === target.id))
    cursor = res.body.data.nextCursor
  } while (cursor)
  return cases
}

/** The member's pending profile reports, as the card lists them. */
async function pendingOn(target: Lover, staff: Lover) {
  const cases = await casesOf(target, staff)
  expect(cases.length).toBeLessThanOrEqual(1)
  return cases.flatMap((c) => c.profileReports.map((r) => ({ ...r, reported: c.member })))
}

const handle = (staff: Lover, target: Lover, action: ReportAction, resolution = '经核实') =>
  t.call(API.report.handle, { targetId: target.id, action, resolution }, { token: staff.token, host: staff.host })

async function noticesOf(who: Lover) {
  return t.app.db
    .select()
    .from(memberNotices)
    .where(and(eq(memberNotices.tenantId, 1), eq(memberNotices.userId, who.id)))
}

const userStatus = async (who: Lover) =>
  (
    await t.app.db
      .select({ status: users.status })
      .from(users)
      .where(and(eq(users.tenantId, 1), eq(users.id, who.id)))
  )[0]

const inFeed = async (viewer: Lover, target: Lover) => {
  const res = await t.call(API.loveFeed.getRecommendPage, { cursor: '', pageSize: 50 }, { token: viewer.token })
  return res.body.data.list.some((c) => c.userId === target.id)
}

describe('reporting the same member twice', () => {
  it('merges into one pending row that counts the reports and keeps the latest words', async () => {
    const a = await man(t)
    const b = await lover(t)
    const staff = await auditor()
    expect((await report(a, b, '照片不是本人')).body.code).toBe(20000)
    expect((await report(a, b, '又换了一套网图', 'scam')).body.code).toBe(20000)
    const [item, ...more] = await pendingOn(b, staff)
    expect(more).toEqual([])
    expect(item).toMatchObject({ times: 2, reason: 'scam', description: '又换了一套网图', status: 'pending' })
    expect(item.reporter.userId).toBe(a.id)
  })

  it('merges reports sent at the same moment into one row', async () => {
    const a = await man(t)
    const b = await lover(t)
    const results = await Promise.all(Array.from({ length: 8 }, () => report(a, b)))
    expect(results.map((r) => r.body.code)).toEqual(Array(8).fill(20000))
    const rows = await t.app.db
      .select()
      .from(loveReports)
      .where(and(eq(loveReports.tenantId, 1), eq(loveReports.targetId, b.id)))
    expect(rows).toHaveLength(1)
    expect(rows[0].times).toBe(8)
  })

  it('opens a new report once the earlier one was decided', async () => {
    const a = await man(t)
    const b = await lover(t)
    const staff = await auditor()
    await report(a, b)
    const [first] = await pendingOn(b, staff)
    expect((await handle(staff, b, 'dismiss')).body.data).toEqual({ decided: 1 })
    await report(a, b, '还在发广告')
    const [second] = await pendingOn(b, staff)
    expect(second.id).not.toBe(first.id)
    expect(second.reported.history).toMatchObject([{ id: first.id, status: 'dismissed' }])
  })
})

describe('the queue', () => {
  it('shows the reported member’s content and history to staff', async () => {
    const a = await man(t)
    const b = await lover(t, { nickname: '被举报的人' })
    // What others see now (approved content), whatever moderation still holds back.
    await setProfile(t, b.id, { aboutMe: '喜欢旅行和摄影', album: ['/uploads/t1/images/a.jpg'] })
    const staff = await auditor()
    await report(a, b)
    const [item] = await pendingOn(b, staff)
    expect(item.reported).toMatchObject({
      userId: b.id,
      nickname: '被举报的人',
      aboutMe: '喜欢旅行和摄影',
      album: ['/uploads/t1/images/a.jpg'],
      accountStatus: 'active',
      staffHidden: false,
      warnings: 0,
      pendingReports: 1,
      history: []
    })
    expect(item.reported.registeredAt).not.toBe('')
  })

  it('refuses a plain member and staff of another tenant', async () => {
    const plain = await member(t)
    expectFailure(
      await t.call(API.report.getQueue, { tab: 'pending', cursor: '', pageSize: 10 }, { token: plain.token }),
      40300,
      '没有权限'
    )
    const a = await man(t)
    const b = await lover(t)
    await report(a, b)
    const [item] = await pendingOn(b, await auditor())
    expectFailure(await handle(plain, b, 'suspend'), 40300, '没有权限')
    // Staff of tenant 2 neither see tenant 1's report nor can act on it.
    const other = await member(t, HOST_B)
    await grantRole(t, 2, other.id, 'admin')
    const theirs = await t.call(
      API.report.getQueue,
      { tab: 'pending', cursor: '', pageSize: 50 },
      { token: other.token, host: HOST_B }
    )
    expect(theirs.body.data.list.map((i) => i.member.userId)).not.toContain(b.id)
    expectFailure(await handle(other, b, 'suspend'), 40400, '该会员没有待处理的举报')
    expect(await pendingOn(b, await auditor())).toMatchObject([{ id: item.id, status: 'pending' }])
  })
})

describe('decisions', () => {
  it('one decision closes every pending report on the member and tells each reporter', async () => {
    const a = await man(t)
    const c = await man(t)
    const b = await lover(t)
    const staff = await auditor()
    await report(a, b)
    await report(c, b, '骚扰', 'harass')
    const [first, second] = await pendingOn(b, staff)
    expect(first.reported.pendingReports).toBe(2)
    expect(second.reported.userId).toBe(b.id)
    expect((await handle(staff, b, 'dismiss', '未发现违规')).body.data).toEqual({ decided: 2 })
    expect(await pendingOn(b, staff)).toEqual([])
    expectFailure(await handle(staff, b, 'warn'), 40900, '该会员的举报已处理，请勿重复操作')
    for (const reporter of [a, c]) {
      expect(await noticesOf(reporter)).toMatchObject([{ title: '举报处理结果', kind: 'report' }])
      expect((await noticesOf(reporter))[0].body).toContain('暂未发现违规')
    }
    // The reporter sees the outcome on their own list too.
    const mine = await t.call(API.report.getMyReports, { cursor: '', pageSize: 10 }, { token: a.token })
    expect(mine.body.data.list).toMatchObject([{ id: first.id, status: 'dismissed', target: { userId: b.id } }])
  })

  it('warn: the member gets a warning, the reporter the outcome', async () => {
    const a = await man(t)
    const b = await lover(t)
    const staff = await auditor()
    await report(a, b)
    expect(await pendingOn(b, staff)).toMatchObject([{ status: 'pending' }])
    expect((await handle(staff, b, 'warn')).body.code).toBe(20000)
    expect(await noticesOf(b)).toMatchObject([{ title: '违规警告' }])
    expect((await noticesOf(a))[0].body).toContain('警告')
    await report(a, b)
    const [again] = await pendingOn(b, staff)
    expect(again.reported.warnings).toBe(1)
  })

  it('hide: gone from the feed and detail for others until staff unhide; the member still sees it', async () => {
    const a = await man(t)
    const b = await lover(t)
    const staff = await auditor()
    expect(await inFeed(a, b)).toBe(true)
    await report(a, b)
    expect(await pendingOn(b, staff)).toMatchObject([{ status: 'pending' }])
    expect((await handle(staff, b, 'hide')).body.code).toBe(20000)
    expect(await inFeed(a, b)).toBe(false)
    // Even a member who knows them (a favourite) gets "missing".
    expectFailure(
      await t.call(API.loveFeed.getDetail, { userId: b.id }, { token: a.token }),
      40400,
      '该会员不存在或已隐藏资料'
    )
    expect((await t.call(API.loveFeed.getDetail, { userId: b.id }, { token: b.token })).body.code).toBe(20000)
    expect(await noticesOf(b)).toMatchObject([{ title: '你的资料已被隐藏' }])

    expect((await t.call(API.report.unhide, { userId: b.id }, { token: staff.token })).body.code).toBe(20000)
    expect(await inFeed(a, b)).toBe(true)
    expectFailure(
      await t.call(API.report.unhide, { userId: b.id }, { token: staff.token }),
      40400,
      '该会员的资料未被隐藏'
    )
  })

  it('suspend: the member’s session is dead, they are hidden, and their login is refused with a reason', async () => {
    const a = await man(t)
    const b = await lover(t)
    const staff = await auditor()
    expect((await t.call(API.member.setPassword, { password: 'pass-b-123' }, { token: b.token })).body.code).toBe(20000)
    const account = (await t.call(API.member.getUser, {}, { token: b.token })).body.data.phone
    // The message socket they have open is closed now, not at the next ping 30 s later.
    const device = await connect(t, b)
    const closed = new Promise<number>((resolve) => device.ws.once('close', (code) => resolve(code)))
    await report(a, b, '诈骗', 'scam')
    expect(await pendingOn(b, staff)).toMatchObject([{ status: 'pending' }])
    expect((await handle(staff, b, 'suspend', '诈骗属实')).body.data).toEqual({ decided: 1 })

    expect(await closed).toBe(SOCKET_CLOSE_CODES.sessionEnded)
    expectUnauthorized(await t.call(API.member.getUser, {}, { token: b.token }), '登录已过期，请重新登录')
    const left = await t.app.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.tenantId, 1), eq(sessions.userId, b.id)))
    expect(left).toEqual([])
    expect(await inFeed(a, b)).toBe(false)
    expectFailure(
      await t.call(API.loveFeed.getDetail, { userId: b.id }, { token: a.token }),
      40400,
      '该会员不存在或已隐藏资料'
    )
    expectFailure(
      await t.call(API.auth.loginByAccount, { account, password: 'pass-b-123' }),
      41003,
      '账号已被禁用，请联系客服'
    )
    expect((await noticesOf(a))[0].body).toContain('封禁')
  })

  it('two staff deciding at once: one decision counts, the other is told it was already handled', async () => {
    const a = await man(t)
    const b = await lover(t)
    const [s1, s2] = [await auditor(), await auditor()]
    await report(a, b)
    const [item] = await pendingOn(b, s1)
    expect(item.status).toBe('pending')
    const results = await Promise.all([handle(s1, b, 'warn'), handle(s2, b, 'dismiss')])
    expect(results.map((r) => r.body.code).sort()).toEqual([20000, 40900])
    expect(await noticesOf(a)).toHaveLength(1)
  })

  it('staff cannot decide reports about themselves', async () => {
    const a = await man(t)
    const staff = await auditor()
    await t.call(API.loveProfile.signUp, profileInput(), { token: staff.token })
    await report(a, staff)
    expectFailure(await handle(staff, staff, 'dismiss'), 40000, '不能处理与自己有关的举报')
  })
})

/** A member with a dating profile (in the feed) who may start chats. */
async function datingChatter(): Promise<Lover> {
  const m = await lover(t)
  await approveRealName(t, m.id)
  return m
}

/** A chat message `from` sent `to`, reported by `to`. */
async function reportedMessage(from: Lover, to: Lover, text: string, reason = 'scam') {
  const sent = await say(t, from, to, text)
  const res = await t.call(API.message.report, { messageId: sent.id, reason, description: '' }, { token: to.token })
  expect(res.body.data).toEqual({ ok: true })
  return sent
}

/** Where `target` sits in `viewer`'s feed, and whether pinned (置顶). */
async function feedSpot(viewer: Lover, target: Lover) {
  const res = await t.call(API.loveFeed.getRecommendPage, { cursor: '', pageSize: 50 }, { token: viewer.token })
  const index = res.body.data.list.findIndex((c) => c.userId === target.id)
  return { first: index === 0, pinned: index >= 0 && res.body.data.list[index].isTop, shown: index >= 0 }
}

const placementsOf = (who: Lover) =>
  t.app.db
    .select()
    .from(lovePlacements)
    .where(and(eq(lovePlacements.tenantId, 1), eq(lovePlacements.userId, who.id)))

describe('one card per reported member', () => {
  it('shows each reported member once, with their profile reports, the reported messages and their profile', async () => {
    const scammer = await datingChatter()
    await setProfile(t, scammer.id, { aboutMe: '在外企做投资顾问' })
    const [x, y] = [await datingChatter(), await datingChatter()]
    const staff = await auditor()
    await report(x, scammer, '让我跟他投资')
    await report(y, scammer, '冒充客服', 'scam')
    await reportedMessage(scammer, x, '这个平台稳赚，先转五千试试')
    await reportedMessage(scammer, y, '你发个红包证明诚意', 'harass')

    const [card, ...more] = await casesOf(scammer, staff)
    expect(more).toEqual([])
    expect(card.member).toMatchObject({ userId: scammer.id, aboutMe: '在外企做投资顾问', pendingReports: 4 })
    expect(card.profileReports.map((r) => [r.reporter.userId, r.reason])).toEqual([
      [x.id, 'fake'],
      [y.id, 'scam']
    ])
    expect(card.messageReports.map((r) => [r.reporter.userId, r.message.originalText, r.reason])).toEqual([
      [x.id, '这个平台稳赚，先转五千试试', 'scam'],
      [y.id, '你发个红包证明诚意', 'harass']
    ])
  })

  it('lists a member reported only for messages, and upholding recalls every reported message and warns them', async () => {
    const rude = await datingChatter()
    const x = await datingChatter()
    const staff = await auditor()
    const sent = await reportedMessage(rude, x, '你长得真丑', 'harass')
    const [card] = await casesOf(rude, staff)
    expect(card.profileReports).toEqual([])
    expect(card.messageReports).toMatchObject([{ status: 'pending', message: { id: sent.id } }])

    expect((await handle(staff, rude, 'warn', '辱骂属实')).body.data).toEqual({ decided: 1 })
    const [row] = await t.app.db
      .select()
      .from(messages)
      .where(and(eq(messages.tenantId, 1), eq(messages.id, sent.id)))
    expect(row.recalledAt).not.toBeNull()
    expect((await noticesOf(rude)).map((n) => n.title).sort()).toEqual(['你的消息被举报并已撤回', '违规警告'])
    expect((await noticesOf(x)).map((n) => n.title)).toContain('举报处理结果')
    expect(await casesOf(rude, staff)).toEqual([])
    const [handled] = await casesOf(rude, staff, 'handled')
    expect(handled.messageReports).toMatchObject([{ status: 'upheld', resolution: '辱骂属实' }])
    // The warning counts on his next card, though no report on his profile was warned.
    expect(handled.member.warnings).toBe(1)
    await reportedMessage(rude, x, '还是很丑', 'harass')
    const [next] = await casesOf(rude, staff)
    expect(next.member.warnings).toBe(1)
  })
})

describe('a pending fraud report pauses paid placements', () => {
  it('unpins a reported scammer until staff decide; dismissing pins them again with the paused time added', async () => {
    const scammer = await datingChatter()
    const [x, viewer] = [await datingChatter(), await man(t)]
    const staff = await auditor()
    await place(t, scammer.id, 'top')
    const [before] = await placementsOf(scammer)
    expect(await feedSpot(viewer, scammer)).toMatchObject({ first: true, pinned: true })

    await reportedMessage(scammer, x, '加我私聊带你赚钱')
    expect(await feedSpot(viewer, scammer)).toMatchObject({ pinned: false, shown: true })
    const [card] = await casesOf(scammer, staff)
    expect(card.member.placementsPaused).toBe(true)
    // Their own list says it does not run now.
    const mine = await t.call(API.loveFeed.getMyPlacements, {}, { token: scammer.token })
    expect(mine.body.data).toMatchObject([{ kind: 'top', active: false }])

    await new Promise((resolve) => setTimeout(resolve, 300))
    expect((await handle(staff, scammer, 'dismiss', '证据不足')).body.code).toBe(20000)
    expect(await feedSpot(viewer, scammer)).toMatchObject({ first: true, pinned: true })
    const [after] = await placementsOf(scammer)
    expect(after.startsAt).toEqual(before.startsAt)
    expect(after.endsAt.getTime() - before.endsAt.getTime()).toBeGreaterThanOrEqual(300)
    expect((await casesOf(scammer, staff, 'handled'))[0].member.placementsPaused).toBe(false)
  })

  it('a warned member reported for fraud again is unpinned again; his one card shows the new report over the message upheld before', async () => {
    const scammer = await datingChatter()
    const [x, y, viewer] = [await datingChatter(), await datingChatter(), await man(t)]
    const staff = await auditor()
    await place(t, scammer.id, 'top')
    const sent = await reportedMessage(scammer, x, '带你投资稳赚不赔，先转两千试试')
    expect(await feedSpot(viewer, scammer)).toMatchObject({ pinned: false })
    expect((await handle(staff, scammer, 'warn', '索要转账，已撤回消息')).body.data).toEqual({ decided: 1 })
    // Warned, not hidden: his 置顶 runs again.
    expect(await feedSpot(viewer, scammer)).toMatchObject({ pinned: true })

    await report(y, scammer, '让我在他的网站充值保证金', 'scam')
    expect(await feedSpot(viewer, scammer)).toMatchObject({ pinned: false, shown: true })
    const [card, ...more] = await casesOf(scammer, staff)
    expect(more).toEqual([])
    expect(card.member).toMatchObject({ placementsPaused: true, pendingReports: 1 })
    expect(card.profileReports.map((r) => [r.reporter.userId, r.reason, r.status])).toEqual([[y.id, 'scam', 'pending']])
    expect(card.messageReports).toMatchObject([
      {
        reporter: { userId: x.id },
        status: 'upheld',
        resolution: '索要转账，已撤回消息',
        message: {
          id: sent.id,
          recalled: true,
          removedByPlatform: true,
          originalText: '带你投资稳赚不赔，先转两千试试'
        }
      }
    ])
  })

  it('a message report on other grounds does not pause', async () => {
    const member = await datingChatter()
    const [x, viewer] = [await datingChatter(), await man(t)]
    await place(t, member.id, 'top')
    await reportedMessage(member, x, '你好烦', 'harass')
    expect(await feedSpot(viewer, member)).toMatchObject({ pinned: true })
  })

  it('upholding with 封禁 or 隐藏 takes the member out of the feed altogether', async () => {
    for (const action of ['suspend', 'hide'] as const) {
      const scammer = await datingChatter()
      const [x, viewer] = [await datingChatter(), await man(t)]
      const staff = await auditor()
      await place(t, scammer.id, 'top')
      await report(x, scammer, '诈骗', 'scam')
      await reportedMessage(scammer, x, '先交三千保证金')
      expect((await handle(staff, scammer, action, '诈骗属实')).body.data).toEqual({ decided: 2 })
      expect(await feedSpot(viewer, scammer)).toMatchObject({ shown: false })
      expect((await userStatus(scammer)).status).toBe(action === 'suspend' ? 'disabled' : 'active')
    }
  })

  it('a top bought while paused waits with the rest and runs its full length once resumed', async () => {
    const scammer = await datingChatter()
    const x = await datingChatter()
    const staff = await auditor()
    await reportedMessage(scammer, x, '投资群里见')
    const order = { tenantId: 1, userId: scammer.id, days: 1 } as Parameters<Fulfiller['deliver']>[1]
    await t.app.db.transaction((tx) => placementFulfiller('top').deliver(tx, order, new Date()))
    const [bought] = await placementsOf(scammer)
    await new Promise((resolve) => setTimeout(resolve, 300))
    await handle(staff, scammer, 'dismiss', '证据不足')
    const [resumed] = await placementsOf(scammer)
    // The day counts from the resume: nothing of it was spent while paused.
    expect(resumed.endsAt.getTime() - bought.endsAt.getTime()).toBeGreaterThanOrEqual(300)
    expect(resumed.endsAt.getTime() - Date.now()).toBeGreaterThan(DAY_MS - 60_000)
  })
})

describe('roles are a hierarchy', () => {
  it('nobody acts on an admin, only an admin acts on a staff account; dismissing stays open to all', async () => {
    const reporter = await man(t)
    const staff = await auditor()
    const admin = await lover(t)
    await grantRole(t, 1, admin.id, 'admin')
    const matchmaker = await lover(t)
    await grantRole(t, 1, matchmaker.id, 'matchmaker')

    expect((await report(reporter, admin, '冒充客服', 'scam')).body.code).toBe(20000)
    const [onAdmin] = await pendingOn(admin, staff)
    for (const action of ['warn', 'hide', 'suspend'] as const) {
      expectFailure(await handle(staff, admin, action), 40300, '管理员账号不能被警告、隐藏或封禁')
    }
    const otherAdmin = await member(t)
    await grantRole(t, 1, otherAdmin.id, 'admin')
    expectFailure(await handle(otherAdmin, admin, 'suspend'), 40300, '管理员账号不能被警告、隐藏或封禁')
    expect((await userStatus(admin)).status).toBe('active')
    expect(onAdmin.status).toBe('pending')
    expect((await handle(staff, admin, 'dismiss')).body.data).toEqual({ decided: 1 })

    await report(reporter, matchmaker, '骚扰', 'harass')
    const [onStaff] = await pendingOn(matchmaker, staff)
    expect(onStaff.status).toBe('pending')
    expectFailure(await handle(staff, matchmaker, 'suspend'), 40300, '工作人员账号须由管理员处理')
    expect((await handle(admin, matchmaker, 'suspend')).body.data).toEqual({ decided: 1 })
    expect((await userStatus(matchmaker)).status).toBe('disabled')
  })

  it('an admin lets a suspended member back in from the app, logged; an auditor or another tenant cannot', async () => {
    const reporter = await man(t)
    const target = await lover(t)
    const staff = await auditor()
    const admin = await member(t)
    await grantRole(t, 1, admin.id, 'admin')
    const foreignAdmin = await member(t, HOST_B)
    await grantRole(t, 2, foreignAdmin.id, 'admin')
    await report(reporter, target, '诈骗', 'scam')
    const [item] = await pendingOn(target, staff)
    expect(item.status).toBe('pending')
    await handle(staff, target, 'suspend', '诈骗属实')
    expect((await userStatus(target)).status).toBe('disabled')

    const lift = (who: Lover) =>
      t.call(API.report.liftSuspension, { userId: target.id }, { token: who.token, host: who.host })
    expectFailure(await lift(staff), 40300, '没有权限')
    expectFailure(await lift(foreignAdmin), 40400, '该会员没有被封禁')
    expect((await lift(admin)).body.data).toEqual({ ok: true })
    expect((await userStatus(target)).status).toBe('active')
    expectFailure(await lift(admin), 40400, '该会员没有被封禁')
    const logged = await t.app.db
      .select()
      .from(staffActionLog)
      .where(and(eq(staffActionLog.tenantId, 1), eq(staffActionLog.subjectUserId, target.id)))
    expect(logged).toEqual([expect.objectContaining({ staffUserId: admin.id, action: 'lift_suspension' })])
  })
})

describe('the demo city', () => {
  const host = 'c.love.test'
  /** Demo accounts and feed members of tenant 3 by phone. */
  let idOf: Map<string, number>
  let admin: Lover

  async function demo(phone: string): Promise<Lover> {
    const login = await t.call(API.auth.loginByAccount, { account: phone, password: DEMO_PASSWORD }, { host })
    expect(login.body.code).toBe(20000)
    return { token: login.body.data.token, id: idOf.get(phone)!, host }
  }

  const queue = async (tab: 'pending' | 'handled') => {
    const res = await t.call(API.report.getQueue, { tab, cursor: '', pageSize: 50 }, { token: admin.token, host })
    expect(res.body.code).toBe(20000)
    return res.body.data.list
  }

  /** Where the seeded scammer, feed member 1, stands in 苏晴's feed, and who comes first. */
  async function herFeed() {
    const su = await demo('13800000005')
    const res = await t.call(API.loveFeed.getRecommendPage, { cursor: '', pageSize: 50 }, { token: su.token, host })
    expect(res.body.code).toBe(20000)
    const list = res.body.data.list
    return { first: list[0], him: list.find((c) => c.userId === idOf.get(feedMemberPhone(3, 1))) }
  }

  beforeAll(async () => {
    await seedTenant(t.app.db, { tenantId: 3, name: '丙城婚恋', city: '绍兴', domain: host })
    await seedLoveMembers(t.app.db, t.app.storage, 3, 6)
    await seedDemoStaff(t.app.db, 3)
    await seedDemoMessages(t.app.db, 3)
    await seedDemoReports(t.app.db, 3)
    const rows = await t.app.db.select({ id: users.id, phone: users.phone }).from(users).where(eq(users.tenantId, 3))
    idOf = new Map(rows.map((r) => [r.phone ?? '', r.id]))
    admin = await demo('13800000001')
    const su = await demo('13800000005')
    expect(
      (await t.call(API.loveProfile.signUp, profileInput({ nickname: '苏晴' }), { token: su.token, host })).body.code
    ).toBe(20000)
  })

  it('leaves reports waiting on feed members, each once, none against the accounts the demo journeys log in as', async () => {
    const pending = await queue('pending')
    // Feed member 4's reports came first; feed member 1's waiting one came after staff warned him.
    expect(pending.map((i) => [i.member.userId, i.profileReports.length])).toEqual([
      [idOf.get(feedMemberPhone(3, 4)), 2],
      [idOf.get(feedMemberPhone(3, 1)), 1]
    ])
    const demoIds = ['13800000002', '13800000003'].map((phone) => idOf.get(phone))
    expect(pending.every((i) => !demoIds.includes(i.member.userId))).toBe(true)
  })

  it('keeps the member with a paid 置顶 unpinned while a fraud report on him waits', async () => {
    const { first, him } = await herFeed()
    expect(him).toMatchObject({ isTop: false })
    expect(first.userId).not.toBe(him!.userId)
    // Another member's 置顶 runs: placements as such still pin.
    expect(first.isTop).toBe(true)
  })

  it('shows him once, with the waiting report, the scam message staff upheld before and his warning', async () => {
    const scammer = idOf.get(feedMemberPhone(3, 1))!
    const cards = (await queue('pending')).filter((c) => c.member.userId === scammer)
    expect(cards).toHaveLength(1)
    const [card] = cards
    expect(card.member).toMatchObject({ placementsPaused: true, pendingReports: 1, warnings: 1 })
    expect(card.member.history).toMatchObject([{ reason: 'scam', status: 'warned' }])
    expect(card.profileReports.map((r) => [r.reporter.userId, r.reason, r.status])).toEqual([
      [idOf.get('13800000005'), 'scam', 'pending']
    ])
    expect(card.messageReports).toMatchObject([
      {
        reporter: { userId: idOf.get('13800000003') },
        reason: 'scam',
        status: 'upheld',
        resolution: '聊天中索要转账，已撤回消息',
        message: { recalled: true, removedByPlatform: true, text: '' }
      }
    ])
    expect(card.messageReports[0].message.originalText).toContain('理财')
    expect((await queue('handled')).filter((c) => c.member.userId === scammer)).toHaveLength(1)

    // 周宁, who reported it, reads that the platform removed it.
    const zhou = await demo('13800000003')
    const chats = await t.call(
      API.message.getConversationPage,
      { cursor: '', pageSize: 20 },
      { token: zhou.token, host }
    )
    const withHim = chats.body.data.list.find((c) => c.peer.userId === scammer)!
    const said = await t.call(
      API.message.getMessagePage,
      { conversationId: withHim.id, beforeId: 0, pageSize: 20 },
      { token: zhou.token, host }
    )
    expect(said.body.data.list).toMatchObject([
      { senderId: scammer, recalled: true, removedByPlatform: true, text: '' }
    ])
  })

  it('pins him again once staff dismiss the waiting report', async () => {
    const scammer = idOf.get(feedMemberPhone(3, 1))!
    const res = await t.call(
      API.report.handle,
      { targetId: scammer, action: 'dismiss', resolution: '证据不足' },
      { token: admin.token, host }
    )
    expect(res.body.data).toEqual({ decided: 1 })
    expect((await herFeed()).him).toMatchObject({ isTop: true })
  })
})
