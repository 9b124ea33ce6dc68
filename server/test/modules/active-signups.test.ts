import { and, eq } from 'drizzle-orm'
import { API } from '@contract/api'
import { signinQrText, type EditableEvent, type EventInput, type ManagedSignup, type MySignup } from '@contract/active'
import { ErrorCode } from '@contract/envelope'
import { NOTICE_PAGES } from '@contract/notice'
import { certifications, eventSignups, finOrders, ledgerEntries } from '../../src/db/schema'
import { SIGNUP_GONE } from '../../src/modules/active/signup-fees'
import { HOLD_LAPSED } from '../../src/modules/active/signups'
import { activeKit } from '../helpers/active'
import { buildTestApp, HOST_B, type TestApp } from '../helpers/app'
import { expectLedgerSound, financeKit, fund, givePoints, ok } from '../helpers/finance'
import { lover, man, member, type Lover } from '../helpers/love'
import { expectFailure, expectUnauthorized } from '../helpers/members'

let t: TestApp
const kit = activeKit(() => t)
const money = financeKit(() => t)

let admin: Lover
let organiser: Lover
let otherMatchmaker: Lover
let plain: Lover
let adminB: Lover

const MINUTE = 60 * 1000
const HOUR = 60 * MINUTE

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000, LIST_RATE_LIMIT_PER_MINUTE: 1_000_000 })
  admin = await kit.admin()
  organiser = await kit.matchmaker()
  otherMatchmaker = await kit.matchmaker()
  plain = await member(t)
  adminB = await kit.admin(HOST_B)
})
afterAll(async () => {
  await expectLedgerSound(t)
  await t.close()
})

const send = money.send
const woman = (host?: string) => lover(t, {}, host)
const aMan = () => man(t)

/** A published event organised by the matchmaker (free unless the overrides price it). */
const freeEvent = (overrides: Partial<EventInput> = {}) =>
  kit.published(organiser, { priceMale: 0, priceFemale: 0, ...overrides })
const paidEvent = (overrides: Partial<EventInput> = {}) => kit.published(organiser, overrides)

async function signUp(who: Lover, eventId: number, sharerId?: number): Promise<MySignup> {
  const res = await ok(send(who, API.active.signUp, sharerId ? { eventId, sharerId } : { eventId }))
  return res.signup
}

async function mine(who: Lover): Promise<MySignup[]> {
  return (await ok(send(who, API.active.getMySignupPage, { cursor: '', pageSize: 50 }))).list
}

async function staffList(by: Lover, eventId: number, filter = 'all', keyword?: string) {
  return ok(
    send(by, API.active.getSignupPage, {
      eventId,
      filter,
      cursor: '',
      pageSize: 50,
      ...(keyword === undefined ? {} : { keyword })
    })
  )
}

async function notices(who: Lover) {
  return (await ok(send(who, API.notice.getNoticePage, { cursor: '', pageSize: 50 }))).list
}

async function signupRow(id: number, tenantId = 1) {
  const [row] = await t.app.db
    .select()
    .from(eventSignups)
    .where(and(eq(eventSignups.tenantId, tenantId), eq(eventSignups.id, id)))
  return row
}

async function setSignup(id: number, values: Partial<typeof eventSignups.$inferInsert>) {
  await t.app.db
    .update(eventSignups)
    .set(values)
    .where(and(eq(eventSignups.tenantId, 1), eq(eventSignups.id, id)))
}

async function seatsLeft(e: EditableEvent) {
  return (await ok(t.call(API.active.getEventDetail, { eventId: e.id }))).seatsLeft
}

/** The signed callback a gateway would send after the member paid `orderNo` outside the app. */
async function gatewayPays(orderNo: string, amount: number) {
  const res = await money.notify(money.sandbox('tenpay').signedCallback(orderNo, amount))
  expect(res.status).toBe(200)
}

async function approveRealName(who: Lover) {
  await t.app.db.insert(certifications).values({
    tenantId: 1,
    userId: who.id,
    kind: 'realname',
    status: 'approved',
    data: { kind: 'realname', realName: '林晓', idCardMasked: '3301**********0012' }
  })
}

