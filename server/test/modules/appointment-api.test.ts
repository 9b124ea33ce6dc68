import { and, eq, inArray } from 'drizzle-orm'
import { API } from '@contract/api'
import { isDateDay } from '@contract/appointment'
import { ErrorCode } from '@contract/envelope'
import { dates, memberNotices, meetingRequests, tenants } from '../../src/db/schema'
import { dayStart, dayText } from '../../src/lib/tenant-time'
import { appointmentKit } from '../helpers/appointment'
import { buildTestApp, HOST_B, type TestApp } from '../helpers/app'
import { ok } from '../helpers/finance'
import { lover, man, member, type Lover } from '../helpers/love'
import { expectFailure, expectUnauthorized } from '../helpers/members'

/**
 * Meeting requests and dates through the API: who may see and move them (member, the matchmaker,
 * another matchmaker of the same store, the store manager, the manager of another store, an admin,
 * another tenant), the two state machines, notices, and the contract quota a completed date uses.
 */
let t: TestApp
const kit = appointmentKit(() => t)
let chen: Lover
let wang: Lover
let li: Lover
let zhao: Lover
let otherManager: Lover
let admin: Lover
let adminB: Lover

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000, LIST_RATE_LIMIT_PER_MINUTE: 1_000_000 })
  const west = await kit.manager()
  zhao = west.manager
  const east = await kit.manager()
  otherManager = east.manager
  chen = await kit.matchmaker(west.storeId)
  wang = await kit.matchmaker(west.storeId)
  li = await kit.matchmaker(east.storeId)
  admin = await kit.admin()
  adminB = await kit.admin(HOST_B)
})
afterAll(async () => {
  await t.close()
})

const SHANGHAI = 'Asia/Shanghai'
const MINUTE = 60 * 1000
const HOUR = 60 * MINUTE

const meetingIds = async (who: Lover) =>
  (await ok(kit.send(who, API.appointment.getMeetingPage, { cursor: '', pageSize: 50 }))).list.map((m) => m.id)
const dateIds = async (who: Lover, tab: 'upcoming' | 'done' = 'upcoming') =>
  (await ok(kit.send(who, API.appointment.getDatePage, { cursor: '', pageSize: 50, tab }))).list.map((d) => d.id)

async function noticesOf(userId: number) {
  return t.app.db
    .select()
    .from(memberNotices)
    .where(and(eq(memberNotices.tenantId, 1), eq(memberNotices.userId, userId), eq(memberNotices.bizType, 'date')))
}

describe('a member asks to meet someone (申请约见)', () => {
  it("goes to the member's service matchmaker, who sees it; another store and other matchmakers do not", async () => {
    const she = await kit.customer(chen)
    const him = await man(t)
    const res = await ok(kit.send(she, API.appointment.requestMeeting, { targetId: him.id, message: '想认识一下' }))
    expect(res).toEqual({ id: expect.any(Number), status: 'submitted', matchmakerName: `红娘${chen.id}` })
    expect(await meetingIds(chen)).toContain(res.id)
    expect(await meetingIds(zhao)).toContain(res.id)
    expect(await meetingIds(admin)).toContain(res.id)
    expect(await meetingIds(wang)).not.toContain(res.id)
    expect(await meetingIds(li)).not.toContain(res.id)
    expect(await meetingIds(otherManager)).not.toContain(res.id)
    expect(await meetingIds(adminB)).not.toContain(res.id)
    // The same pair can't ask twice while one request is open, whichever side asks.
    expectFailure(
      await kit.send(him, API.appointment.requestMeeting, { targetId: she.id, message: '' }),
      ErrorCode.Conflict,
      '你们之间已有进行中的约见申请，红娘会尽快联系'
    )
  })

  it('without a service matchmaker it waits for the admins, and whoever takes it up handles it', async () => {
    const she = await lover(t)
    const him = await man(t)
    const res = await ok(kit.send(she, API.appointment.requestMeeting, { targetId: him.id, message: '' }))
    expect(res.matchmakerName).toBe('')
    expect(await meetingIds(chen)).not.toContain(res.id)
    expect(await meetingIds(zhao)).not.toContain(res.id)
    const taken = await kit.moveMeeting(admin, res.id, 'contact')
    expect(taken).toMatchObject({ status: 'contacted', matchmakerId: admin.id, proposed: false })
  })

  it('refuses asking oneself, an unknown member, contact details, and a member of another tenant', async () => {
    const she = await lover(t)
    expectFailure(
      await kit.send(she, API.appointment.requestMeeting, { targetId: she.id, message: '' }),
      ErrorCode.BadRequest,
      '不能约见自己'
    )
    expectFailure(
      await kit.send(she, API.appointment.requestMeeting, { targetId: 2_000_000_000, message: '' }),
      ErrorCode.NotFound,
      '会员不存在'
    )
    const him = await man(t)
    const res = await kit.send(she, API.appointment.requestMeeting, {
      targetId: him.id,
      message: '加我微信 abc12345678'
    })
    expect(res.body.code).toBe(ErrorCode.ContactInfoNotAllowed)
    const foreign = await man(t, {}, HOST_B)
    expectFailure(
      await kit.send(she, API.appointment.requestMeeting, { targetId: foreign.id, message: '' }),
      ErrorCode.NotFound,
      '会员不存在'
    )
  })

  it('asks a visitor to log in', async () => {
    expectUnauthorized(await t.call(API.appointment.requestMeeting, { targetId: 1, message: '' }))
  })
})

