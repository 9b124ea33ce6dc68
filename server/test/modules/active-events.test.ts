import { and, eq } from 'drizzle-orm'
import { API } from '@contract/api'
import type { EventCard, EventInput, EventTab, ManagedEventItem, ManagedEventTab } from '@contract/active'
import { ErrorCode } from '@contract/envelope'
import { NOTICE_PAGES } from '@contract/notice'
import { eventPicks, events, eventSignups, memberNotices, users } from '../../src/db/schema'
import { activeKit, eventInput } from '../helpers/active'
import { buildTestApp, HOST_B, type TestApp } from '../helpers/app'
import { expectLedgerSound, financeKit, ok } from '../helpers/finance'
import { lover, man, member, setProfile, type Lover } from '../helpers/love'
import { expectFailure, expectUnauthorized } from '../helpers/members'
import { uploadedImage } from '../helpers/upload'

let t: TestApp
const kit = activeKit(() => t)
const money = financeKit(() => t)

let admin: Lover
let organiser: Lover
let otherMatchmaker: Lover
let plain: Lover
let adminB: Lover

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000, LIST_RATE_LIMIT_PER_MINUTE: 1_000_000 })
  admin = await kit.admin()
  organiser = await kit.matchmaker()
  otherMatchmaker = await kit.matchmaker()
  plain = await member(t)
  adminB = await kit.admin(HOST_B)
})
afterAll(async () => {
  await t.close()
})

const as = (who: Lover) => ({ token: who.token, host: who.host })
const iso = (ms: number) => new Date(ms).toISOString()

/** Every event id a tab lists, two a page, so the cursor is followed. */
async function listed(tab: EventTab, opts: { kind?: 'offline' | 'online'; host?: string; token?: string } = {}) {
  const ids: number[] = []
  let cursor = ''
  for (;;) {
    const page = await ok(
      t.call(
        API.active.getEventPage,
        { tab, cursor, pageSize: 2, ...(opts.kind ? { kind: opts.kind } : {}) },
        { host: opts.host, token: opts.token }
      )
    )
    ids.push(...page.list.map((c: EventCard) => c.id))
    if (!page.nextCursor) return ids
    cursor = page.nextCursor
  }
}

async function managed(who: Lover, tab: ManagedEventTab): Promise<ManagedEventItem[]> {
  const items: ManagedEventItem[] = []
  let cursor = ''
  for (;;) {
    const page = await ok(t.call(API.active.getManagedEventPage, { tab, cursor, pageSize: 2 }, as(who)))
    items.push(...page.list)
    if (!page.nextCursor) return items
    cursor = page.nextCursor
  }
}

const only = (ids: number[], mine: number[]) => ids.filter((id) => mine.includes(id))

const detail = (eventId: number, who?: Lover) => t.call(API.active.getEventDetail, { eventId }, who ? as(who) : {})

const save = (who: Lover, body: Partial<EventInput> & { id?: number }) =>
  t.call(API.active.saveEvent, { ...eventInput(), ...body }, as(who))

async function eventRow(id: number, tenantId = 1) {
  const [row] = await t.app.db
    .select()
    .from(events)
    .where(and(eq(events.tenantId, tenantId), eq(events.id, id)))
  return row
}

