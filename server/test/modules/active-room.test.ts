import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { API } from '@contract/api'
import type { SignupStatus } from '@contract/active'
import { NOTICE_PAGES } from '@contract/notice'
import { PLUGIN_IDS } from '@contract/plugins'
import { eventMatches, events, eventSignups, loveBlocks, memberNotices, tenants } from '../../src/db/schema'
import { roomSummary } from '../../src/modules/active/room'
import { buildTestApp, HOST_B, type TestApp } from '../helpers/app'
import { lover, makeVip, man, member, setProfile, type Lover } from '../helpers/love'
import { expectFailure, expectUnauthorized } from '../helpers/members'
import { setRules, textTo } from '../helpers/message'
import { grantRole } from '../helpers/staff'
import { uploadedImages } from '../helpers/upload'

let t: TestApp
let admin: Lover
let organiser: Lover
let otherMatchmaker: Lover

const HOUR = 60 * 60 * 1000

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000, LIST_RATE_LIMIT_PER_MINUTE: 1_000_000 })
  admin = await member(t)
  await grantRole(t, 1, admin.id, 'admin')
  organiser = await member(t)
  await grantRole(t, 1, organiser.id, 'matchmaker')
  otherMatchmaker = await member(t)
  await grantRole(t, 1, otherMatchmaker.id, 'matchmaker')
})
afterAll(async () => {
  await t.close()
})

type EventValues = Partial<typeof events.$inferInsert>

/** An offline mutual-selection mixer that began an hour ago; picks are revealed in three hours unless told otherwise. */
async function mixer(values: EventValues = {}, tenantId = 1, organiserId = organiser.id): Promise<number> {
  const now = Date.now()
  const [row] = await t.app.db
    .insert(events)
    .values({
      tenantId,
      kind: values.kind ?? 'offline',
      status: values.status ?? 'published',
      title: values.title ?? '西湖边单身派对',
      city: '杭州',
      venue: '西湖边咖啡馆',
      signupStartsAt: new Date(now - 48 * HOUR),
      signupEndsAt: new Date(now - 2 * HOUR),
      startsAt: values.startsAt ?? new Date(now - HOUR),
      endsAt: values.endsAt ?? new Date(now + 2 * HOUR),
      cancelDeadline: new Date(now - 3 * HOUR),
      quotaMale: 10,
      quotaFemale: 10,
      mutualSelection: values.mutualSelection ?? true,
      picksPerGuest: values.picksPerGuest ?? 2,
      revealAt: values.revealAt === undefined ? new Date(now + 3 * HOUR) : values.revealAt,
      organiserId
    })
    .returning({ id: events.id })
  return row.id
}

/** Sign-ups have their own suite; here a guest's row is written in the state the test needs. */
async function seat(eventId: number, who: Lover, gender: 'male' | 'female', status: SignupStatus = 'checked_in') {
  await t.app.db.insert(eventSignups).values({
    tenantId: who.host === HOST_B ? 2 : 1,
    eventId,
    userId: who.id,
    gender,
    status,
    checkInCode: randomBytes(4).toString('hex'),
    checkedInAt: status === 'checked_in' ? new Date() : null
  })
}

async function setEvent(eventId: number, values: EventValues) {
  await t.app.db
    .update(events)
    .set(values)
    .where(and(eq(events.tenantId, 1), eq(events.id, eventId)))
}

async function ok<T>(res: Promise<{ body: { code: number; msg: string; data: T } }>): Promise<T> {
  const { body } = await res
  if (body.code !== 20000) throw new Error(`${body.code} ${body.msg}`)
  return body.data
}

const room = (who: Lover, eventId: number) =>
  t.call(API.active.getRoom, { eventId }, { token: who.token, host: who.host })
const guestCard = (who: Lover, eventId: number, userId: number) =>
  t.call(API.active.getRoomGuest, { eventId, userId }, { token: who.token, host: who.host })