describe('meeting request states: SUBMITTED → CONTACTED → ACCEPTED | DECLINED | CLOSED', () => {
  async function submitted(): Promise<number> {
    const she = await kit.customer(chen)
    const him = await man(t)
    return (await ok(kit.send(she, API.appointment.requestMeeting, { targetId: him.id, message: '' }))).id
  }

  it('moves along the allowed arrows and refuses the others with a clear message', async () => {
    const id = await submitted()
    expectFailure(
      await kit.send(chen, API.appointment.moveMeeting, { meetingId: id, action: 'accept', reason: '' }),
      ErrorCode.Conflict,
      '约见申请待联系，不能改为已同意'
    )
    expect(await kit.moveMeeting(chen, id, 'contact')).toMatchObject({ status: 'contacted' })
    expect(await kit.moveMeeting(chen, id, 'accept')).toMatchObject({ status: 'accepted' })
    expectFailure(
      await kit.send(chen, API.appointment.moveMeeting, { meetingId: id, action: 'close', reason: '重复' }),
      ErrorCode.Conflict,
      '约见申请已同意，不能关闭'
    )
  })

  it('declining and closing need a reason, which is kept', async () => {
    const a = await submitted()
    expectFailure(
      await kit.send(chen, API.appointment.moveMeeting, { meetingId: a, action: 'close', reason: '  ' }),
      ErrorCode.BadRequest,
      '请填写原因'
    )
    expect(await kit.moveMeeting(chen, a, 'close', '客户已有交往对象')).toMatchObject({
      status: 'closed',
      reason: '客户已有交往对象'
    })
    const b = await submitted()
    expectFailure(
      await kit.send(chen, API.appointment.moveMeeting, { meetingId: b, action: 'decline', reason: '婉拒' }),
      ErrorCode.Conflict,
      '约见申请待联系，不能改为已婉拒'
    )
    await kit.moveMeeting(chen, b, 'contact')
    expect(await kit.moveMeeting(chen, b, 'decline', '对方暂不考虑')).toMatchObject({ status: 'declined' })
  })

  it('role matrix of moving a request of 陈姐 customer', async () => {
    const id = await submitted()
    const plain = await member(t)
    expectFailure(
      await kit.send(plain, API.appointment.moveMeeting, { meetingId: id, action: 'contact', reason: '' }),
      ErrorCode.Forbidden,
      '没有权限'
    )
    for (const outsider of [wang, li, otherManager, adminB]) {
      expectFailure(
        await kit.send(outsider, API.appointment.moveMeeting, { meetingId: id, action: 'contact', reason: '' }),
        ErrorCode.NotFound,
        '约见申请不存在'
      )
    }
    expect(await kit.moveMeeting(zhao, id, 'contact')).toMatchObject({ status: 'contacted', matchmakerId: chen.id })
    expect(await kit.moveMeeting(admin, id, 'accept')).toMatchObject({ status: 'accepted' })
    expectUnauthorized(
      await t.call(
        API.appointment.moveMeeting,
        { meetingId: id, action: 'close', reason: 'x' },
        { token: admin.token, host: HOST_B }
      ),
      '登录已过期，请重新登录'
    )
  })
})