describe('getEventPage', () => {
  it('shows visitors and members the published events by time: soonest ahead first, past and cancelled newest first; drafts never', async () => {
    const now = Date.now()
    const later = await kit.published(organiser, { startsAt: iso(now + 5 * DAY), endsAt: iso(now + 5 * DAY + HOUR) })
    const sooner = await kit.published(organiser, { startsAt: iso(now + 4 * DAY), endsAt: iso(now + 4 * DAY + HOUR) })
    const draft = await kit.event(organiser)
    const running = await kit.published(organiser)
    await kit.moveTo(running.id, 'ongoing')
    const over = await kit.published(organiser)
    await kit.moveTo(over.id, 'finished')
    const called = await kit.published(organiser)
    await ok(t.call(API.active.cancelEvent, { eventId: called.id, reason: '场地临时无法使用' }, as(organiser)))
    const closed = await kit.published(organiser)
    await kit.moveTo(closed.id, 'signup_closed')
    const mine = [later.id, sooner.id, draft.id, running.id, over.id, called.id, closed.id]

    // signup_closed starts in a day, sooner in four, later in five.
    expect(only(await listed('upcoming'), mine)).toEqual([closed.id, sooner.id, later.id])
    expect(only(await listed('upcoming', { token: plain.token }), mine)).toEqual([closed.id, sooner.id, later.id])
    expect(only(await listed('ongoing'), mine)).toEqual([running.id])
    // The cancelled one was to start in three days, the finished one a day ago.
    expect(only(await listed('past'), mine)).toEqual([called.id, over.id])
  })

  it('gives each card its phase, seats left per gender and how many signed up', async () => {
    const e = await kit.published(organiser, { quotaMale: 3, quotaFemale: 2, title: '卡片座位测试' })
    await kit.signup(e.id, await man(t), 'male', 'approved')
    await kit.signup(e.id, await lover(t), 'female', 'pending_audit')
    await kit.signup(e.id, await lover(t), 'female', 'unpaid', { holdExpiresAt: new Date(Date.now() - 1000) })
    await kit.signup(e.id, await lover(t), 'female', 'cancelled')
    const page = await ok(t.call(API.active.getEventPage, { tab: 'upcoming', cursor: '', pageSize: 50 }, {}))
    const card = page.list.find((c) => c.id === e.id)!
    expect(card).toMatchObject({
      title: '卡片座位测试',
      phase: 'published',
      quota: { male: 3, female: 2 },
      seatsLeft: { male: 2, female: 1 },
      signedCount: 2,
      price: { male: 9900, female: 6600 }
    })
  })

  it('filters by kind', async () => {
    const online = await kit.published(organiser, { kind: 'online', venue: '', location: null })
    const offline = await kit.published(organiser)
    expect(only(await listed('upcoming', { kind: 'online' }), [online.id, offline.id])).toEqual([online.id])
    expect(only(await listed('upcoming', { kind: 'offline' }), [online.id, offline.id])).toEqual([offline.id])
  })

  it("never lists another tenant's events", async () => {
    const a = await kit.published(organiser)
    const b = await kit.published(adminB)
    expect(await listed('upcoming', { host: HOST_B })).not.toContain(a.id)
    expect(await listed('upcoming', { host: HOST_B })).toContain(b.id)
    expect(await listed('upcoming')).not.toContain(b.id)
  })

  it('refuses a forged cursor and an unknown tab', async () => {
    const forged = await t.call(API.active.getEventPage, { tab: 'past', cursor: 'bm90LWEtY3Vyc29y', pageSize: 10 }, {})
    expectFailure(forged, ErrorCode.BadRequest, '分页参数不正确')
    const tab = await t.call(API.active.getEventPage, { tab: 'soon', cursor: '', pageSize: 10 }, {})
    expectFailure(tab, ErrorCode.BadRequest, '活动分类不正确')
  })
})

