import { and, eq } from 'drizzle-orm'
import { API } from '../../../types/api'
import type { LoveProfileInput } from '../../../types/love'
import { lovePlacements, users } from '../../src/db/schema'
import { buildTestApp, HOST_B, loginWithSms, type TestApp } from '../helpers/app'
import { profileInput } from '../helpers/love'
import { expectFailure, expectUnauthorized, userIdOf } from '../helpers/members'

let t: TestApp
let phoneSeq = 0
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t.close()
})

interface Member {
  token: string
  id: number
}

/** A logged-in member with a dating profile. */
async function lover(overrides: Partial<LoveProfileInput> = {}, host?: string): Promise<Member> {
  phoneSeq += 1
  const token = await loginWithSms(t, `1370000${String(phoneSeq).padStart(4, '0')}`, host)
  const res = await t.call(API.loveUser.signUp, profileInput(overrides), { token, host })
  if (res.body.code !== 20000) throw new Error(res.body.msg)
  return { token, id: await userIdOf(t, token, host) }
}

const male = (o: Partial<LoveProfileInput> = {}) =>
  lover({
    gender: 'male',
    birthDate: '1992-03-01',
    height: 178,
    mate: { ageMin: 24, ageMax: 34, heightMin: 155, heightMax: 175, educationMin: 'college', city: '杭州市', marital: 'single' },
    ...o
  })

describe('dating profile', () => {
  it('signs up, becomes a love user, and reads the profile back with age and completeness', async () => {
    const token = await loginWithSms(t, '13799990001')
    const res = await t.call(API.loveUser.signUp, profileInput({ nickname: '阿宁' }), { token })
    expect(res.body.code).toBe(20000)
    expect(res.body.data).toMatchObject({ nickname: '阿宁', residenceCity: '杭州市', completeness: 80 })
    expect(res.body.data.age).toBeGreaterThanOrEqual(30)
    const love = await t.call(API.love.checkLoginUserInfo, {}, { token })
    expect(love.body.data.whetherLoveUser).toBe(true)
    const again = await t.call(API.loveUser.signUp, profileInput(), { token })
    expectFailure(again, 40000, '您已填写过交友资料，请在资料管理中修改')
  })

  it('refuses a phone number hidden in about-me, keeping the old profile', async () => {
    const m = await male({ aboutMe: '真诚交友' })
    const res = await t.call(API.loveUser.editInfo, profileInput({ gender: 'male', aboutMe: '加我 一三八 1234 5678 细聊' }), { token: m.token })
    expectFailure(res, 41005, '不得含有联系方式，请修改')
    const mine = await t.call(API.loveUser.getMyProfile, {}, { token: m.token })
    expect(mine.body.data.aboutMe).toBe('真诚交友')
  })

  it('refuses the under-aged, impossible dates and reversed ranges with clear messages', async () => {
    const token = await loginWithSms(t, '13799990002')
    const thisYear = new Date().getFullYear()
    expectFailure(await t.call(API.loveUser.signUp, profileInput({ birthDate: `${thisYear - 16}-01-01` }), { token }), 40000, '年满18周岁才能注册交友资料')
    expectFailure(await t.call(API.loveUser.signUp, profileInput({ birthDate: '1995-02-30' }), { token }), 40000, '出生日期不正确')
    const reversed = profileInput()
    reversed.mate = { ...reversed.mate, ageMin: 40, ageMax: 30 }
    expectFailure(await t.call(API.loveUser.signUp, reversed, { token }), 40000, '择偶年龄范围不正确')
    const bad = await t.call(API.loveUser.signUp, { ...profileInput(), height: 20 }, { token })
    expect(bad.body.code).toBe(40000)
  })

  it('asks a member without a profile to fill one in, and a visitor to log in', async () => {
    const token = await loginWithSms(t, '13799990003')
    expectFailure(await t.call(API.loveUser.getMyProfile, {}, { token }), 40400, '请先填写交友资料')
    expectUnauthorized(await t.call(API.loveUser.getRecommendPage, { cursor: '', pageSize: 10 }))
  })

  it('keeps an album of at most 9 uploaded images and counts it in completeness', async () => {
    const m = await lover()
    const res = await t.call(API.loveUser.setAlbum, { images: ['/uploads/t1/a.jpg', 'https://cdn.love.test/b.jpg'] }, { token: m.token })
    expect(res.body.data).toMatchObject({ album: ['/uploads/t1/a.jpg', 'https://cdn.love.test/b.jpg'], completeness: 100 })
    const tooMany = await t.call(API.loveUser.setAlbum, { images: Array.from({ length: 10 }, (_, i) => `/uploads/${i}.jpg`) }, { token: m.token })
    expect(tooMany.body.code).toBe(40000)
    const script = await t.call(API.loveUser.setAlbum, { images: ['javascript:alert(1)'] }, { token: m.token })
    expect(script.body.code).toBe(40000)
  })
})