describe('signUp', () => {
  it('a free event without audit admits at once with a 6-digit sign-in code and a notice', async () => {
    const e = await freeEvent()
    const she = await woman()
    const s = await signUp(she, e.id)
    expect(s).toMatchObject({ eventId: e.id, status: 'approved', fee: 0, orderNo: '', holdExpiresAt: '' })
    expect(s.checkInCode).toMatch(/^\d{6}$/)
    expect(s.cancellable).toBe(true)
    expect((await notices(she))[0]).toMatchObject({
      kind: 'event',
      title: '报名成功',
      link: NOTICE_PAGES.activeMySignup
    })
    expect((await seatsLeft(e)).female).toBe(9)
  })

  it('a free event with audit waits, and shows no code until approved', async () => {
    const e = await freeEvent({ auditRequired: true })
    const s = await signUp(await woman(), e.id)
    expect(s).toMatchObject({ status: 'pending_audit', checkInCode: '' })
  })

  it("a priced event holds a seat unpaid, with an order of the member's gender's price to pay in the cashier", async () => {
    const e = await paidEvent()
    const he = await aMan()
    const before = Date.now()
    const s = await signUp(he, e.id)
    expect(s).toMatchObject({ status: 'unpaid', fee: 9900, checkInCode: '', payMethod: null })
    const hold = Date.parse(s.holdExpiresAt)
    expect(hold).toBeGreaterThanOrEqual(before + 30 * MINUTE - 1000)
    expect(hold).toBeLessThanOrEqual(Date.now() + 30 * MINUTE)
    const order = await money.order(he, s.orderNo)
    expect(order).toMatchObject({ kind: 'event', title: e.title, amount: 9900, status: 'unpaid', creditPrice: 0 })
    expect(Date.parse(order.expiresAt)).toBe(hold)
    expect((await signUp(await woman(), e.id)).fee).toBe(6600)
    expect(await seatsLeft(e)).toEqual({ male: 9, female: 9 })
  })

  it('refuses a second sign-up of the same member', async () => {
    const e = await freeEvent()
    const she = await woman()
    await signUp(she, e.id)
    expectFailure(await send(she, API.active.signUp, { eventId: e.id }), ErrorCode.Conflict, '你已报名')
  })

  it('refuses by gender: a quota of 0 recruits nobody, a full one is full', async () => {
    const e = await freeEvent({ quotaMale: 0, quotaFemale: 1 })
    expectFailure(await send(await aMan(), API.active.signUp, { eventId: e.id }), 40000, '本活动不招募男士')
    await signUp(await woman(), e.id)
    expectFailure(await send(await woman(), API.active.signUp, { eventId: e.id }), ErrorCode.Conflict, '女士名额已满')
  })

  it('needs a dating profile, and real-name certification when the event asks', async () => {
    const e = await freeEvent({ realNameRequired: true })
    expectFailure(await send(plain, API.active.signUp, { eventId: e.id }), 40000, '完善交友资料后即可报名')
    const she = await woman()
    expectFailure(await send(she, API.active.signUp, { eventId: e.id }), 40000, '该活动需实名认证，请先完成实名认证')
    await approveRealName(she)
    expect((await signUp(she, e.id)).status).toBe('approved')
  })

  it('only while sign-up is open: not before it starts, not after it ends, never on a cancelled event', async () => {
    const she = await woman()
    const early = await freeEvent({ signupStartsAt: new Date(Date.now() + HOUR).toISOString() })
    expectFailure(await send(she, API.active.signUp, { eventId: early.id }), 40000, '报名尚未开始')
    const closed = await freeEvent()
    await kit.moveTo(closed.id, 'signup_closed')
    expectFailure(await send(she, API.active.signUp, { eventId: closed.id }), 40000, '报名已截止')
    const off = await freeEvent()
    await ok(send(organiser, API.active.cancelEvent, { eventId: off.id, reason: '场地临时无法使用' }))
    expectFailure(await send(she, API.active.signUp, { eventId: off.id }), 40000, '活动已取消')
  })

  it('drafts, unknown events and other tenants’ events are not found; bad input and logged-out callers are refused', async () => {
    const she = await woman()
    const draft = await kit.event(organiser, { priceMale: 0, priceFemale: 0 })
    expectFailure(await send(she, API.active.signUp, { eventId: draft.id }), 40400, '活动不存在或已下线')
    expectFailure(await send(she, API.active.signUp, { eventId: 2_000_000_000 }), 40400, '活动不存在或已下线')
    const e = await freeEvent()
    const her = await woman(HOST_B)
    expectFailure(await send(her, API.active.signUp, { eventId: e.id }), 40400, '活动不存在或已下线')
    expectFailure(await send(she, API.active.signUp, { eventId: 0 }), 40000, '活动不正确')
    expectFailure(await send(she, API.active.signUp, { eventId: e.id, sharerId: -1 }), 40000, '推荐人不正确')
    expectUnauthorized(await t.call(API.active.signUp, { eventId: e.id }))
  })

  it('credits the poster’s member, but not oneself or someone unknown', async () => {
    const e = await freeEvent()
    const sharer = await woman()
    const a = await woman()
    const b = await woman()
    const c = await woman()
    await signUp(a, e.id, sharer.id)
    await signUp(b, e.id, b.id)
    await signUp(c, e.id, 2_000_000_000)
    const list = (await staffList(organiser, e.id)).list
    const sharerOf = (who: Lover) => list.find((s: ManagedSignup) => s.userId === who.id)!.sharer
    expect(sharerOf(a)).toBe('小林')
    expect(sharerOf(b)).toBe('')
    expect(sharerOf(c)).toBe('')
  })
})