describe('getEventDetail', () => {
  it('shows a visitor the event, asks them to log in to sign up and shows admitted, visible guests only', async () => {
    const startsAt = Date.now() + 3 * DAY
    const event = await kit.published(organiser, {
      startsAt: iso(startsAt),
      endsAt: iso(startsAt + 3 * HOUR),
      mutualSelection: true,
      picksPerGuest: 3,
      revealAt: iso(startsAt + 4 * HOUR),
      auditRequired: true
    })
    const avatarOf = async (who: Lover, url: string) => {
      await t.app.db
        .update(users)
        .set({ headPic: url })
        .where(and(eq(users.tenantId, 1), eq(users.id, who.id)))
    }
    const shown = await man(t)
    await avatarOf(shown, '/uploads/shown.jpg')
    await kit.signup(event.id, shown, 'male', 'approved')
    const signedIn = await lover(t)
    await avatarOf(signedIn, '/uploads/signed-in.jpg')
    await kit.signup(event.id, signedIn, 'female', 'checked_in')
    const hiding = await lover(t)
    await avatarOf(hiding, '/uploads/hiding.jpg')
    await setProfile(t, hiding.id, { hideFromFeed: true })
    await kit.signup(event.id, hiding, 'female', 'approved')
    const staffHidden = await lover(t)
    await avatarOf(staffHidden, '/uploads/staff-hidden.jpg')
    await setProfile(t, staffHidden.id, { staffHidden: true })
    await kit.signup(event.id, staffHidden, 'female', 'approved')
    const disabled = await man(t)
    await avatarOf(disabled, '/uploads/disabled.jpg')
    await kit.signup(event.id, disabled, 'male', 'approved')
    await t.app.db
      .update(users)
      .set({ status: 'disabled' })
      .where(and(eq(users.tenantId, 1), eq(users.id, disabled.id)))
    const waiting = await man(t)
    await avatarOf(waiting, '/uploads/waiting.jpg')
    await kit.signup(event.id, waiting, 'male', 'pending_audit')

    const seen = await ok(detail(event.id))
    expect(seen).toMatchObject({
      id: event.id,
      phase: 'published',
      venue: '西湖边咖啡馆',
      location: { lat: 30.25, lng: 120.15 },
      rules: '请准时到场，着装得体。',
      organiser: '甲城红娘团队',
      auditRequired: true,
      picksPerGuest: 3,
      revealAt: iso(startsAt + 4 * HOUR),
      mySignup: null,
      signupBlocker: '登录后报名',
      pointsAccepted: false
    })
    expect(seen.guestAvatars).toEqual(['/uploads/signed-in.jpg', '/uploads/shown.jpg'])
    // The seat count still includes everyone holding a seat, hidden or not.
    expect(seen.signedCount).toBe(6)
  })

  it("shows a member their own live sign-up, and an expired token reads as a visitor's", async () => {
    const event = await kit.published(organiser, { priceMale: 0, priceFemale: 0 })
    const guest = await lover(t)
    const own = await kit.signup(event.id, guest, 'female', 'approved')
    const seen = await ok(detail(event.id, guest))
    expect(seen.mySignup).toMatchObject({ id: own.id, status: 'approved', checkInCode: own.checkInCode })
    expect(seen.signupBlocker).toBe('你已报名')
    const late = await man(t)
    await kit.signup(event.id, late, 'male', 'unpaid', { holdExpiresAt: new Date(Date.now() - 1000) })
    expect((await ok(detail(event.id, late))).mySignup).toBeNull()
    const stale = await ok(detail(event.id, { ...guest, token: 'no-such-session' }))
    expect(stale.mySignup).toBeNull()
    expect(stale.signupBlocker).toBe('登录后报名')
  })

  it('moves through its phases as time passes', async () => {
    const event = await kit.published(organiser)
    expect((await ok(detail(event.id))).phase).toBe('published')
    await kit.moveTo(event.id, 'signup_closed')
    expect((await ok(detail(event.id))).phase).toBe('signup_closed')
    await kit.moveTo(event.id, 'ongoing')
    expect((await ok(detail(event.id))).phase).toBe('ongoing')
    await kit.moveTo(event.id, 'finished')
    expect((await ok(detail(event.id))).phase).toBe('finished')
  })

  it('says points may pay when the tenant lets points pay for 活动报名', async () => {
    const event = await kit.published(organiser)
    await money.withFinanceConfig(1, { creditFinanceItems: ['VIP', '活动报名'] }, async () => {
      expect((await ok(detail(event.id))).pointsAccepted).toBe(true)
    })
    expect((await ok(detail(event.id))).pointsAccepted).toBe(false)
  })

  it("answers 40400 for a draft, an unknown id and another tenant's event", async () => {
    const draft = await kit.event(organiser)
    expectFailure(await detail(draft.id, plain), ErrorCode.NotFound, '活动不存在或已下线')
    expectFailure(await detail(2_147_483_000), ErrorCode.NotFound, '活动不存在或已下线')
    const b = await kit.published(adminB)
    expectFailure(await detail(b.id), ErrorCode.NotFound, '活动不存在或已下线')
    expectFailure(await detail(b.id, plain), ErrorCode.NotFound, '活动不存在或已下线')
    expectFailure(await t.call(API.active.getEventDetail, { eventId: 0 }, {}), ErrorCode.BadRequest, '活动不正确')
  })
})

