import { and, eq } from 'drizzle-orm'
import { API } from '@contract/api'
import { SOCKET_CLOSE_CODES } from '@contract/message'
import type { ReportAction, ReportQueueItem } from '@contract/report'
import { loveReports, memberNotices, sessions, staffActionLog, users } from '../../src/db/schema'
import { DEMO_PASSWORD, seedTenant } from '../../src/db/seed'
import { seedDemoReports } from '../../src/db/seed-reports'
import { insertUser } from '../../src/modules/user/repository'
import { buildTestApp, HOST_B, type TestApp } from '../helpers/app'
import { lover, man, member, profileInput, setProfile, type Lover } from '../helpers/love'
import { expectFailure, expectUnauthorized } from '../helpers/members'
import { connect } from '../helpers/message'
import { grantRole } from '../helpers/staff'

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

const report = (from: Lover, target: Lover, description = '照片不是本人', reason = 'fake') =>
  t.call(API.loveSocial.report, { userId: target.id, reason, description, images: [] }, { token: from.token })

async function pendingOn(target: Lover, staff: Lover): Promise<ReportQueueItem[]> {
  const items: ReportQueueItem[] = []
  let cursor = ''
  do {
    const res = await t.call(API.report.getQueue, { tab: 'pending', cursor, pageSize: 50 }, { token: staff.token })
    if (res.body.code !== 20000) throw new Error(res.body.msg)
    items.push(...res.body.data.list.filter((i) => i.reported.userId === target.id))
    cursor = res.body.data.nextCursor
  } while (cursor)
  return items
}

const handle = (staff: Lover, reportId: number, action: ReportAction, resolution = '经核实') =>
  t.call(API.report.handle, { reportId, action, resolution }, { token: staff.token, host: staff.host })

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
    expect((await handle(staff, first.id, 'dismiss')).body.data).toEqual({ decided: 1 })
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
    expectFailure(await handle(plain, item.id, 'suspend'), 40300, '没有权限')
    // Staff of tenant 2 neither see tenant 1's report nor can act on it.
    const other = await member(t, HOST_B)
    await grantRole(t, 2, other.id, 'admin')
    const theirs = await t.call(
      API.report.getQueue,
      { tab: 'pending', cursor: '', pageSize: 50 },
      { token: other.token, host: HOST_B }
    )
    expect(theirs.body.data.list.map((i) => i.id)).not.toContain(item.id)
    expectFailure(await handle(other, item.id, 'suspend'), 40400, '举报不存在')
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
    expect((await handle(staff, first.id, 'dismiss', '未发现违规')).body.data).toEqual({ decided: 2 })
    expect(await pendingOn(b, staff)).toEqual([])
    expectFailure(await handle(staff, second.id, 'warn'), 40900, '该举报已处理，请勿重复操作')
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
    const [item] = await pendingOn(b, staff)
    expect((await handle(staff, item.id, 'warn')).body.code).toBe(20000)
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
    const [item] = await pendingOn(b, staff)
    expect((await handle(staff, item.id, 'hide')).body.code).toBe(20000)
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
    const [item] = await pendingOn(b, staff)
    expect((await handle(staff, item.id, 'suspend', '诈骗属实')).body.data).toEqual({ decided: 1 })

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
    const results = await Promise.all([handle(s1, item.id, 'warn'), handle(s2, item.id, 'dismiss')])
    expect(results.map((r) => r.body.code).sort()).toEqual([20000, 40900])
    expect(await noticesOf(a)).toHaveLength(1)
  })

  it('staff cannot decide reports about themselves', async () => {
    const a = await man(t)
    const staff = await auditor()
    await t.call(API.loveProfile.signUp, profileInput(), { token: staff.token })
    await report(a, staff)
    const reports = await t.app.db
      .select()
      .from(loveReports)
      .where(and(eq(loveReports.tenantId, 1), eq(loveReports.targetId, staff.id)))
    expectFailure(await handle(staff, reports[0].id, 'dismiss'), 40000, '不能处理与自己有关的举报')
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
      expectFailure(await handle(staff, onAdmin.id, action), 40300, '管理员账号不能被警告、隐藏或封禁')
    }
    const otherAdmin = await member(t)
    await grantRole(t, 1, otherAdmin.id, 'admin')
    expectFailure(await handle(otherAdmin, onAdmin.id, 'suspend'), 40300, '管理员账号不能被警告、隐藏或封禁')
    expect((await userStatus(admin)).status).toBe('active')
    expect((await handle(staff, onAdmin.id, 'dismiss')).body.data).toEqual({ decided: 1 })

    await report(reporter, matchmaker, '骚扰', 'harass')
    const [onStaff] = await pendingOn(matchmaker, staff)
    expectFailure(await handle(staff, onStaff.id, 'suspend'), 40300, '工作人员账号须由管理员处理')
    expect((await handle(admin, onStaff.id, 'suspend')).body.data).toEqual({ decided: 1 })
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
    await handle(staff, item.id, 'suspend', '诈骗属实')
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

describe('demo seed', () => {
  it('leaves reports waiting on feed members, none against the accounts the demo journeys log in as', async () => {
    const host = 'c.love.test'
    await seedTenant(t.app.db, { tenantId: 3, name: '丙城婚恋', city: '绍兴', domain: host })
    await insertUser(t.app.db, 3, { phone: '18603000001', nickname: '江涛' })
    await insertUser(t.app.db, 3, { phone: '18603000004', nickname: '苏然' })
    await seedDemoReports(t.app.db, 3)
    const login = await t.call(API.auth.loginByAccount, { account: '13800000001', password: DEMO_PASSWORD }, { host })
    const admin = { token: login.body.data.token, id: 0, host }
    admin.id = (await t.call(API.member.getUser, {}, { token: admin.token, host })).body.data.id
    await grantRole(t, 3, admin.id, 'admin')
    const queue = await t.call(
      API.report.getQueue,
      { tab: 'pending', cursor: '', pageSize: 50 },
      { token: admin.token, host }
    )
    const demoIds = (await t.app.db.select().from(users).where(eq(users.tenantId, 3)))
      .filter((u) => u.phone === '13800000002' || u.phone === '13800000003')
      .map((u) => u.id)
    expect(queue.body.data.list.map((i) => i.reported.nickname)).toEqual(['江涛', '苏然', '苏然'])
    expect(queue.body.data.list.every((i) => !demoIds.includes(i.reported.userId))).toBe(true)
  })
})
