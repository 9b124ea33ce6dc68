import { and, eq } from 'drizzle-orm'
import { API } from '@contract/api'
import { loveDailyPickDays, loveDailyPicks, tenants, users } from '../../src/db/schema'
import { buildTestApp, HOST_B, type TestApp } from '../helpers/app'
import { lover, makeVip, man, member, setProfile, type Lover } from '../helpers/love'
import { expectFailure } from '../helpers/members'
import { chatter, say, setRules, textTo } from '../helpers/message'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
  // No new chats at all: a matched pair still talks, which is what a match promises.
  await setRules(t, { requireRealNameToStart: true, dailyNewConversations: 0, vipDailyNewConversations: 0 })
})
afterAll(async () => {
  await t.close()
})

const FIRST_PAGE = { cursor: '', pageSize: 20 }
const as = (m: Lover) => ({ token: m.token, host: m.host })
const like = (who: Lover, target: Lover) => t.call(API.loveMatch.like, { userId: target.id }, as(who))
const unlike = (who: Lover, target: Lover) => t.call(API.loveMatch.unlike, { userId: target.id }, as(who))
const summary = async (who: Lover) => (await t.call(API.loveMatch.getLikeSummary, {}, as(who))).body.data

type LikeList =
  typeof API.loveMatch.getMyLikesPage | typeof API.loveMatch.getLikedMePage | typeof API.loveMatch.getMatchPage
async function listed(path: LikeList, who: Lover) {
  const res = await t.call(path, FIRST_PAGE, as(who))
  if (res.body.code !== 20000) throw new Error(res.body.msg)
  return res.body.data.list.map((i) => i.card.userId)
}

async function notices(who: Lover) {
  const res = await t.call(API.notice.getNoticePage, FIRST_PAGE, as(who))
  return res.body.data.list.map((n) => ({ kind: n.kind, title: n.title, body: n.body }))
}

const picks = async (who: Lover) => {
  const res = await t.call(API.loveMatch.getDailyPicks, {}, as(who))
  if (res.body.code !== 20000) throw new Error(res.body.msg)
  return res.body.data
}