describe('paying the fee in the cashier', () => {
  it('from the balance: approved with a code, the money goes to the tenant, one notice', async () => {
    const e = await paidEvent()
    const he = await aMan()
    await fund(t, he.id, 10_000)
    const s = await signUp(he, e.id)
    expect((await ok(money.pay(he, s.orderNo))).status).toBe('paid')
    const [after] = await mine(he)
    expect(after).toMatchObject({ status: 'approved', payMethod: 'wallet', orderNo: '', holdExpiresAt: '' })
    expect(after.checkInCode).toMatch(/^\d{6}$/)
    expect((await money.wallet(he)).balance).toBe(100)
    expect((await notices(he)).filter((n) => n.title === '报名成功')).toHaveLength(1)
    expect((await staffList(organiser, e.id)).counts).toMatchObject({ approved: 1, income: 9900 })
  })

  it('through the sandbox WeChat Pay on an audited event: waiting for the audit, told so', async () => {
    const e = await paidEvent({ auditRequired: true })
    const she = await woman()
    const s = await signUp(she, e.id)
    await ok(send(she, API.finance.sandboxPay, { orderNo: s.orderNo, provider: 'tenpay', confirm: true }))
    const [after] = await mine(she)
    expect(after).toMatchObject({ status: 'pending_audit', payMethod: 'tenpay', checkInCode: '' })
    expect((await notices(she))[0].title).toBe('报名已提交，等待审核')
    expect((await money.wallet(she)).balance).toBe(0)
  })

  it('with points when the tenant lets points pay for 活动报名; rejecting gives the points back', async () => {
    await money.withFinanceConfig(1, { creditFinanceItems: ['活动报名'] }, async () => {
      const e = await paidEvent({ auditRequired: true })
      const she = await woman()
      await givePoints(t, she.id, 1000)
      const s = await signUp(she, e.id)
      expect((await money.order(she, s.orderNo)).creditPrice).toBe(660)
      await ok(money.pay(she, s.orderNo, 'credit'))
      expect((await money.wallet(she)).credit).toBe(340)
      const rejected = await ok(
        send(organiser, API.active.auditSignup, { signupId: s.id, approve: false, reason: '本场已满员' })
      )
      expect(rejected).toMatchObject({ status: 'rejected', refunded: 660, payMethod: 'credit' })
      expect((await money.wallet(she)).credit).toBe(1000)
      expect((await notices(she))[0].body).toContain('660积分已退回')
      expect((await staffList(organiser, e.id)).counts.income).toBe(0)
    })
  })

  it('a balance payment for a sign-up the event cancellation closed is refused before money moves; a gateway payment comes back to the balance', async () => {
    const e = await paidEvent()
    const he = await aMan()
    const she = await woman()
    await fund(t, he.id, 9900)
    const his = await signUp(he, e.id)
    const hers = await signUp(she, e.id)
    await ok(send(organiser, API.active.cancelEvent, { eventId: e.id, reason: '场地临时无法使用' }))
    expectFailure(await money.pay(he, his.orderNo), ErrorCode.OrderNotPayable, SIGNUP_GONE)
    expect((await money.wallet(he)).balance).toBe(9900)
    expect((await money.order(he, his.orderNo)).status).toBe('unpaid')

    await ok(send(she, API.finance.sandboxPay, { orderNo: hers.orderNo, provider: 'tenpay', confirm: true }))
    expect((await money.wallet(she)).balance).toBe(6600)
    expect(await signupRow(hers.id)).toMatchObject({ status: 'cancelled', refunded: 6600, payMethod: 'tenpay' })
    expect((await notices(she))[0].title).toBe('报名未成功，款项已退回')
  })

  it('a hold that lapsed: the gateway payment admits it while a seat is free, returns the money once the gender is full', async () => {
    const e = await paidEvent({ quotaFemale: 1 })
    const first = await woman()
    const late = await signUp(first, e.id)
    await setSignup(late.id, { holdExpiresAt: new Date(Date.now() - MINUTE) })
    await gatewayPays(late.orderNo, 6600)
    expect(await signupRow(late.id)).toMatchObject({ status: 'approved', payMethod: 'tenpay' })

    const e2 = await paidEvent({ quotaFemale: 1 })
    const slow = await woman()
    const lapsed = await signUp(slow, e2.id)
    await setSignup(lapsed.id, { holdExpiresAt: new Date(Date.now() - MINUTE) })
    const quick = await signUp(await woman(), e2.id)
    expect(quick.status).toBe('unpaid')
    await gatewayPays(lapsed.orderNo, 6600)
    expect(await signupRow(lapsed.id)).toMatchObject({ status: 'cancelled', refunded: 6600 })
    expect((await money.wallet(slow)).balance).toBe(6600)
    expect((await seatsLeft(e2)).female).toBe(0)
  })
})