describe('recommendation feed', () => {
  it('shows the opposite gender, placement first, then the best fit, with reasons', async () => {
    const viewer = await male()
    const far = await lover({ nickname: '远方', residenceCity: '温州市', birthDate: '1975-01-01' })
    const near = await lover({ nickname: '同城姑娘' })
    const topped = await lover({ nickname: '置顶姑娘', residenceCity: '温州市', birthDate: '1975-01-01' })
    const now = Date.now()
    await t.app.db.insert(lovePlacements).values({
      tenantId: 1,
      userId: topped.id,
      kind: 'top',
      startsAt: new Date(now - 60_000),
      endsAt: new Date(now + 3_600_000)
    })
    const res = await t.call(API.loveUser.getRecommendPage, { cursor: '', pageSize: 50 }, { token: viewer.token })
    const ids = res.body.data.list.map((c) => c.userId)
    expect(res.body.data.list.every((c) => c.gender === 'female')).toBe(true)
    expect(ids[0]).toBe(topped.id)
    expect(res.body.data.list[0].isTop).toBe(true)
    expect(ids.indexOf(near.id)).toBeLessThan(ids.indexOf(far.id))
    const nearCard = res.body.data.list.find((c) => c.userId === near.id)
    expect(nearCard?.reasons).toContain('同城')
    expect(nearCard?.reasons).toContain('你们互相符合择偶要求')
  })

  it('pages with a cursor without repeating anyone', async () => {
    const viewer = await male()
    await Promise.all([1, 2, 3].map(() => lover()))
    const seen: number[] = []
    let cursor = ''
    do {
      const res = await t.call(API.loveUser.getRecommendPage, { cursor, pageSize: 2 }, { token: viewer.token })
      seen.push(...res.body.data.list.map((c) => c.userId))
      cursor = res.body.data.nextCursor
    } while (cursor)
    expect(new Set(seen).size).toBe(seen.length)
    expect(seen.length).toBeGreaterThanOrEqual(3)
    expectFailure(await t.call(API.loveUser.getRecommendPage, { cursor: 'not-a-cursor', pageSize: 2 }, { token: viewer.token }), 40000, '分页参数不正确')
  })

  it('filters by age, height, education and city', async () => {
    const viewer = await male()
    const tall = await lover({ height: 175, education: 'master', residenceCity: '宁波市' })
    const res = await t.call(
      API.loveUser.getRecommendPage,
      { cursor: '', pageSize: 50, heightMin: 172, educationMin: 'master', city: '宁波市', ageMin: 25, ageMax: 40 },
      { token: viewer.token }
    )
    expect(res.body.data.list.map((c) => c.userId)).toEqual([tall.id])
  })

  it('respects privacy: hidden from the feed, hidden age, photos for VIP only', async () => {
    const viewer = await male()
    const shy = await lover({ nickname: '害羞' })
    await t.call(API.loveUser.setAlbum, { images: ['/uploads/t1/shy.jpg'] }, { token: shy.token })
    await t.call(API.loveUser.setPrivacy, { hideFromFeed: true, photosVipOnly: true, hideAge: true, hideIncome: true }, { token: shy.token })
    const feed = await t.call(API.loveUser.getRecommendPage, { cursor: '', pageSize: 50 }, { token: viewer.token })
    expect(feed.body.data.list.map((c) => c.userId)).not.toContain(shy.id)
    const detail = await t.call(API.loveUser.getDetail, { userId: shy.id }, { token: viewer.token })
    expect(detail.body.data).toMatchObject({ age: null, income: null, album: [], photosLocked: true })
    await t.app.db
      .update(users)
      .set({ vipType: 1, vipExpiresAt: new Date(Date.now() + 86_400_000) })
      .where(and(eq(users.tenantId, 1), eq(users.id, viewer.id)))
    const asVip = await t.call(API.loveUser.getDetail, { userId: shy.id }, { token: viewer.token })
    expect(asVip.body.data).toMatchObject({ album: ['/uploads/t1/shy.jpg'], photosLocked: false })
    const own = await t.call(API.loveUser.getPrivacy, {}, { token: shy.token })
    expect(own.body.data.hideFromFeed).toBe(true)
  })

  it("never shows another tenant's members", async () => {
    const viewer = await male()
    const foreign = await lover({ nickname: '乙城会员' }, HOST_B)
    const feed = await t.call(API.loveUser.getRecommendPage, { cursor: '', pageSize: 50 }, { token: viewer.token })
    expect(feed.body.data.list.map((c) => c.nickname)).not.toContain('乙城会员')
    expectFailure(await t.call(API.loveUser.getDetail, { userId: foreign.id }, { token: viewer.token }), 40400, '该会员不存在或已隐藏资料')
    expectFailure(await t.call(API.loveUser.fav, { userId: foreign.id }, { token: viewer.token }), 40400, '该会员不存在')
  })
})