describe('proposing a match (牵线配对)', () => {
  it("lists the matchmaker's own customers, ranks candidates by the feed's score with reasons, and proposes", async () => {
    const mine = await kit.customer(chen)
    const notMine = await kit.customer(wang)
    const customers = (
      await ok(kit.send(chen, API.appointment.getMatchCustomers, { cursor: '', pageSize: 50, keyword: '' }))
    ).list.map((c) => c.userId)
    expect(customers).toContain(mine.id)
    expect(customers).not.toContain(notMine.id)

    const near = await man(t)
    const far = await man(t, { residenceProvince: '广东省', residenceCity: '广州市', birthDate: '1970-01-01' })
    const page = await ok(
      kit.send(chen, API.appointment.getMatchCandidates, { cursor: '', pageSize: 50, customerId: mine.id, keyword: '' })
    )
    const ids = page.list.map((c) => c.userId)
    expect(ids.indexOf(near.id)).toBeLessThan(ids.indexOf(far.id))
    expect(page.list.every((c) => c.gender === 'male')).toBe(true)
    // Each candidate is explained in words, never by a raw score.
    const best = page.list.find((c) => c.userId === near.id)!
    expect(best.reasons).toContain('同城')
    expect(page.list.find((c) => c.userId === far.id)!.reasons).not.toContain('同城')
    expect(best).not.toHaveProperty('score')

    expectFailure(
      await kit.send(chen, API.appointment.getMatchCandidates, {
        cursor: '',
        pageSize: 20,
        customerId: notMine.id,
        keyword: ''
      }),
      ErrorCode.Forbidden,
      '只能为自己的客户操作'
    )

    const proposal = await ok(
      kit.send(chen, API.appointment.proposeMatch, { customerId: mine.id, targetId: near.id, message: '都喜欢旅行' })
    )
    expect(proposal).toMatchObject({ status: 'submitted', proposed: true, matchmakerId: chen.id })
    expect(proposal.customer.userId).toBe(mine.id)
    expect(await meetingIds(chen)).toContain(proposal.id)
    expectFailure(
      await kit.send(li, API.appointment.proposeMatch, { customerId: mine.id, targetId: far.id, message: '' }),
      ErrorCode.Forbidden,
      '只能为自己的客户操作'
    )
  })
})