describe('holds that run out', () => {
  it('free the seat; the member sees the sign-up closed and may sign up again while a seat is free', async () => {
    const e = await paidEvent({ quotaFemale: 1 })
    const a = await woman()
    const b = await woman()
    const s = await signUp(a, e.id)
    expectFailure(await send(b, API.active.signUp, { eventId: e.id }), ErrorCode.Conflict, '女士名额已满')
    await setSignup(s.id, { holdExpiresAt: new Date(Date.now() - MINUTE) })
    await money.expireOrder(1, s.orderNo)
    expect((await seatsLeft(e)).female).toBe(1)
    expect((await mine(a))[0]).toMatchObject({
      status: 'cancelled',
      reason: HOLD_LAPSED,
      orderNo: '',
      cancellable: false
    })
    expect((await ok(t.call(API.active.getEventDetail, { eventId: e.id }, { token: a.token }))).signupBlocker).toBe('')
    const again = await signUp(a, e.id)
    expect(again).toMatchObject({ status: 'unpaid' })
    expect(again.orderNo).not.toBe(s.orderNo)
    expect(await signupRow(s.id)).toMatchObject({ status: 'cancelled', reason: HOLD_LAPSED })
    expectFailure(await money.pay(a, s.orderNo), ErrorCode.OrderNotPayable, '订单已过期，请重新下单')
  })
})