describe('mutual likes', () => {
  it('a like stays private until it is mutual; then both are told and may chat without a new-chat allowance', async () => {
    const a = await man(t, { nickname: '阿明' })
    const b = await lover(t, { nickname: '小雨' })

    expect((await like(a, b)).body.data).toEqual({ liked: true, matched: false })
    // Liking again changes nothing and tells no one twice.
    expect((await like(a, b)).body.data).toEqual({ liked: true, matched: false })
    expect(await notices(b)).toEqual([
      { kind: 'liked', title: '有人喜欢了你', body: '有会员悄悄喜欢了你，去看看有没有你心动的人' }
    ])
    // b learns someone likes her, not who: no state, no list, only the count.
    expect((await t.call(API.loveMatch.getLikeState, { userId: a.id }, as(b))).body.data).toEqual({
      liked: false,
      matched: false
    })
    expectFailure(await t.call(API.loveMatch.getLikedMePage, FIRST_PAGE, as(b)), 40300, '开通VIP后可查看谁喜欢了你')
    expect(await summary(b)).toMatchObject({ isVip: false, likedMeCount: 1, likedCount: 0, matchCount: 0 })
    expect((await summary(b)).likedMeFaces).toHaveLength(1)
    expect(await listed(API.loveMatch.getMyLikesPage, a)).toEqual([b.id])

    // Not matched yet, so a has no chat with b: new chats are closed in this tenant.
    expect((await t.call(API.message.send, textTo(b, '你好'), as(a))).body.code).not.toBe(20000)

    expect((await like(b, a)).body.data).toEqual({ liked: true, matched: true })
    expect((await notices(a))[0]).toEqual({
      kind: 'matched',
      title: '你们互相喜欢了',
      body: '你和小雨互相喜欢了，聊天已为你们打开，去打个招呼吧'
    })
    expect((await notices(b))[0]).toMatchObject({
      kind: 'matched',
      body: '你和阿明互相喜欢了，聊天已为你们打开，去打个招呼吧'
    })
    expect(await listed(API.loveMatch.getMatchPage, a)).toEqual([b.id])
    expect(await listed(API.loveMatch.getMatchPage, b)).toEqual([a.id])
    expect((await t.call(API.loveMatch.getLikeState, { userId: b.id }, as(a))).body.data).toEqual({
      liked: true,
      matched: true
    })

    // Neither has real-name certification nor any allowance left, and yet they talk.
    const opened = await t.call(API.message.openConversation, { userId: b.id }, as(a))
    expect(opened.body.data).toMatchObject({ canSend: true, reason: '' })
    await say(t, a, b, '你好，很高兴我们互相喜欢')
    await say(t, b, a, '你好呀')
    // Anyone else still needs an allowance.
    const c = await chatter(t)
    expect((await t.call(API.message.send, textTo(b, '你好'), as(c))).body.msg).toBe('今天已发起0次新聊天，明天再来吧')
  })

  it('a VIP sees who likes them; others see the count and blurred faces', async () => {
    const fans = [await man(t), await man(t)]
    const star = await lover(t)
    for (const fan of fans) await like(fan, star)
    const before = await summary(star)
    expect(before).toMatchObject({ isVip: false, likedMeCount: 2 })
    expect(before.likedMeFaces).toHaveLength(2)
    // Faces are blurred copies or nothing: never a member's own photo address.
    for (const face of before.likedMeFaces) expect(face === '' || face.includes('/previews/')).toBe(true)

    await makeVip(t, star.id)
    expect(await listed(API.loveMatch.getLikedMePage, star)).toEqual([fans[1].id, fans[0].id])
    expect(await summary(star)).toMatchObject({ isVip: true, likedMeCount: 2, likedMeFaces: [] })
  })

  it('undoing a like ends the match; the chat and its history stay', async () => {
    const a = await man(t)
    const b = await lover(t)
    await like(a, b)
    await like(b, a)
    const sent = await say(t, a, b, '周末一起去西湖走走吗')

    expect((await unlike(a, b)).body.data).toEqual({ liked: false, matched: false })
    expect(await listed(API.loveMatch.getMatchPage, a)).toEqual([])
    expect(await listed(API.loveMatch.getMatchPage, b)).toEqual([])
    expect(await listed(API.loveMatch.getMyLikesPage, a)).toEqual([])
    // b still likes a, and a's list of who likes them would show it (a is not VIP: the count).
    expect(await summary(a)).toMatchObject({ likedMeCount: 1, matchCount: 0 })
    const history = await t.call(
      API.message.getMessagePage,
      { conversationId: sent.conversationId, beforeId: 0, pageSize: 20 },
      as(b)
    )
    expect(history.body.data.list.map((m) => m.text)).toEqual(['周末一起去西湖走走吗'])

    // Liking again matches again.
    expect((await like(a, b)).body.data).toEqual({ liked: true, matched: true })
  })

  it('blocks, hidden or suspended members and other tenants read as missing; nobody likes themself', async () => {
    const a = await man(t)
    const blocker = await lover(t)
    await like(a, blocker)
    await t.call(API.loveSocial.block, { userId: a.id }, as(blocker))
    expectFailure(await like(a, blocker), 40400, '该会员不存在')
    // The earlier like leaves every list while the block stands.
    expect(await listed(API.loveMatch.getMyLikesPage, a)).toEqual([])
    expect(await summary(blocker)).toMatchObject({ likedMeCount: 0 })

    const hidden = await lover(t)
    await setProfile(t, hidden.id, { hideFromFeed: true })
    expectFailure(await like(a, hidden), 40400, '该会员不存在')

    const suspended = await lover(t)
    await t.app.db
      .update(users)
      .set({ status: 'disabled' })
      .where(and(eq(users.tenantId, 1), eq(users.id, suspended.id)))
    expectFailure(await like(a, suspended), 40400, '该会员不存在')

    const foreign = await lover(t, {}, HOST_B)
    expectFailure(await like(a, foreign), 40400, '该会员不存在')
    const foreignMan = await man(t, {}, HOST_B)
    expectFailure(await t.call(API.loveMatch.like, { userId: a.id }, as(foreignMan)), 40400, '该会员不存在')

    expectFailure(await like(a, a), 40000, '不能喜欢自己')
    const noProfile = await member(t)
    expectFailure(await like(noProfile, blocker), 40300, '完善交友资料后才能喜欢对方')
  })

  it('bad input is refused with a reason, never a server error', async () => {
    const a = await man(t)
    for (const userId of ['abc', 0, -1, 1.5]) {
      const res = await t.call(API.loveMatch.like, { userId }, as(a))
      expect(res.status).toBe(200)
      expect(res.body).toMatchObject({ code: 40000, msg: '会员不正确' })
    }
    const res = await t.call(API.loveMatch.getMatchPage, { cursor: 'not-a-cursor', pageSize: 20 }, as(a))
    expect(res.body.code).toBe(40000)
    expect((await t.call(API.loveMatch.getLikeSummary, {})).status).toBe(401)
  })
})