const pick = (who: Lover, eventId: number, userIds: number[]) =>
  t.call(API.active.savePicks, { eventId, userIds }, { token: who.token, host: who.host })
const reveal = (who: Lover, eventId: number) =>
  t.call(API.active.reveal, { eventId }, { token: who.token, host: who.host })

async function noticesOf(who: Lover) {
  return t.app.db
    .select()
    .from(memberNotices)
    .where(and(eq(memberNotices.tenantId, 1), eq(memberNotices.userId, who.id), eq(memberNotices.kind, 'event')))
}

async function matchRows(eventId: number) {
  return t.app.db
    .select()
    .from(eventMatches)
    .where(and(eq(eventMatches.tenantId, 1), eq(eventMatches.eventId, eventId)))
}

/** Two men and two women signed in at a fresh mixer. */
async function party(values: EventValues = {}) {
  const eventId = await mixer(values)
  const [m1, m2] = [await man(t, { nickname: '阿杰' }), await man(t, { nickname: '小宇' })]
  const [w1, w2] = [await lover(t, { nickname: '小雅' }), await lover(t, { nickname: '晓晴' })]
  for (const m of [m1, m2]) await seat(eventId, m, 'male')
  for (const w of [w1, w2]) await seat(eventId, w, 'female')
  return { eventId, m1, m2, w1, w2 }
}

describe('getRoom', () => {
  it('shows a signed-in guest the guests of the other gender, as the feed shows them, and no picks but mine', async () => {
    const { eventId, m1, w1, w2 } = await party()
    await setProfile(t, w2.id, { hideAge: true })
    const view = await ok(room(m1, eventId))
    expect(view).toMatchObject({ isGuest: true, canPick: true, blocker: '', myPicks: [], revealed: false, matches: [] })
    expect(view.event).toMatchObject({
      id: eventId,
      title: '西湖边单身派对',
      kind: 'offline',
      phase: 'ongoing',
      picksPerGuest: 2
    })
    expect(view.guests.map((g) => g.userId)).toEqual([w1.id, w2.id])
    const detail = await ok(t.call(API.loveFeed.getDetail, { userId: w1.id }, { token: m1.token }))
    expect(view.guests[0]).toEqual({
      userId: w1.id,
      nickname: '小雅',
      avatar: detail.avatar,
      age: detail.age,
      height: 165,
      city: '杭州市',
      education: 'bachelor',
      occupation: '设计师'
    })
    // A member who hides her age shows none here either.
    expect(view.guests[1].age).toBe(0)
  })

  it('tells a member who has not signed in (offline) or been approved (online) why, and lists nobody', async () => {
    const { eventId, w1 } = await party()
    const approvedOnly = await man(t)
    await seat(eventId, approvedOnly, 'male', 'approved')
    const stranger = await man(t)
    for (const who of [approvedOnly, stranger]) {
      expect(await ok(room(who, eventId))).toMatchObject({
        isGuest: false,
        canPick: false,
        blocker: '签到后即可参与互选',
        guests: [],
        myPicks: [],
        matches: []
      })
    }

    const online = await mixer({ kind: 'online' })
    const waiting = await man(t)
    await seat(online, waiting, 'male', 'pending_audit')
    const approved = await man(t)
    await seat(online, approved, 'male', 'approved')
    await seat(online, w1, 'female', 'approved')
    expect(await ok(room(waiting, online))).toMatchObject({
      isGuest: false,
      blocker: '报名审核通过后即可参与互选',
      guests: []
    })
    expect(await ok(room(approved, online))).toMatchObject({ isGuest: true, canPick: true })
    expect((await ok(room(approved, online))).guests.map((g) => g.userId)).toEqual([w1.id])
  })

  it('lets guests look around before the start but pick only once the event has begun', async () => {
    const { eventId, m1 } = await party({
      startsAt: new Date(Date.now() + HOUR),
      endsAt: new Date(Date.now() + 3 * HOUR)
    })
    const view = await ok(room(m1, eventId))
    expect(view).toMatchObject({ isGuest: true, canPick: false, blocker: '活动开始后即可参与互选' })
    expect(view.guests).toHaveLength(2)
  })

  it('keeps members who block each other out of each other’s room', async () => {
    const { eventId, m1, w1, w2 } = await party()
    await t.app.db.insert(loveBlocks).values({ tenantId: 1, userId: w1.id, targetId: m1.id })
    expect((await ok(room(m1, eventId))).guests.map((g) => g.userId)).toEqual([w2.id])
    expect((await ok(room(w1, eventId))).guests.map((g) => g.userId)).not.toContain(m1.id)
    expectFailure(await pick(m1, eventId, [w1.id]), 40000, '只能选择本场活动的异性嘉宾')
  })

  it('answers 40400 for an event without mutual selection, a draft, an unknown id and another tenant’s event', async () => {
    const { eventId, m1 } = await party()
    const plain = await mixer({ mutualSelection: false })
    await seat(plain, m1, 'male')
    expectFailure(await room(m1, plain), 40400, '本场活动没有互选环节')
    const draft = await mixer({ status: 'draft' })
    expectFailure(await room(m1, draft), 40400, '活动不存在或已下线')
    expectFailure(await room(m1, 99999), 40400, '活动不存在或已下线')
    const elsewhere = await man(t, {}, HOST_B)
    expectFailure(await room(elsewhere, eventId), 40400, '活动不存在或已下线')
  })

  it('refuses a bad event id and a logged-out caller', async () => {
    const { eventId, m1 } = await party()
    expectFailure(await t.call(API.active.getRoom, { eventId: 0 }, { token: m1.token }), 40000, '活动不正确')
    expectUnauthorized(await t.call(API.active.getRoom, { eventId }))
  })
})