describe('cancelSignup', () => {
  it('an unpaid one at once: the seat is free and the order can no longer be paid', async () => {
    const e = await paidEvent()
    const she = await woman()
    await fund(t, she.id, 6600)
    const s = await signUp(she, e.id)
    const cancelled = await ok(send(she, API.active.cancelSignup, { signupId: s.id }))
    expect(cancelled).toMatchObject({ status: 'cancelled', refunded: 0, orderNo: '', cancellable: false })
    expect((await seatsLeft(e)).female).toBe(10)
    expectFailure(await money.pay(she, s.orderNo), ErrorCode.OrderNotPayable, '订单已过期，请重新下单')
    expect((await money.wallet(she)).balance).toBe(6600)
  })

  it('a paid one before the cut-off is refunded to the balance, once', async () => {
    const e = await paidEvent()
    const she = await woman()
    await fund(t, she.id, 6600)
    const s = await signUp(she, e.id)
    await ok(money.pay(she, s.orderNo))
    expect((await money.wallet(she)).balance).toBe(0)
    const cancelled = await ok(send(she, API.active.cancelSignup, { signupId: s.id }))
    expect(cancelled).toMatchObject({ status: 'cancelled', refunded: 6600 })
    expect((await money.wallet(she)).balance).toBe(6600)
    expect(await ok(send(she, API.active.cancelSignup, { signupId: s.id }))).toMatchObject({
      status: 'cancelled',
      refunded: 6600
    })
    expect((await money.wallet(she)).balance).toBe(6600)
    const refunds = await t.app.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.bizType, 'event_refund'), eq(ledgerEntries.bizId, String(s.id))))
    expect(refunds.filter((r) => r.userId === she.id)).toEqual([
      expect.objectContaining({ amount: 6600, title: `活动报名退款：${e.title}` })
    ])
  })

  it('after the cut-off only a matchmaker can help; a signed-in guest cannot cancel', async () => {
    const e = await freeEvent()
    const she = await woman()
    const s = await signUp(she, e.id)
    await kit.setEvent(e.id, { cancelDeadline: new Date(Date.now() - MINUTE) })
    expectFailure(
      await send(she, API.active.cancelSignup, { signupId: s.id }),
      40000,
      '已过取消截止时间，如需取消请联系红娘'
    )
    await setSignup(s.id, { status: 'checked_in', checkedInAt: new Date() })
    expectFailure(await send(she, API.active.cancelSignup, { signupId: s.id }), 40000, '已签到的报名不能取消')
  })

  it("someone else's sign-up is not found; bad input and logged-out callers are refused", async () => {
    const e = await freeEvent()
    const s = await signUp(await woman(), e.id)
    expectFailure(await send(await woman(), API.active.cancelSignup, { signupId: s.id }), 40400, '报名记录不存在')
    expectFailure(await send(adminB, API.active.cancelSignup, { signupId: s.id }), 40400, '报名记录不存在')
    expectFailure(await send(plain, API.active.cancelSignup, { signupId: 'x' }), 40000, '报名记录不正确')
    expectUnauthorized(await t.call(API.active.cancelSignup, { signupId: s.id }))
  })
})

describe('getMySignupPage', () => {
  it('lists my sign-ups newest first with their event cards, page by page', async () => {
    const she = await woman()
    const events = [
      await freeEvent({ title: '读书会' }),
      await freeEvent({ title: '徒步' }),
      await paidEvent({ title: '品酒' })
    ]
    for (const e of events) await signUp(she, e.id)
    const first = await ok(send(she, API.active.getMySignupPage, { cursor: '', pageSize: 2 }))
    expect(first.list.map((i) => i.event.title)).toEqual(['品酒', '徒步'])
    expect(first.list[0]).toMatchObject({ status: 'unpaid', event: { id: events[2].id, seatsLeft: { female: 9 } } })
    expect(first.nextCursor).not.toBe('')
    const second = await ok(send(she, API.active.getMySignupPage, { cursor: first.nextCursor, pageSize: 2 }))
    expect(second.list.map((i) => i.event.title)).toEqual(['读书会'])
    expect(second.nextCursor).toBe('')
    expect((await ok(send(plain, API.active.getMySignupPage, { cursor: '', pageSize: 10 }))).list).toEqual([])
    expectFailure(await send(she, API.active.getMySignupPage, { cursor: 'abc', pageSize: 10 }), 40000, '分页参数不正确')
    expectUnauthorized(await t.call(API.active.getMySignupPage, { cursor: '', pageSize: 10 }))
  })
})