describe('dates: SCHEDULED → REMINDED → CHECKED_IN → COMPLETED | CANCELLED | NO_SHOW', () => {
  it('from an accepted request to a completed date that uses one meeting of the contract', async () => {
    const she = await kit.customer(chen)
    const him = await man(t)
    const contractId = await kit.contract(she, chen, 3, 1)
    const req = await ok(kit.send(she, API.appointment.requestMeeting, { targetId: him.id, message: '' }))
    const schedule = (meetingRequestId: number) =>
      kit.send(chen, API.appointment.scheduleDate, {
        meetingRequestId,
        customerId: she.id,
        partnerId: him.id,
        place: '西湖边咖啡馆',
        startsAt: kit.inAWeek()
      })
    expectFailure(await schedule(req.id), ErrorCode.Conflict, '约见申请对方同意后才能安排约会')
    await kit.moveMeeting(chen, req.id, 'contact')
    await kit.moveMeeting(chen, req.id, 'accept')
    // He is nobody's customer: the date waits for his word.
    const date = await ok(schedule(req.id))
    expect(date).toMatchObject({ status: 'pending', meetingRequestId: req.id, matchmakerId: chen.id })
    expectFailure(await schedule(req.id), ErrorCode.Conflict, '该约见申请已安排了约会')
    expect((await noticesOf(him.id)).map((n) => n.title)).toEqual(['有人想约你见面'])
    await ok(kit.send(him, API.appointment.respondDate, { dateId: date.id, action: 'accept', reason: '' }))
    expect((await noticesOf(she.id)).map((n) => n.title)).toEqual(['红娘为你安排了约会'])
    expect((await noticesOf(him.id)).map((n) => n.title)).toEqual(['有人想约你见面', '红娘为你安排了约会'])

    expectFailure(
      await kit.send(chen, API.appointment.saveDateFeedback, { dateId: date.id, feedback: '很好', rating: 5 }),
      ErrorCode.Conflict,
      '约会已安排，签到后才能填写反馈'
    )
    expectFailure(
      await kit.send(chen, API.appointment.moveDate, { dateId: date.id, action: 'complete', reason: '' }),
      ErrorCode.Conflict,
      '约会已安排，不能完成约见'
    )
    expect(await kit.moveDate(chen, date.id, 'remind')).toMatchObject({ status: 'reminded' })
    expect((await noticesOf(him.id)).map((n) => n.title)).toContain('约会提醒')
    expectFailure(
      await kit.send(chen, API.appointment.moveDate, { dateId: date.id, action: 'check_in', reason: '' }),
      ErrorCode.BadRequest,
      '只能在约会当天签到'
    )
    expect(await kit.moveDate(chen, date.id, 'check_in')).toMatchObject({ status: 'checked_in' })
    expectFailure(
      await kit.send(chen, API.appointment.saveDateFeedback, { dateId: date.id, feedback: '很好', rating: 6 }),
      ErrorCode.BadRequest,
      '请给出 1–5 星评分'
    )
    const fed = await ok(
      kit.send(chen, API.appointment.saveDateFeedback, { dateId: date.id, feedback: '双方聊得很投缘', rating: 5 })
    )
    expect(fed).toMatchObject({ feedback: '双方聊得很投缘', rating: 5 })

    const done = await ok(kit.send(chen, API.appointment.moveDate, { dateId: date.id, action: 'complete', reason: '' }))
    expect(done.date).toMatchObject({ status: 'completed', contractId })
    expect(done.quota).toEqual({ contractId, name: '尊享三次约见', meetingsUsed: 2, meetingQuota: 3 })
    expect((await kit.contractRow(contractId)).meetingsUsed).toBe(2)
    expectFailure(
      await kit.send(chen, API.appointment.moveDate, { dateId: date.id, action: 'cancel', reason: '改期' }),
      ErrorCode.Conflict,
      '约会已完成，不能取消约会'
    )

    // The customer sees the meeting, the feedback and the counter; the partner only the meeting.
    const [mine] = (await ok(kit.send(she, API.appointment.getMyDatePage, { cursor: '', pageSize: 20 }))).list
    expect(mine).toMatchObject({
      role: 'customer',
      feedback: '双方聊得很投缘',
      rating: 5,
      countedInContract: true,
      canConfirm: true
    })
    expect(await ok(kit.send(she, API.appointment.getMyQuota, {}))).toEqual({
      contract: { contractId, name: '尊享三次约见', meetingsUsed: 2, meetingQuota: 3 }
    })
    const [his] = (await ok(kit.send(him, API.appointment.getMyDatePage, { cursor: '', pageSize: 20 }))).list
    expect(his).toMatchObject({
      role: 'partner',
      feedback: '',
      rating: null,
      countedInContract: false,
      canConfirm: false,
      canRespond: false
    })
    expect(his.other.userId).toBe(she.id)
    expect(await ok(kit.send(him, API.appointment.getMyQuota, {}))).toEqual({ contract: null })

    expectFailure(
      await kit.send(him, API.appointment.confirmDate, { dateId: date.id }),
      ErrorCode.NotFound,
      '约会不存在'
    )
    const confirmed = await ok(kit.send(she, API.appointment.confirmDate, { dateId: date.id }))
    expect(confirmed.canConfirm).toBe(false)
    expect(confirmed.customerConfirmedAt).not.toBe('')
    expect((await ok(kit.send(she, API.appointment.confirmDate, { dateId: date.id }))).customerConfirmedAt).toBe(
      confirmed.customerConfirmedAt
    )
  })

  it('a customer without quota left: the date completes and counts on no contract', async () => {
    const she = await kit.customer(chen)
    const him = await man(t)
    const full = await kit.contract(she, chen, 1, 1)
    const date = await kit.schedule(chen, she, him)
    await kit.moveDate(chen, date.id, 'check_in')
    const done = await ok(kit.send(chen, API.appointment.moveDate, { dateId: date.id, action: 'complete', reason: '' }))
    expect(done).toMatchObject({ date: { status: 'completed', contractId: 0 }, quota: null })
    expect((await kit.contractRow(full)).meetingsUsed).toBe(1)
    expect((await kit.dateRow(date.id)).contractId).toBeNull()
  })

  it('cancelling needs a reason and tells both; a no-show ends it; confirming before completion is refused', async () => {
    const she = await kit.customer(chen)
    const him = await man(t)
    const a = await kit.schedule(chen, she, him)
    expectFailure(
      await kit.send(chen, API.appointment.moveDate, { dateId: a.id, action: 'cancel', reason: '' }),
      ErrorCode.BadRequest,
      '请填写取消原因'
    )
    expectFailure(
      await kit.send(she, API.appointment.confirmDate, { dateId: a.id }),
      ErrorCode.Conflict,
      '约会完成后才能确认'
    )
    expect(await kit.moveDate(chen, a.id, 'cancel', '女方临时出差')).toMatchObject({
      status: 'cancelled',
      reason: '女方临时出差'
    })
    const cancelled = (await noticesOf(him.id)).find((n) => n.title === '约会已取消')
    expect(cancelled?.body).toContain('女方临时出差')
    expect(await dateIds(chen, 'done')).toContain(a.id)
    const b = await kit.schedule(chen, she, him)
    expect(await kit.moveDate(chen, b.id, 'no_show')).toMatchObject({ status: 'no_show' })
    expectFailure(
      await kit.send(chen, API.appointment.moveDate, { dateId: b.id, action: 'check_in', reason: '' }),
      ErrorCode.Conflict,
      '约会爽约，不能签到'
    )
  })

  it('scheduling refuses a past time, a customer of someone else and contact details in the place', async () => {
    const she = await kit.customer(chen)
    const him = await man(t)
    const body = { meetingRequestId: 0, customerId: she.id, partnerId: him.id, place: '西湖边咖啡馆' }
    expectFailure(
      await kit.send(chen, API.appointment.scheduleDate, {
        ...body,
        startsAt: new Date(Date.now() - 60_000).toISOString()
      }),
      ErrorCode.BadRequest,
      '约会时间须晚于现在'
    )
    expectFailure(
      await kit.send(wang, API.appointment.scheduleDate, { ...body, startsAt: kit.inAWeek() }),
      ErrorCode.Forbidden,
      '只能为自己的客户操作'
    )
    const res = await kit.send(chen, API.appointment.scheduleDate, {
      ...body,
      place: '打电话 13912345678',
      startsAt: kit.inAWeek()
    })
    expect(res.body.code).toBe(ErrorCode.ContactInfoNotAllowed)
  })

  it('role matrix of the date list and of moving a date of 陈姐 customer', async () => {
    const she = await kit.customer(chen)
    const him = await man(t)
    const date = await kit.schedule(chen, she, him)
    const plain = await member(t)
    expectFailure(
      await kit.send(plain, API.appointment.getDatePage, { cursor: '', pageSize: 20, tab: 'upcoming' }),
      ErrorCode.Forbidden,
      '没有权限'
    )
    for (const who of [chen, zhao, admin]) expect(await dateIds(who)).toContain(date.id)
    for (const who of [wang, li, otherManager, adminB]) {
      expect(await dateIds(who)).not.toContain(date.id)
      expectFailure(
        await kit.send(who, API.appointment.moveDate, { dateId: date.id, action: 'remind', reason: '' }),
        ErrorCode.NotFound,
        '约会不存在'
      )
    }
    expect(await kit.moveDate(zhao, date.id, 'remind')).toMatchObject({ status: 'reminded' })
    expect(await kit.moveDate(admin, date.id, 'check_in')).toMatchObject({ status: 'checked_in' })
    expectUnauthorized(await t.call(API.appointment.getMyDatePage, { cursor: '', pageSize: 20 }))
  })
})