describe('saveEvent', () => {
  it('creates a draft the caller organises, with everything they set', async () => {
    const cover = await uploadedImage(t, organiser.token)
    const input = eventInput({ cover, title: '  周末徒步联谊  ', mutualSelection: false, picksPerGuest: 0 })
    const saved = await ok(t.call(API.active.saveEvent, input, as(organiser)))
    expect(saved).toMatchObject({
      ...input,
      title: '周末徒步联谊',
      status: 'draft',
      phase: 'draft',
      organiserId: organiser.id,
      hasPaidSignups: false,
      revealedAt: ''
    })
    expect(await ok(t.call(API.active.getEventForEdit, { eventId: saved.id }, as(organiser)))).toEqual(saved)
    // Members see nothing of a draft.
    expect(await listed('upcoming')).not.toContain(saved.id)
  })

  it('keeps no map point for an online event', async () => {
    const saved = await ok(save(organiser, { kind: 'online', venue: '', location: { lat: 30, lng: 120 } }))
    expect(saved.location).toBeNull()
  })

  const now = Date.now()
  const start = now + 3 * DAY
  it.each<[string, Partial<EventInput>, string]>([
    ['a one-character title', { title: '聚' }, '活动名称须为2-40个字'],
    ['a 41-character title', { title: '派'.repeat(41) }, '活动名称须为2-40个字'],
    ['a blank title', { title: '   ' }, '请填写活动名称'],
    ['an offline event without a venue', { venue: ' ' }, '请填写活动地点'],
    ['a time that is no time', { startsAt: 'tomorrow' }, '请选择活动开始时间'],
    [
      'sign-up closing before it opens',
      { signupStartsAt: iso(now + DAY), signupEndsAt: iso(now + HOUR) },
      '报名截止时间须晚于报名开始时间'
    ],
    ['sign-up closing after the start', { signupEndsAt: iso(start + HOUR) }, '报名截止时间不能晚于活动开始时间'],
    ['an end before the start', { endsAt: iso(start - HOUR) }, '活动结束时间须晚于开始时间'],
    ['cancelling allowed after the start', { cancelDeadline: iso(start + HOUR) }, '取消截止时间不能晚于活动开始时间'],
    ['no seats at all', { quotaMale: 0, quotaFemale: 0 }, '男士和女士名额不能都为0'],
    ['too many seats', { quotaMale: 1001 }, '男士名额须为0-1000的整数'],
    ['a negative quota', { quotaFemale: -1 }, '女士名额须为0-1000的整数'],
    ['a price over 10000 yuan', { priceMale: 1_000_001 }, '男士费用须为0-10000元'],
    [
      'mutual selection with no picks',
      { mutualSelection: true, picksPerGuest: 0, revealAt: iso(start + HOUR) },
      '每人可选人数须为1-10'
    ],
    [
      'more than ten picks',
      { mutualSelection: true, picksPerGuest: 11, revealAt: iso(start + HOUR) },
      '每人可选人数须为1-10'
    ],
    [
      'mutual selection without a reveal time',
      { mutualSelection: true, picksPerGuest: 2, revealAt: '' },
      '请选择互选结果的揭晓时间'
    ],
    [
      'a reveal before the start',
      { mutualSelection: true, picksPerGuest: 2, revealAt: iso(start - HOUR) },
      '揭晓时间不能早于活动开始时间'
    ],
    [
      'a reveal over three days after the end',
      { mutualSelection: true, picksPerGuest: 2, revealAt: iso(start + 3 * HOUR + 3 * DAY + 1000) },
      '揭晓时间最晚为活动结束后3天'
    ],
    ['a latitude beyond 90°', { location: { lat: 91, lng: 120 } }, '纬度须为-90到90之间的数字'],
    ['a longitude beyond 180°', { location: { lat: 30, lng: -181 } }, '经度须为-180到180之间的数字'],
    ['a cover this server never stored', { cover: 'https://elsewhere.example/x.jpg' }, '封面图片不正确，请重新上传'],
    ['a cover that is no image address', { cover: 'javascript:alert(1)' }, '封面图片不正确，请重新上传']
  ])('refuses %s', async (_case, change, msg) => {
    const res = await save(organiser, { ...eventInput({}, now), ...change })
    expectFailure(res, ErrorCode.BadRequest, msg)
  })

  it('takes a reveal exactly three days after the end, and drops picks without mutual selection', async () => {
    const startsAt = Date.now() + 3 * DAY
    const endsAt = startsAt + 3 * HOUR
    const mutual = await ok(
      save(organiser, {
        mutualSelection: true,
        picksPerGuest: 10,
        revealAt: iso(endsAt + 3 * DAY),
        startsAt: iso(startsAt),
        endsAt: iso(endsAt)
      })
    )
    expect(mutual).toMatchObject({ mutualSelection: true, picksPerGuest: 10, revealAt: iso(endsAt + 3 * DAY) })
    const plainEvent = await ok(save(organiser, { mutualSelection: false, picksPerGuest: 4, revealAt: iso(endsAt) }))
    expect(plainEvent).toMatchObject({ mutualSelection: false, picksPerGuest: 0, revealAt: '' })
  })

  it("refuses a cover another member uploaded, and keeps a colleague's cover when an admin edits", async () => {
    const theirs = await uploadedImage(t, plain.token)
    expectFailure(await save(organiser, { cover: theirs }), ErrorCode.BadRequest, '封面图片不正确，请重新上传')
    const cover = await uploadedImage(t, organiser.token)
    const event = await kit.event(organiser, { cover })
    const edited = await ok(save(admin, { ...eventInput({ cover }), id: event.id, title: '管理员改过的标题' }))
    expect(edited).toMatchObject({ cover, title: '管理员改过的标题', organiserId: organiser.id })
  })

  it('lets the organiser and any admin change an event, and no other matchmaker', async () => {
    const event = await kit.published(organiser)
    const byOrganiser = await ok(save(organiser, { id: event.id, title: '组织者改过的标题' }))
    expect(byOrganiser).toMatchObject({ title: '组织者改过的标题', status: 'published' })
    const byAdmin = await ok(save(admin, { id: event.id, venue: '湖滨银泰' }))
    expect(byAdmin).toMatchObject({ venue: '湖滨银泰', organiserId: organiser.id })
    expectFailure(
      await save(otherMatchmaker, { id: event.id, title: '别人的活动' }),
      ErrorCode.Forbidden,
      '只有活动的组织者或管理员可以操作'
    )
    expect((await eventRow(event.id)).venue).toBe('湖滨银泰')
  })

  it('keeps kind and mutual selection once anyone signed up, and no quota below the seats held', async () => {
    const event = await kit.published(organiser, { quotaMale: 5, quotaFemale: 5 })
    await kit.signup(event.id, await man(t), 'male', 'approved')
    await kit.signup(event.id, await man(t), 'male', 'unpaid')
    await kit.signup(event.id, await lover(t), 'female', 'cancelled')
    const base = { ...eventInput({ quotaMale: 5, quotaFemale: 5 }), id: event.id }
    expectFailure(
      await save(organiser, { ...base, kind: 'online', venue: '' }),
      ErrorCode.BadRequest,
      '已有会员报名，不能修改活动类型'
    )
    expectFailure(
      await save(organiser, { ...base, mutualSelection: true, picksPerGuest: 2, revealAt: base.endsAt }),
      ErrorCode.BadRequest,
      '已有会员报名，不能修改是否互选'
    )
    expectFailure(
      await save(organiser, { ...base, quotaMale: 1 }),
      ErrorCode.BadRequest,
      '已有2位男士报名，男士名额不能少于2'
    )
    // The cancelled woman holds no seat.
    expect(await ok(save(organiser, { ...base, quotaMale: 2, quotaFemale: 0 }))).toMatchObject({
      quotaMale: 2,
      quotaFemale: 0
    })
  })

  it('refuses to edit a cancelled or finished event', async () => {
    const called = await kit.published(organiser)
    await ok(t.call(API.active.cancelEvent, { eventId: called.id, reason: '天气原因' }, as(organiser)))
    expectFailure(await save(organiser, { id: called.id }), ErrorCode.Conflict, '活动已取消，不能编辑')
    const over = await kit.published(organiser)
    await kit.moveTo(over.id, 'finished')
    expectFailure(await save(organiser, { id: over.id }), ErrorCode.Conflict, '活动已结束，不能编辑')
  })

  it("is for staff only, and never reaches another tenant's event", async () => {
    expectUnauthorized(await t.call(API.active.saveEvent, eventInput(), {}))
    expectFailure(await save(plain, {}), ErrorCode.Forbidden, '没有权限')
    const event = await kit.event(organiser)
    expectFailure(await save(adminB, { id: event.id }), ErrorCode.NotFound, '活动不存在或已下线')
    expect((await eventRow(event.id)).title).toBe('西湖边单身派对')
  })
})