describe('getSignupPage (staff)', () => {
  it('lists by status and by nickname or member id, with the counts', async () => {
    const e = await paidEvent({ auditRequired: true })
    const a = await lover(t, { nickname: '晓雯' })
    const b = await lover(t, { nickname: '小雨' })
    const c = await aMan()
    await fund(t, a.id, 6600)
    const sa = await signUp(a, e.id)
    await ok(money.pay(a, sa.orderNo))
    await signUp(b, e.id)
    const sc = await signUp(c, e.id)
    await setSignup(sc.id, { holdExpiresAt: new Date(Date.now() - MINUTE) })

    const all = await staffList(organiser, e.id)
    expect(all.list.map((s: ManagedSignup) => s.userId)).toEqual([c.id, b.id, a.id])
    expect(all.counts).toEqual({ unpaid: 1, pendingAudit: 1, approved: 0, checkedIn: 0, income: 6600 })
    expect(all).toMatchObject({ pickers: 0, revealed: false, matchedPairs: 0 })
    expect(all.list[2]).toMatchObject({
      nickname: '晓雯',
      gender: 'female',
      status: 'pending_audit',
      fee: 6600,
      payMethod: 'wallet',
      realNameVerified: false
    })
    expect(all.list[2].age).toBeGreaterThan(20)
    expect(all.list[0]).toMatchObject({ status: 'cancelled', reason: HOLD_LAPSED })

    const ids = async (filter: string, keyword?: string) =>
      (await staffList(organiser, e.id, filter, keyword)).list.map((s: ManagedSignup) => s.userId)
    expect(await ids('pending_audit')).toEqual([a.id])
    expect(await ids('unpaid')).toEqual([b.id])
    expect(await ids('closed')).toEqual([c.id])
    expect(await ids('approved')).toEqual([])
    expect(await ids('all', '晓')).toEqual([a.id])
    expect(await ids('all', String(b.id))).toEqual([b.id])
    expect(await ids('all', '100%')).toEqual([])
  })

  it('pages by cursor', async () => {
    const e = await freeEvent()
    const who = [await woman(), await woman(), await woman()]
    for (const w of who) await signUp(w, e.id)
    const p1 = await ok(
      send(admin, API.active.getSignupPage, { eventId: e.id, filter: 'all', cursor: '', pageSize: 2 })
    )
    expect(p1.list).toHaveLength(2)
    const p2 = await ok(
      send(admin, API.active.getSignupPage, { eventId: e.id, filter: 'all', cursor: p1.nextCursor, pageSize: 2 })
    )
    expect(p2.list.map((s: ManagedSignup) => s.userId)).toEqual([who[0].id])
    expect(p2.nextCursor).toBe('')
  })

  it('only the organiser or an admin of the tenant', async () => {
    const e = await freeEvent()
    const body = { eventId: e.id, filter: 'all', cursor: '', pageSize: 10 }
    await ok(send(admin, API.active.getSignupPage, body))
    expectFailure(
      await send(otherMatchmaker, API.active.getSignupPage, body),
      40300,
      '只有活动的组织者或管理员可以操作'
    )
    expectFailure(await send(plain, API.active.getSignupPage, body), 40300, '没有权限')
    expectFailure(await send(adminB, API.active.getSignupPage, body), 40400, '活动不存在或已下线')
    expectFailure(await send(admin, API.active.getSignupPage, { ...body, filter: 'paid' }), 40000, '筛选条件不正确')
    expectUnauthorized(await t.call(API.active.getSignupPage, body))
  })
})