describe('views, favourites and reports', () => {
  it('a view and a favourite show up for both members and in the love centre', async () => {
    const a = await male()
    const b = await lover({ nickname: '被看的人' })
    await t.call(API.loveUser.getDetail, { userId: b.id }, { token: a.token })
    await t.call(API.loveUser.getDetail, { userId: b.id }, { token: a.token })
    const fav = await t.call(API.loveUser.fav, { userId: b.id }, { token: a.token })
    expect(fav.body.data.ok).toBe(true)

    const viewed = await t.call(API.loveUser.getViewedPage, { cursor: '', pageSize: 10 }, { token: a.token })
    expect(viewed.body.data.list[0]).toMatchObject({ card: { userId: b.id, nickname: '被看的人' }, times: 2 })
    const viewers = await t.call(API.loveUser.getViewersPage, { cursor: '', pageSize: 10 }, { token: b.token })
    expect(viewers.body.data.list.map((i) => i.card.userId)).toEqual([a.id])
    const favs = await t.call(API.loveUser.getMyFavPage, { cursor: '', pageSize: 10 }, { token: a.token })
    expect(favs.body.data.list.map((i) => i.card.userId)).toEqual([b.id])

    const centreB = await t.call(API.loveUser.getLoveCentre, {}, { token: b.token })
    expect(centreB.body.data).toMatchObject({ viewedMeCount: 1, favedMeCount: 1, iViewedCount: 0, favCount: 0 })
    const detail = await t.call(API.loveUser.getDetail, { userId: b.id }, { token: a.token })
    expect(detail.body.data.isFav).toBe(true)

    await t.call(API.loveUser.unfav, { userId: b.id }, { token: a.token })
    const after = await t.call(API.loveUser.getMyFavPage, { cursor: '', pageSize: 10 }, { token: a.token })
    expect(after.body.data.list).toEqual([])
  })

  it('refuses favouriting or reporting oneself, and records a report', async () => {
    const a = await male()
    const b = await lover()
    expectFailure(await t.call(API.loveUser.fav, { userId: a.id }, { token: a.token }), 40000, '不能对自己操作')
    const res = await t.call(API.loveUser.report, { userId: b.id, reason: 'fake', description: '照片与本人不符', images: [] }, { token: a.token })
    expect(res.body.data.ok).toBe(true)
    const bad = await t.call(API.loveUser.report, { userId: b.id, reason: 'whatever', description: '', images: [] }, { token: a.token })
    expect(bad.body.code).toBe(40000)
  })

  it('lists my placements with whether each is active now', async () => {
    const a = await lover()
    const now = Date.now()
    await t.app.db.insert(lovePlacements).values([
      { tenantId: 1, userId: a.id, kind: 'boost', startsAt: new Date(now - 7_200_000), endsAt: new Date(now - 3_600_000) },
      { tenantId: 1, userId: a.id, kind: 'top', startsAt: new Date(now - 60_000), endsAt: new Date(now + 3_600_000) }
    ])
    const res = await t.call(API.loveUser.getMyPlacements, {}, { token: a.token })
    expect(res.body.data.map((p) => [p.kind, p.active])).toEqual([
      ['top', true],
      ['boost', false]
    ])
  })
})