describe('getEventForEdit', () => {
  it('tells staff whether anyone paid, for the organiser and admins only', async () => {
    const event = await kit.published(organiser)
    expect((await ok(t.call(API.active.getEventForEdit, { eventId: event.id }, as(admin)))).hasPaidSignups).toBe(false)
    await kit.paidSignup(event.id, await man(t), 'male', 9900)
    const seen = await ok(t.call(API.active.getEventForEdit, { eventId: event.id }, as(organiser)))
    expect(seen).toMatchObject({ id: event.id, hasPaidSignups: true, phase: 'published' })
    expectFailure(
      await t.call(API.active.getEventForEdit, { eventId: event.id }, as(otherMatchmaker)),
      ErrorCode.Forbidden,
      '只有活动的组织者或管理员可以操作'
    )
    expectFailure(
      await t.call(API.active.getEventForEdit, { eventId: event.id }, as(plain)),
      ErrorCode.Forbidden,
      '没有权限'
    )
    expectUnauthorized(await t.call(API.active.getEventForEdit, { eventId: event.id }, {}))
    expectFailure(
      await t.call(API.active.getEventForEdit, { eventId: event.id }, as(adminB)),
      ErrorCode.NotFound,
      '活动不存在或已下线'
    )
  })
})

describe('publishEvent', () => {
  it('puts a draft in front of members once', async () => {
    const draft = await kit.event(organiser)
    const published = await ok(t.call(API.active.publishEvent, { eventId: draft.id }, as(organiser)))
    expect(published).toMatchObject({ id: draft.id, status: 'published', phase: 'published' })
    expect((await ok(detail(draft.id))).phase).toBe('published')
    expectFailure(
      await t.call(API.active.publishEvent, { eventId: draft.id }, as(organiser)),
      ErrorCode.Conflict,
      '活动已发布'
    )
  })

  it('refuses a draft whose sign-up time is over', async () => {
    const draft = await kit.event(organiser)
    await kit.moveTo(draft.id, 'signup_closed')
    expectFailure(
      await t.call(API.active.publishEvent, { eventId: draft.id }, as(organiser)),
      ErrorCode.BadRequest,
      '报名截止时间已过，请修改时间后再发布'
    )
    expect((await eventRow(draft.id)).status).toBe('draft')
  })

  it('checks the fields again: a draft whose times were broken is not published', async () => {
    const draft = await kit.event(organiser)
    await kit.setEvent(draft.id, { endsAt: new Date(Date.now() + DAY) })
    expectFailure(
      await t.call(API.active.publishEvent, { eventId: draft.id }, as(admin)),
      ErrorCode.BadRequest,
      '活动结束时间须晚于开始时间'
    )
  })

  it('is for the organiser and admins of the tenant only', async () => {
    const draft = await kit.event(organiser)
    expectUnauthorized(await t.call(API.active.publishEvent, { eventId: draft.id }, {}))
    expectFailure(
      await t.call(API.active.publishEvent, { eventId: draft.id }, as(plain)),
      ErrorCode.Forbidden,
      '没有权限'
    )
    expectFailure(
      await t.call(API.active.publishEvent, { eventId: draft.id }, as(otherMatchmaker)),
      ErrorCode.Forbidden,
      '只有活动的组织者或管理员可以操作'
    )
    expectFailure(
      await t.call(API.active.publishEvent, { eventId: draft.id }, as(adminB)),
      ErrorCode.NotFound,
      '活动不存在或已下线'
    )
    expect((await eventRow(draft.id)).status).toBe('draft')
    expect(await ok(t.call(API.active.publishEvent, { eventId: draft.id }, as(admin)))).toMatchObject({
      status: 'published'
    })
  })
})