describe('auditSignup', () => {
  it('approves: the member gets the sign-in code and a notice', async () => {
    const e = await freeEvent({ auditRequired: true })
    const she = await woman()
    const s = await signUp(she, e.id)
    const approved = await ok(send(organiser, API.active.auditSignup, { signupId: s.id, approve: true, reason: '' }))
    expect(approved).toMatchObject({ id: s.id, status: 'approved', userId: she.id })
    expect((await mine(she))[0].checkInCode).toMatch(/^\d{6}$/)
    expect((await notices(she))[0]).toMatchObject({ title: '报名审核通过', link: NOTICE_PAGES.activeMySignup })
    expect(await signupRow(s.id)).toMatchObject({ auditedBy: organiser.id })
  })

  it('rejects with a reason, refunding a paid sign-up once, and the member reads both', async () => {
    const e = await paidEvent({ auditRequired: true })
    const she = await woman()
    await fund(t, she.id, 6600)
    const s = await signUp(she, e.id)
    await ok(money.pay(she, s.orderNo))
    expectFailure(
      await send(organiser, API.active.auditSignup, { signupId: s.id, approve: false, reason: '  ' }),
      40000,
      '请填写未通过的原因'
    )
    const rejected = await ok(
      send(admin, API.active.auditSignup, { signupId: s.id, approve: false, reason: '资料与实际不符' })
    )
    expect(rejected).toMatchObject({ status: 'rejected', refunded: 6600, reason: '资料与实际不符' })
    expect((await money.wallet(she)).balance).toBe(6600)
    expect((await notices(she))[0]).toMatchObject({
      title: '报名未通过审核',
      body: `「${e.title}」原因：资料与实际不符。报名费66.00元已退回余额。`
    })
    expectFailure(
      await send(admin, API.active.auditSignup, { signupId: s.id, approve: false, reason: '重复操作' }),
      40000,
      '该报名不在待审核状态，请刷新后再试'
    )
    expect((await money.wallet(she)).balance).toBe(6600)
    expect((await mine(she))[0]).toMatchObject({ status: 'rejected', refunded: 6600, reason: '资料与实际不符' })
    await expectLedgerSound(t)
  })

  it('only the organiser or an admin; others are refused, unknown sign-ups not found', async () => {
    const e = await freeEvent({ auditRequired: true })
    const s = await signUp(await woman(), e.id)
    const body = { signupId: s.id, approve: true, reason: '' }
    expectFailure(await send(otherMatchmaker, API.active.auditSignup, body), 40300, '只有活动的组织者或管理员可以操作')
    expectFailure(await send(plain, API.active.auditSignup, body), 40300, '没有权限')
    expectFailure(await send(adminB, API.active.auditSignup, body), 40400, '报名记录不存在')
    expectFailure(
      await send(admin, API.active.auditSignup, { ...body, reason: '字'.repeat(201) }),
      40000,
      '原因最多200个字'
    )
    expectUnauthorized(await t.call(API.active.auditSignup, body))
    expect((await signupRow(s.id)).status).toBe('pending_audit')
  })
})