describe('getRoomGuest', () => {
  it('shows one guest of the other gender with the approved about-me and album, and whether I picked them', async () => {
    const { eventId, m1, w1 } = await party()
    const album = await uploadedImages(t, w1.token, 2)
    await setProfile(t, w1.id, { album })
    const card = await ok(guestCard(m1, eventId, w1.id))
    // Her about-me still waits for review (pre-moderation): others, here included, don't see it yet.
    const detail = await ok(t.call(API.loveFeed.getDetail, { userId: w1.id }, { token: m1.token }))
    expect(detail.aboutMe).toBe('')
    expect(card).toMatchObject({ userId: w1.id, nickname: '小雅', album, aboutMe: '', picked: false, matched: false })

    await ok(pick(m1, eventId, [w1.id]))
    expect(await ok(guestCard(m1, eventId, w1.id))).toMatchObject({ picked: true, matched: false })
  })

  it('keeps photos reserved for VIP viewers from others', async () => {
    const { eventId, m1, m2, w1 } = await party()
    const album = await uploadedImages(t, w1.token, 1)
    await setProfile(t, w1.id, { album, photosVipOnly: true })
    await makeVip(t, m2.id)
    expect((await ok(guestCard(m1, eventId, w1.id))).album).toEqual([])
    expect((await ok(guestCard(m2, eventId, w1.id))).album).toEqual(album)
  })

  it('answers 40400 for a guest of my own gender, a non-guest, a non-guest caller and another tenant', async () => {
    const { eventId, m1, m2, w1 } = await party()
    expectFailure(await guestCard(m1, eventId, m2.id), 40400, '该嘉宾不在本场互选中')
    const outsider = await lover(t)
    expectFailure(await guestCard(m1, eventId, outsider.id), 40400, '该嘉宾不在本场互选中')
    expectFailure(await guestCard(outsider, eventId, m1.id), 40400, '该嘉宾不在本场互选中')
    const elsewhere = await man(t, {}, HOST_B)
    expectFailure(await guestCard(elsewhere, eventId, w1.id), 40400, '活动不存在或已下线')
  })

  it('refuses a bad member id and a logged-out caller', async () => {
    const { eventId, m1, w1 } = await party()
    expectFailure(
      await t.call(API.active.getRoomGuest, { eventId, userId: 'x' }, { token: m1.token }),
      40000,
      '嘉宾不正确'
    )
    expectUnauthorized(await t.call(API.active.getRoomGuest, { eventId, userId: w1.id }))
  })
})