describe('cancelEvent', () => {
  it('closes every live sign-up, refunds the paid ones once and tells each member why', async () => {
    const event = await kit.published(organiser, { title: '秋日读书会' })
    const paidMan = await man(t)
    const paidWoman = await lover(t)
    const unpaid = await man(t)
    const free = await lover(t)
    const earlierLeaver = await lover(t)
    await kit.paidSignup(event.id, paidMan, 'male', 9900)
    await kit.paidSignup(event.id, paidWoman, 'female', 6600, 'pending_audit')
    await kit.signup(event.id, unpaid, 'male', 'unpaid', { fee: 9900, orderNo: 'O-unpaid' })
    await kit.signup(event.id, free, 'female', 'approved')
    await kit.signup(event.id, earlierLeaver, 'female', 'cancelled', { reason: '临时有事' })

    const res = await ok(
      t.call(API.active.cancelEvent, { eventId: event.id, reason: ' 场地临时无法使用 ' }, as(organiser))
    )
    expect(res).toEqual({ refunded: 2 })
    expect((await money.wallet(paidMan)).balance).toBe(9900)
    expect((await money.wallet(paidWoman)).balance).toBe(6600)

    const seen = await ok(detail(event.id, paidMan))
    expect(seen).toMatchObject({ phase: 'cancelled', mySignup: null })
    const row = await eventRow(event.id)
    expect(row).toMatchObject({ status: 'cancelled', cancelReason: '场地临时无法使用' })
    expect(row.cancelledAt).not.toBeNull()

    const signups = await t.app.db
      .select()
      .from(eventSignups)
      .where(and(eq(eventSignups.tenantId, 1), eq(eventSignups.eventId, event.id)))
    const byUser = new Map(signups.map((s) => [s.userId, s]))
    expect(byUser.get(paidMan.id)).toMatchObject({ status: 'cancelled', refunded: 9900 })
    expect(byUser.get(paidWoman.id)).toMatchObject({ status: 'cancelled', refunded: 6600 })
    expect(byUser.get(unpaid.id)).toMatchObject({ status: 'cancelled', refunded: 0 })
    expect(byUser.get(free.id)).toMatchObject({ status: 'cancelled', refunded: 0 })
    expect(byUser.get(earlierLeaver.id)).toMatchObject({ status: 'cancelled', reason: '临时有事' })

    const notices = await t.app.db
      .select()
      .from(memberNotices)
      .where(and(eq(memberNotices.tenantId, 1), eq(memberNotices.title, '活动已取消')))
    const told = (who: Lover) => notices.filter((n) => n.userId === who.id)
    expect(told(paidMan)).toHaveLength(1)
    expect(told(paidMan)[0]).toMatchObject({ kind: 'event', link: NOTICE_PAGES.activeMySignup })
    expect(told(paidMan)[0].body).toContain('秋日读书会')
    expect(told(paidMan)[0].body).toContain('场地临时无法使用')
    expect(told(paidMan)[0].body).toContain('99.00元已退回余额')
    expect(told(free)[0].body).not.toContain('退回')
    expect(told(unpaid)).toHaveLength(1)
    expect(told(earlierLeaver)).toHaveLength(0)

    expectFailure(
      await t.call(API.active.cancelEvent, { eventId: event.id, reason: '再取消一次' }, as(admin)),
      ErrorCode.Conflict,
      '活动已取消，请勿重复操作'
    )
    expect((await money.wallet(paidMan)).balance).toBe(9900)
    await expectLedgerSound(t)
  })

  it('needs a reason, a published event that is not over, and the organiser or an admin', async () => {
    const event = await kit.published(organiser)
    expectFailure(
      await t.call(API.active.cancelEvent, { eventId: event.id, reason: '  ' }, as(organiser)),
      ErrorCode.BadRequest,
      '请填写取消原因（最多200个字）'
    )
    expectUnauthorized(await t.call(API.active.cancelEvent, { eventId: event.id, reason: '天气' }, {}))
    expectFailure(
      await t.call(API.active.cancelEvent, { eventId: event.id, reason: '天气' }, as(plain)),
      ErrorCode.Forbidden,
      '没有权限'
    )
    expectFailure(
      await t.call(API.active.cancelEvent, { eventId: event.id, reason: '天气' }, as(otherMatchmaker)),
      ErrorCode.Forbidden,
      '只有活动的组织者或管理员可以操作'
    )
    expectFailure(
      await t.call(API.active.cancelEvent, { eventId: event.id, reason: '天气' }, as(adminB)),
      ErrorCode.NotFound,
      '活动不存在或已下线'
    )
    expect((await eventRow(event.id)).status).toBe('published')

    const draft = await kit.event(organiser)
    expectFailure(
      await t.call(API.active.cancelEvent, { eventId: draft.id, reason: '天气' }, as(organiser)),
      ErrorCode.BadRequest,
      '草稿还未发布，不需要取消，可以直接删除'
    )
    const over = await kit.published(organiser)
    await kit.moveTo(over.id, 'finished')
    expectFailure(
      await t.call(API.active.cancelEvent, { eventId: over.id, reason: '天气' }, as(organiser)),
      ErrorCode.Conflict,
      '活动已结束，不能取消'
    )
    expect(await ok(t.call(API.active.cancelEvent, { eventId: event.id, reason: '天气' }, as(admin)))).toEqual({
      refunded: 0
    })
  })
})