describe('checkIn', () => {
  it('five wrong codes a minute per organiser and event, then even a right one waits; others are not held up', async () => {
    const e = await freeEvent()
    const she = await woman()
    const s = await signUp(she, e.id)
    const code = (await mine(she)).find((m) => m.id === s.id)!.checkInCode
    await kit.moveTo(e.id, 'ongoing')
    const wrong = (n: number) => String(100000 + n)
    const guesses = await Promise.all(
      Array.from({ length: 8 }, (_, i) => send(organiser, API.active.checkIn, { eventId: e.id, code: wrong(i) }))
    )
    expect(guesses.map((g) => g.body.msg).sort()).toEqual([
      ...Array(5).fill('签到码无效'),
      ...Array(3).fill('签到码错误次数过多，请一分钟后再试')
    ])
    const right = await send(organiser, API.active.checkIn, { eventId: e.id, code })
    expect(right.status).toBe(429)
    expect(right.body).toMatchObject({ code: 42900, msg: '签到码错误次数过多，请一分钟后再试' })
    // The admin at the same door is not held up by the organiser's typos.
    expect(await ok(send(admin, API.active.checkIn, { eventId: e.id, code }))).toMatchObject({ status: 'checked_in' })
  })

  it('only on the event day, with a live code of this event, once', async () => {
    const e = await freeEvent({ auditRequired: true })
    const other = await freeEvent()
    const she = await woman()
    const he = await aMan()
    const s = await signUp(she, e.id)
    await ok(send(organiser, API.active.auditSignup, { signupId: s.id, approve: true, reason: '' }))
    const code = (await mine(she))[0].checkInCode
    const otherCode = (await signUp(he, other.id)).checkInCode

    expectFailure(await send(organiser, API.active.checkIn, { eventId: e.id, code }), 40000, '签到仅限活动当天')
    await kit.moveTo(e.id, 'ongoing')

    expectFailure(await send(organiser, API.active.checkIn, { eventId: e.id, code: '000000' }), 40000, '签到码无效')
    expectFailure(await send(organiser, API.active.checkIn, { eventId: e.id, code: otherCode }), 40000, '签到码无效')

    const done = await ok(send(organiser, API.active.checkIn, { eventId: e.id, code: ` ${code} ` }))
    expect(done).toMatchObject({ id: s.id, status: 'checked_in' })
    expect(Date.now() - Date.parse(done.checkedInAt)).toBeLessThan(60_000)
    expect(await signupRow(s.id)).toMatchObject({ checkedInBy: organiser.id })
    const at = new Date(Date.parse(done.checkedInAt) + 8 * HOUR).toISOString().slice(11, 16)
    expectFailure(
      await send(admin, API.active.checkIn, { eventId: e.id, code: signinQrText(e.id, code) }),
      40000,
      `该会员已签到（${at}）`
    )
    expect((await mine(she))[0]).toMatchObject({ status: 'checked_in', checkInCode: code })
  })

  it('tells staff why a guest cannot be signed in yet', async () => {
    const e = await paidEvent({ auditRequired: true })
    const unpaid = await signUp(await woman(), e.id)
    const pending = await kit.signup(e.id, await woman(), 'female', 'pending_audit', { checkInCode: '246810' })
    await kit.moveTo(e.id, 'ongoing')
    expect(pending.checkInCode).toBe('246810')
    const unpaidCode = (await signupRow(unpaid.id)).checkInCode
    expectFailure(
      await send(organiser, API.active.checkIn, { eventId: e.id, code: unpaidCode }),
      40000,
      '该报名尚未支付'
    )
    expectFailure(
      await send(organiser, API.active.checkIn, { eventId: e.id, code: '246810' }),
      40000,
      '该报名尚未审核通过'
    )
  })

  it('a scanned QR of this event signs in; only the organiser or an admin of this tenant may', async () => {
    const e = await freeEvent()
    const s = await signUp(await woman(), e.id)
    await kit.moveTo(e.id, 'ongoing')
    const body = { eventId: e.id, code: signinQrText(e.id, s.checkInCode) }
    expectFailure(await send(otherMatchmaker, API.active.checkIn, body), 40300, '只有活动的组织者或管理员可以操作')
    expectFailure(await send(plain, API.active.checkIn, body), 40300, '没有权限')
    expectFailure(await send(adminB, API.active.checkIn, body), 40400, '活动不存在或已下线')
    expectFailure(await send(admin, API.active.checkIn, { eventId: e.id, code: '' }), 40000, '请输入签到码')
    expectUnauthorized(await t.call(API.active.checkIn, body))
    expect(await ok(send(admin, API.active.checkIn, body))).toMatchObject({ id: s.id, status: 'checked_in' })
  })
})

describe('order records', () => {
  it('an event fee order has no product behind it', async () => {
    const e = await paidEvent()
    const s = await signUp(await aMan(), e.id)
    const [row] = await t.app.db
      .select()
      .from(finOrders)
      .where(and(eq(finOrders.tenantId, 1), eq(finOrders.orderNo, s.orderNo)))
    expect(row).toMatchObject({ productId: null, kind: 'event', amount: 9900 })
  })
})