describe('savePicks', () => {
  it('replaces my whole selection and answers the room with it; [] withdraws every pick', async () => {
    const { eventId, m1, w1, w2 } = await party()
    expect((await ok(pick(m1, eventId, [w1.id, w2.id]))).myPicks.sort()).toEqual([w1.id, w2.id].sort())
    expect((await ok(pick(m1, eventId, [w2.id]))).myPicks).toEqual([w2.id])
    expect((await ok(room(m1, eventId))).myPicks).toEqual([w2.id])
    expect((await ok(pick(m1, eventId, []))).myPicks).toEqual([])
    expect(await roomSummary(t.app.db, 1, eventId)).toEqual({ pickers: 0, revealed: false, matchedPairs: 0 })
  })

  it('allows at most picksPerGuest guests, each once, each of the other gender in this room', async () => {
    const { eventId, m1, m2, w1, w2 } = await party({ picksPerGuest: 1 })
    expectFailure(await pick(m1, eventId, [w1.id, w2.id]), 40000, '最多选择1位')
    expectFailure(await pick(m1, eventId, [w1.id, w1.id]), 40000, '不能重复选择同一位嘉宾')
    expectFailure(await pick(m1, eventId, [m2.id]), 40000, '只能选择本场活动的异性嘉宾')
    expectFailure(await pick(m1, eventId, [m1.id]), 40000, '只能选择本场活动的异性嘉宾')
    const notSignedIn = await lover(t)
    await seat(eventId, notSignedIn, 'female', 'approved')
    expectFailure(await pick(m1, eventId, [notSignedIn.id]), 40000, '只能选择本场活动的异性嘉宾')
    expect((await ok(room(m1, eventId))).myPicks).toEqual([])
  })

  it('refuses a member who is not a guest, and picks before the start', async () => {
    const { eventId, w1 } = await party()
    const approvedOnly = await man(t)
    await seat(eventId, approvedOnly, 'male', 'approved')
    expectFailure(await pick(approvedOnly, eventId, [w1.id]), 40000, '签到后即可参与互选')
    const later = await party({ startsAt: new Date(Date.now() + HOUR), endsAt: new Date(Date.now() + 3 * HOUR) })
    expectFailure(await pick(later.m1, later.eventId, [later.w1.id]), 40000, '活动开始后即可参与互选')
  })

  it('refuses any change once the picks are revealed, and from revealAt on', async () => {
    const first = await party()
    await ok(pick(first.m1, first.eventId, [first.w1.id]))
    await ok(reveal(organiser, first.eventId))
    expectFailure(await pick(first.m1, first.eventId, [first.w2.id]), 40000, '互选结果已揭晓，不能再修改')
    expect((await ok(room(first.m1, first.eventId))).myPicks).toEqual([first.w1.id])

    const second = await party()
    await setEvent(second.eventId, { revealAt: new Date(Date.now() - 1000) })
    expectFailure(await pick(second.m1, second.eventId, [second.w1.id]), 40000, '互选结果已揭晓，不能再修改')
  })

  it('refuses a bad list, a logged-out caller and another tenant', async () => {
    const { eventId, m1, w1 } = await party()
    expectFailure(
      await t.call(API.active.savePicks, { eventId, userIds: ['a'] }, { token: m1.token }),
      40000,
      '选择的嘉宾不正确'
    )
    expectFailure(
      await t.call(API.active.savePicks, { eventId, userIds: w1.id }, { token: m1.token }),
      40000,
      '选择的嘉宾不正确'
    )
    expectUnauthorized(await t.call(API.active.savePicks, { eventId, userIds: [w1.id] }))
    const elsewhere = await man(t, {}, HOST_B)
    expectFailure(await pick(elsewhere, eventId, [w1.id]), 40400, '活动不存在或已下线')
  })
})