describe('deleteEvent', () => {
  it('removes an event nobody paid for, with its sign-ups and picks', async () => {
    const event = await kit.published(organiser, {
      mutualSelection: true,
      picksPerGuest: 2,
      revealAt: iso(Date.now() + 3 * DAY + HOUR)
    })
    const a = await man(t)
    const b = await lover(t)
    await kit.signup(event.id, a, 'male', 'checked_in')
    await kit.signup(event.id, b, 'female', 'checked_in')
    await t.app.db.insert(eventPicks).values({ tenantId: 1, eventId: event.id, fromUserId: a.id, toUserId: b.id })
    expect(await ok(t.call(API.active.deleteEvent, { eventId: event.id }, as(organiser)))).toEqual({ ok: true })
    expect(await eventRow(event.id)).toBeUndefined()
    expectFailure(await detail(event.id), ErrorCode.NotFound, '活动不存在或已下线')
    expectFailure(
      await t.call(API.active.getEventForEdit, { eventId: event.id }, as(organiser)),
      ErrorCode.NotFound,
      '活动不存在或已下线'
    )
    const left = await t.app.db
      .select()
      .from(eventSignups)
      .where(and(eq(eventSignups.tenantId, 1), eq(eventSignups.eventId, event.id)))
    expect(left).toEqual([])
  })

  it('refuses once anyone paid, even after the refund, and says to cancel instead', async () => {
    const event = await kit.published(organiser)
    await kit.paidSignup(event.id, await man(t), 'male', 9900)
    const refused = await t.call(API.active.deleteEvent, { eventId: event.id }, as(admin))
    expectFailure(
      refused,
      ErrorCode.BadRequest,
      '已有会员付费报名，不能删除；如活动不再举办，请取消活动，报名费会自动退回'
    )
    await ok(t.call(API.active.cancelEvent, { eventId: event.id, reason: '报名人数不足' }, as(admin)))
    expectFailure(
      await t.call(API.active.deleteEvent, { eventId: event.id }, as(admin)),
      ErrorCode.BadRequest,
      '已有会员付费报名，不能删除；如活动不再举办，请取消活动，报名费会自动退回'
    )
    expect(await eventRow(event.id)).toBeDefined()
    await expectLedgerSound(t)
  })

  it('is for the organiser and admins of the tenant only', async () => {
    const draft = await kit.event(organiser)
    expectUnauthorized(await t.call(API.active.deleteEvent, { eventId: draft.id }, {}))
    expectFailure(
      await t.call(API.active.deleteEvent, { eventId: draft.id }, as(plain)),
      ErrorCode.Forbidden,
      '没有权限'
    )
    expectFailure(
      await t.call(API.active.deleteEvent, { eventId: draft.id }, as(otherMatchmaker)),
      ErrorCode.Forbidden,
      '只有活动的组织者或管理员可以操作'
    )
    expectFailure(
      await t.call(API.active.deleteEvent, { eventId: draft.id }, as(adminB)),
      ErrorCode.NotFound,
      '活动不存在或已下线'
    )
    expect(await eventRow(draft.id)).toBeDefined()
    expect(await ok(t.call(API.active.deleteEvent, { eventId: draft.id }, as(admin)))).toEqual({ ok: true })
  })
})