describe('consent: a date with a member the office does not serve waits for her or her matchmaker', () => {
  const respond = (who: Lover, dateId: number, action: 'accept' | 'decline', reason = '') =>
    kit.send(who, API.appointment.respondDate, { dateId, action, reason })
  const staffRespond = (who: Lover, dateId: number, action: 'accept' | 'decline', reason = '') =>
    kit.send(who, API.appointment.staffRespondDate, { dateId, action, reason })
  const listed = async (who: Lover, id: number, tab: 'upcoming' | 'done' = 'upcoming') =>
    (await ok(kit.send(who, API.appointment.getDatePage, { cursor: '', pageSize: 50, tab }))).list.find(
      (d) => d.id === id
    )

  it("another office's member: 待对方确认 until her matchmaker accepts; then 已安排 and both are told", async () => {
    const she = await kit.customer(chen)
    const him = await kit.customer(li, 'male')
    const date = await kit.propose(chen, she, him)
    expect(date).toMatchObject({ status: 'pending', side: 'arranger', canRespond: false })
    expect((await noticesOf(him.id)).map((n) => n.title)).toEqual(['有人想约你见面'])
    expect((await noticesOf(him.id))[0].body).toContain(`红娘红娘${chen.id}想安排你与`)
    expect(await noticesOf(she.id)).toEqual([])

    // His office sees it from his side and may answer; the arranging office may not answer for him.
    expect(await listed(li, date.id)).toMatchObject({ status: 'pending', side: 'partner', canRespond: true })
    expect(await listed(otherManager, date.id)).toMatchObject({ side: 'partner', canRespond: true })
    expect(await listed(wang, date.id)).toBeUndefined()
    expect(await listed(adminB, date.id)).toBeUndefined()
    for (const who of [chen, zhao, wang, adminB]) {
      expectFailure(await staffRespond(who, date.id, 'accept'), ErrorCode.NotFound, '约会不存在')
    }
    for (const who of [she, await member(t)]) {
      expectFailure(await respond(who, date.id, 'accept'), ErrorCode.NotFound, '约会不存在')
    }
    expectFailure(await staffRespond(await member(t), date.id, 'accept'), ErrorCode.Forbidden, '没有权限')
    // Nothing moves a pending date along but the answer; li cannot remind a date he does not arrange.
    expectFailure(
      await kit.send(chen, API.appointment.moveDate, { dateId: date.id, action: 'remind', reason: '' }),
      ErrorCode.Conflict,
      '约会待对方确认，不能提醒双方'
    )
    await kit.dayOf(date.id)
    expectFailure(
      await kit.send(chen, API.appointment.moveDate, { dateId: date.id, action: 'check_in', reason: '' }),
      ErrorCode.Conflict,
      '约会待对方确认，不能签到'
    )
    expectFailure(
      await kit.send(li, API.appointment.moveDate, { dateId: date.id, action: 'remind', reason: '' }),
      ErrorCode.NotFound,
      '约会不存在'
    )

    const accepted = await ok(staffRespond(li, date.id, 'accept'))
    expect(accepted).toMatchObject({ status: 'scheduled', side: 'partner', canRespond: false })
    expect(await kit.dateRow(date.id)).toMatchObject({ answeredBy: li.id })
    expect((await noticesOf(she.id)).map((n) => n.title)).toEqual(['红娘为你安排了约会'])
    expect((await noticesOf(him.id)).map((n) => n.title)).toEqual(['有人想约你见面', '红娘为你安排了约会'])
    expectFailure(await respond(him, date.id, 'decline', '改主意了'), ErrorCode.Conflict, '约会已安排，无需再确认')
    // Arranged, on its day, it can be checked in.
    expect(await kit.moveDate(chen, date.id, 'check_in')).toMatchObject({ status: 'checked_in' })
  })

  it('the member herself accepts or declines from her dates; a decline cancels it, its reason shown to the office', async () => {
    const she = await kit.customer(chen)
    const him = await man(t)
    const date = await kit.propose(chen, she, him)
    const [mine] = (await ok(kit.send(him, API.appointment.getMyDatePage, { cursor: '', pageSize: 20 }))).list
    expect(mine).toMatchObject({ id: date.id, role: 'partner', status: 'pending', canRespond: true })
    const [hers] = (await ok(kit.send(she, API.appointment.getMyDatePage, { cursor: '', pageSize: 20 }))).list
    expect(hers).toMatchObject({ status: 'pending', canRespond: false })

    expectFailure(await respond(him, date.id, 'decline'), ErrorCode.BadRequest, '请填写婉拒原因')
    expect((await respond(him, date.id, 'decline', '加我微信 abc12345678')).body.code).toBe(
      ErrorCode.ContactInfoNotAllowed
    )
    expectFailure(
      await kit.send(him, API.appointment.respondDate, { dateId: date.id, action: 'maybe', reason: '' }),
      ErrorCode.BadRequest,
      '操作不正确'
    )
    const declined = await ok(respond(him, date.id, 'decline', '这周要出差'))
    expect(declined).toMatchObject({ status: 'cancelled', canRespond: false, reason: '对方婉拒：这周要出差' })
    expect(await listed(chen, date.id, 'done')).toMatchObject({ status: 'cancelled', reason: '对方婉拒：这周要出差' })
    const [told] = await noticesOf(she.id)
    expect(told.title).toBe('约会未能安排')
    expect(told.body).not.toContain('出差')
    expect(await kit.dateRow(date.id)).toMatchObject({ answeredBy: him.id })

    // Accepting as the member herself arranges it.
    const again = await kit.propose(chen, she, him)
    expect(await ok(respond(him, again.id, 'accept'))).toMatchObject({ status: 'scheduled', canRespond: false })

    // The matchmaker may withdraw an invitation still waiting, with a reason; cancelling is for arranged dates.
    const third = await kit.propose(chen, she, await man(t))
    expectFailure(
      await kit.send(chen, API.appointment.moveDate, { dateId: third.id, action: 'cancel', reason: '改期' }),
      ErrorCode.Conflict,
      '约会待对方确认，不能取消约会'
    )
    expectFailure(
      await kit.send(chen, API.appointment.moveDate, { dateId: third.id, action: 'withdraw', reason: '' }),
      ErrorCode.BadRequest,
      '请填写撤回原因'
    )
    expect(await kit.moveDate(chen, third.id, 'withdraw', '客户已有交往对象')).toMatchObject({
      status: 'cancelled',
      reason: '客户已有交往对象'
    })
  })

  it("a date with the office's own customer is arranged at once; a colleague's customer still answers", async () => {
    const she = await kit.customer(chen)
    expect(await kit.propose(chen, she, await kit.customer(chen, 'male'))).toMatchObject({ status: 'scheduled' })
    const hisOwn = await kit.customer(wang, 'male')
    expect(await kit.propose(chen, she, hisOwn)).toMatchObject({ status: 'pending' })
    // The store manager serves every customer of the store.
    expect(await kit.propose(zhao, she, await kit.customer(wang, 'male'))).toMatchObject({ status: 'scheduled' })
  })

  it("签到 counts the date's day in the tenant's city, not UTC's or the server's", async () => {
    // 00:30 on 30 November in Shanghai is still the 29th in UTC.
    const at = '2026-11-29T16:30:00.000Z'
    expect(isDateDay(at, new Date('2026-11-29T15:00:00.000Z'), SHANGHAI)).toBe(false)
    expect(isDateDay(at, new Date('2026-11-30T15:59:00.000Z'), SHANGHAI)).toBe(true)
    expect(isDateDay(at, new Date('2026-11-30T16:00:00.000Z'), SHANGHAI)).toBe(false)

    // Today at 07:30 in Shanghai is 23:30 UTC the day before (or, before 08:00 there, 08:30 is
    // 00:30 UTC the day after): the same day for the city, another for a city on UTC.
    const now = new Date()
    const midnight = dayStart(dayText(now, SHANGHAI), SHANGHAI).getTime()
    const utcMidnight = midnight + 8 * HOUR
    const startsAt = new Date(now.getTime() >= utcMidnight ? utcMidnight - 30 * MINUTE : utcMidnight + 30 * MINUTE)
    const she = await kit.customer(chen)
    const onUtc = await kit.schedule(chen, she, await kit.customer(chen, 'male'))
    const onShanghai = await kit.schedule(chen, she, await kit.customer(chen, 'male'))
    await t.app.db
      .update(dates)
      .set({ startsAt })
      .where(and(eq(dates.tenantId, 1), inArray(dates.id, [onUtc.id, onShanghai.id])))
    const checkIn = (id: number) =>
      kit.send(chen, API.appointment.moveDate, { dateId: id, action: 'check_in', reason: '' })

    await t.app.db.update(tenants).set({ timeZone: 'UTC' }).where(eq(tenants.tenantId, 1))
    try {
      expectFailure(await checkIn(onUtc.id), ErrorCode.BadRequest, '只能在约会当天签到')
    } finally {
      await t.app.db.update(tenants).set({ timeZone: SHANGHAI }).where(eq(tenants.tenantId, 1))
    }
    expect((await ok(checkIn(onShanghai.id))).date).toMatchObject({ status: 'checked_in' })
  })
})

it('keeps tenant rows apart: a request in tenant B is stored under tenant 2', async () => {
  const she = await lover(t, {}, HOST_B)
  const him = await man(t, {}, HOST_B)
  const res = await ok(kit.send(she, API.appointment.requestMeeting, { targetId: him.id, message: '' }))
  const rows = await t.app.db.select().from(meetingRequests).where(eq(meetingRequests.id, res.id))
  expect(rows.find((r) => r.customerId === she.id)?.tenantId).toBe(2)
  expect(await meetingIds(adminB)).toContain(res.id)
})