describe('daily picks', () => {
  /** A city of its own, so the picks come from members this suite made for it. */
  const CITY = { residenceProvince: '江苏省', residenceCity: '苏州市' }
  const MATE = {
    ageMin: 24,
    ageMax: 36,
    heightMin: 155,
    heightMax: 175,
    educationMin: 'college',
    city: '苏州市',
    marital: 'single'
  } as const

  it('six a day with reasons, the same on every request; VIP get twelve; no one again within a week', async () => {
    const women: Lover[] = []
    for (let i = 0; i < 20; i++) women.push(await lover(t, { ...CITY, nickname: `苏州${i}` }))
    const viewer = await man(t, { ...CITY, mate: MATE })

    const first = await picks(viewer)
    expect(first.cards).toHaveLength(6)
    expect(first.day).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    for (const card of first.cards) {
      expect(card.reasons).toContain('同城')
      expect(card.gender).toBe('female')
    }
    const ids = first.cards.map((c) => c.userId)
    // Same batch, same order, however often it is asked for.
    expect((await picks(viewer)).cards.map((c) => c.userId)).toEqual(ids)

    await makeVip(t, viewer.id)
    const vip = (await picks(viewer)).cards.map((c) => c.userId)
    expect(vip).toHaveLength(12)
    expect(vip.slice(0, 6)).toEqual(ids)
    expect(new Set(vip).size).toBe(12)

    // Tomorrow: today's picks move to yesterday, and none of them comes back.
    const yesterday = new Date(Date.parse(`${first.day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)
    await t.app.db.update(loveDailyPicks).set({ day: yesterday }).where(eq(loveDailyPicks.userId, viewer.id))
    await t.app.db.update(loveDailyPickDays).set({ day: yesterday }).where(eq(loveDailyPickDays.userId, viewer.id))
    const next = (await picks(viewer)).cards.map((c) => c.userId)
    expect(next.length).toBeGreaterThan(0)
    expect(next.filter((id) => vip.includes(id))).toEqual([])
  })

  it("follows the tenant's size, and leaves out a member who since hid", async () => {
    const [tenant] = await t.app.db.select().from(tenants).where(eq(tenants.tenantId, 1))
    await t.app.db
      .update(tenants)
      .set({ matchConfig: { dailyPicks: 3, vipDailyPicks: 5 } })
      .where(eq(tenants.tenantId, 1))
    try {
      for (let i = 0; i < 4; i++) await lover(t, CITY)
      const viewer = await man(t, { ...CITY, mate: MATE })
      const shown = (await picks(viewer)).cards
      expect(shown).toHaveLength(3)
      await setProfile(t, shown[0].userId, { hideFromFeed: true })
      const after = (await picks(viewer)).cards.map((c) => c.userId)
      expect(after).toEqual(shown.slice(1).map((c) => c.userId))
    } finally {
      await t.app.db.update(tenants).set({ matchConfig: tenant.matchConfig }).where(eq(tenants.tenantId, 1))
    }
  })

  it('needs a dating profile', async () => {
    expectFailure(
      await t.call(API.loveMatch.getDailyPicks, {}, as(await member(t))),
      40300,
      '完善交友资料后即可查看每日推荐'
    )
  })
})