describe('getManagedEventPage', () => {
  it("lists a matchmaker's own events and an admin every event, by tab", async () => {
    const mm = await kit.matchmaker()
    const running = await kit.published(mm)
    const ahead = await kit.published(mm)
    await kit.moveTo(running.id, 'ongoing')
    const draft = await kit.event(mm)
    const over = await kit.published(mm)
    await kit.moveTo(over.id, 'finished')
    const called = await kit.published(mm)
    await ok(t.call(API.active.cancelEvent, { eventId: called.id, reason: '天气原因' }, as(mm)))
    const colleagues = await kit.published(organiser)
    const mine = [running.id, ahead.id, draft.id, over.id, called.id, colleagues.id]
    const ids = (items: ManagedEventItem[]) =>
      only(
        items.map((i) => i.id),
        mine
      )

    expect(ids(await managed(mm, 'active'))).toEqual([running.id, ahead.id])
    expect(ids(await managed(mm, 'draft'))).toEqual([draft.id])
    expect(ids(await managed(mm, 'past'))).toEqual([called.id, over.id])
    expect(ids(await managed(admin, 'active'))).toEqual(expect.arrayContaining([running.id, ahead.id, colleagues.id]))
    expect(ids(await managed(otherMatchmaker, 'active'))).toEqual([])
    expect(ids(await managed(adminB, 'active'))).toEqual([])
    const item = (await managed(mm, 'past')).find((i) => i.id === called.id)!
    expect(item).toMatchObject({ status: 'cancelled', phase: 'cancelled', organiser: '甲城红娘团队' })
  })

  it('counts sign-ups by state and the money kept', async () => {
    const event = await kit.published(organiser)
    await kit.signup(event.id, await man(t), 'male', 'unpaid')
    await kit.signup(event.id, await man(t), 'male', 'unpaid', { holdExpiresAt: new Date(Date.now() - 1000) })
    await kit.paidSignup(event.id, await man(t), 'male', 9900, 'pending_audit')
    await kit.paidSignup(event.id, await lover(t), 'female', 6600)
    await kit.signup(event.id, await lover(t), 'female', 'checked_in')
    await kit.signup(event.id, await lover(t), 'female', 'approved', {
      fee: 6600,
      payMethod: 'credit',
      points: 66,
      paidAt: new Date()
    })
    const refundedOne = await kit.paidSignup(event.id, await lover(t), 'female', 6600)
    await t.app.db
      .update(eventSignups)
      .set({ status: 'rejected', refunded: 6600 })
      .where(and(eq(eventSignups.tenantId, 1), eq(eventSignups.id, refundedOne.id)))
    const item = (await managed(organiser, 'active')).find((i) => i.id === event.id)!
    expect(item.counts).toEqual({ unpaid: 1, pendingAudit: 1, approved: 2, checkedIn: 1, income: 9900 + 6600 })
    expect(item.signedCount).toBe(5)
  })

  it('is for staff only', async () => {
    expectUnauthorized(await t.call(API.active.getManagedEventPage, { tab: 'active', cursor: '', pageSize: 10 }, {}))
    expectFailure(
      await t.call(API.active.getManagedEventPage, { tab: 'active', cursor: '', pageSize: 10 }, as(plain)),
      ErrorCode.Forbidden,
      '没有权限'
    )
    const staffB = await t.call(API.active.getManagedEventPage, { tab: 'active', cursor: '', pageSize: 10 }, as(adminB))
    expect(staffB.body.code).toBe(20000)
    // Tenant A's admin is nobody in tenant B: its token is not a session there.
    expectUnauthorized(
      await t.call(
        API.active.getManagedEventPage,
        { tab: 'active', cursor: '', pageSize: 10 },
        { token: admin.token, host: HOST_B }
      ),
      '登录已过期，请重新登录'
    )
  })
})

it('keeps tenant rows apart: tenant B events are stored under tenant 2', async () => {
  const b = await kit.event(adminB)
  expect(await eventRow(b.id, 2)).toMatchObject({ tenantId: 2, organiserId: adminB.id })
  expect(await eventRow(b.id, 1)).toBeUndefined()
})