describe('the reveal', () => {
  it('shows each member only their mutual matches; a one-sided pick is never shown to the picked', async () => {
    const { eventId, m1, m2, w1, w2 } = await party()
    await ok(pick(m1, eventId, [w1.id, w2.id]))
    await ok(pick(w1, eventId, [m1.id]))
    await ok(pick(m2, eventId, [w2.id]))
    // Sealed: staff learn how many picked, nobody learns whom, w2 can't tell two men picked her.
    expect(await roomSummary(t.app.db, 1, eventId)).toEqual({ pickers: 3, revealed: false, matchedPairs: 0 })
    expect(await ok(room(w2, eventId))).toMatchObject({ myPicks: [], matches: [], revealed: false })
    expect(await ok(guestCard(w2, eventId, m1.id))).toMatchObject({ picked: false, matched: false })
    expect(await ok(guestCard(w1, eventId, m1.id))).toMatchObject({ picked: true, matched: false })

    expect(await ok(reveal(organiser, eventId))).toEqual({ matchedPairs: 1 })

    const mine = await ok(room(m1, eventId))
    expect(mine).toMatchObject({ revealed: true, canPick: false, blocker: '互选结果已揭晓' })
    expect(mine.matches.map((g) => g.userId)).toEqual([w1.id])
    expect((await ok(room(w1, eventId))).matches.map((g) => g.userId)).toEqual([m1.id])
    expect((await ok(room(m2, eventId))).matches).toEqual([])
    expect((await ok(room(w2, eventId))).matches).toEqual([])
    expect(await ok(guestCard(w2, eventId, m1.id))).toMatchObject({ picked: false, matched: false })
    expect(await ok(guestCard(w2, eventId, m2.id))).toMatchObject({ picked: false, matched: false })
    expect(await ok(guestCard(m1, eventId, w1.id))).toMatchObject({ picked: true, matched: true })
    expect(await ok(guestCard(m1, eventId, w2.id))).toMatchObject({ picked: true, matched: false })
    expect(await roomSummary(t.app.db, 1, eventId)).toEqual({ pickers: 3, revealed: true, matchedPairs: 1 })
  })

  it('tells both members of a pair whom they matched, and every other guest that the results are out', async () => {
    const { eventId, m1, m2, w1, w2 } = await party({ title: '春日读书会' })
    await ok(pick(m1, eventId, [w1.id]))
    await ok(pick(w1, eventId, [m1.id]))
    await ok(pick(w2, eventId, [m2.id]))
    const bystander = await man(t)
    await seat(eventId, bystander, 'male', 'approved')
    await ok(reveal(admin, eventId))

    const link = `${NOTICE_PAGES.activeRoom}?id=${eventId}`
    expect(await noticesOf(m1)).toEqual([
      expect.objectContaining({
        title: '互选成功',
        body: expect.stringContaining('「春日读书会」互选成功：你和小雅互相心动'),
        link
      })
    ])
    expect(await noticesOf(w1)).toEqual([
      expect.objectContaining({ title: '互选成功', body: expect.stringContaining('你和阿杰互相心动'), link })
    ])
    for (const who of [m2, w2]) {
      const notices = await noticesOf(who)
      expect(notices).toEqual([expect.objectContaining({ title: '互选结果已揭晓', link })])
      // m2 was picked by w2 alone: nothing he reads names her.
      expect(notices[0].body).not.toMatch(/小雅|晓晴|阿杰|小宇/)
    }
    expect(await noticesOf(bystander)).toEqual([])
  })

  it('opens the pair’s conversation when the tenant has messages, so either may write without an allowance', async () => {
    await setRules(t, { requireRealNameToStart: true })
    const { eventId, m1, w1, m2, w2 } = await party()
    await ok(pick(m1, eventId, [w1.id]))
    await ok(pick(w1, eventId, [m1.id]))
    const before = await t.call(API.message.send, textTo(w1, '你好'), { token: m1.token })
    expectFailure(before, 40000, '完成实名认证后才能发起聊天')

    await ok(reveal(organiser, eventId))
    const [match] = await matchRows(eventId)
    expect(match).toMatchObject({ userLow: Math.min(m1.id, w1.id), userHigh: Math.max(m1.id, w1.id) })
    expect(match.conversationId).not.toBeNull()
    const list = await ok(t.call(API.message.getConversationPage, { cursor: '', pageSize: 20 }, { token: w1.token }))
    expect(list.list.map((c) => c.peer.userId)).toContain(m1.id)
    expect((await t.call(API.message.send, textTo(w1, '很高兴认识你'), { token: m1.token })).body.code).toBe(20000)
    // No pair, no conversation.
    const other = await t.call(API.message.send, textTo(w2, '你好'), { token: m2.token })
    expectFailure(other, 40000, '完成实名认证后才能发起聊天')
  })

  it('records the match without a conversation when the tenant has no messages', async () => {
    const { eventId, m1, w1 } = await party()
    await ok(pick(m1, eventId, [w1.id]))
    await ok(pick(w1, eventId, [m1.id]))
    const [tenant] = await t.app.db.select().from(tenants).where(eq(tenants.tenantId, 1))
    await t.app.db
      .update(tenants)
      .set({ grantPluginIds: tenant.grantPluginIds.filter((id) => id !== PLUGIN_IDS.message) })
      .where(eq(tenants.tenantId, 1))
    try {
      expect(await ok(reveal(organiser, eventId))).toEqual({ matchedPairs: 1 })
    } finally {
      await t.app.db.update(tenants).set({ grantPluginIds: tenant.grantPluginIds }).where(eq(tenants.tenantId, 1))
    }
    expect(await matchRows(eventId)).toEqual([expect.objectContaining({ conversationId: null })])
    expect((await ok(room(w1, eventId))).matches.map((g) => g.userId)).toEqual([m1.id])
  })

  it('happens on the first read at or after revealAt, whoever reads, once', async () => {
    const { eventId, m1, m2, w1, w2 } = await party()
    await ok(pick(m1, eventId, [w1.id]))
    await ok(pick(w1, eventId, [m1.id]))
    await ok(pick(m2, eventId, [w2.id]))
    await ok(pick(w2, eventId, [m2.id]))
    await setEvent(eventId, { revealAt: new Date(Date.now() - 1000) })

    const view = await ok(room(w2, eventId))
    expect(view).toMatchObject({ revealed: true, canPick: false })
    expect(view.matches.map((g) => g.userId)).toEqual([m2.id])
    expect(await matchRows(eventId)).toHaveLength(2)
    const [stored] = await t.app.db
      .select()
      .from(events)
      .where(and(eq(events.tenantId, 1), eq(events.id, eventId)))
    expect(stored.revealedAt).not.toBeNull()
    // Read again, and by staff: nothing is revealed twice.
    expect(await ok(reveal(organiser, eventId))).toEqual({ matchedPairs: 2 })
    expect(await noticesOf(m1)).toHaveLength(1)
  })

  it('is also due for the staff list’s summary, which reveals it when revealAt has passed', async () => {
    const { eventId, m1, w1 } = await party()
    await ok(pick(m1, eventId, [w1.id]))
    await ok(pick(w1, eventId, [m1.id]))
    await setEvent(eventId, { revealAt: new Date(Date.now() - 1000) })
    expect(await roomSummary(t.app.db, 1, eventId)).toEqual({ pickers: 2, revealed: true, matchedPairs: 1 })
    expect((await noticesOf(m1)).map((n) => n.title)).toEqual(['互选成功'])
  })

  it('happens once when staff, members and picks race at revealAt (row lock; meaningful on PostgreSQL)', async () => {
    const { eventId, m1, m2, w1, w2 } = await party()
    await ok(pick(m1, eventId, [w1.id]))
    await ok(pick(w1, eventId, [m1.id]))
    await setEvent(eventId, { revealAt: new Date(Date.now() - 1000) })
    const results = await Promise.all([
      reveal(organiser, eventId),
      reveal(admin, eventId),
      room(m1, eventId),
      room(w2, eventId),
      guestCard(m2, eventId, w1.id),
      pick(m2, eventId, [w2.id]),
      pick(w2, eventId, [m2.id])
    ])
    expect(results.slice(0, 2).map((r) => r.body.data)).toEqual([{ matchedPairs: 1 }, { matchedPairs: 1 }])
    for (const r of results.slice(2, 5)) expect(r.body.code).toBe(20000)
    for (const r of results.slice(5)) expectFailure(r, 40000, '互选结果已揭晓，不能再修改')
    expect(await matchRows(eventId)).toHaveLength(1)
    for (const who of [m1, w1, m2, w2]) expect(await noticesOf(who)).toHaveLength(1)
  })

  it('by staff answers the same count again without changing anything', async () => {
    const { eventId, m1, w1 } = await party()
    await ok(pick(m1, eventId, [w1.id]))
    await ok(pick(w1, eventId, [m1.id]))
    expect(await ok(reveal(admin, eventId))).toEqual({ matchedPairs: 1 })
    const [first] = await t.app.db
      .select()
      .from(events)
      .where(and(eq(events.tenantId, 1), eq(events.id, eventId)))
    expect(await ok(reveal(organiser, eventId))).toEqual({ matchedPairs: 1 })
    const [again] = await t.app.db
      .select()
      .from(events)
      .where(and(eq(events.tenantId, 1), eq(events.id, eventId)))
    expect(again.revealedAt).toEqual(first.revealedAt)
    expect(await noticesOf(m1)).toHaveLength(1)
  })

  it('by staff waits for the start, and needs a live mutual-selection event', async () => {
    const later = await mixer({ startsAt: new Date(Date.now() + HOUR), endsAt: new Date(Date.now() + 3 * HOUR) })
    expectFailure(await reveal(organiser, later), 40000, '活动开始后才能揭晓互选结果')
    const draft = await mixer({ status: 'draft' })
    expectFailure(await reveal(organiser, draft), 40000, '活动开始后才能揭晓互选结果')
    const cancelled = await mixer({ status: 'cancelled' })
    expectFailure(await reveal(organiser, cancelled), 40000, '活动已取消，不能揭晓互选结果')
    const plain = await mixer({ mutualSelection: false })
    expectFailure(await reveal(organiser, plain), 40000, '本场活动没有互选环节')
  })

  it('by staff is for the admin or the organising matchmaker of this tenant only', async () => {
    const { eventId, m1 } = await party()
    expectFailure(await reveal(m1, eventId), 40300, '没有权限')
    expectFailure(await reveal(otherMatchmaker, eventId), 40300, '只有活动的组织者或管理员可以操作')
    const foreignAdmin = await member(t, HOST_B)
    await grantRole(t, 2, foreignAdmin.id, 'admin')
    expectFailure(await reveal(foreignAdmin, eventId), 40400, '活动不存在或已下线')
    expectUnauthorized(await t.call(API.active.reveal, { eventId }))
    expectFailure(await t.call(API.active.reveal, { eventId: -1 }, { token: admin.token }), 40000, '活动不正确')
    expect((await ok(room(m1, eventId))).revealed).toBe(false)
  })
})
