import { and, eq, sql } from 'drizzle-orm'
import { API } from '@contract/api'
import { EDUCATIONS, type FeedCard, type FeedFilters } from '@contract/love'
import { certifications, loveProfiles, tenants } from '../../src/db/schema'
import { DEFAULT_TIME_ZONE, dayText } from '../../src/lib/tenant-time'
import { ageOf } from '../../src/modules/love-profile/rules'
import { presenceOf } from '../../src/modules/love-feed/cards'
import { buildTestApp, HOST_B, type TestApp } from '../helpers/app'
import { lover, makeVip, man, member, place, profileInput, setProfile, type Lover } from '../helpers/love'
import { expectFailure, expectUnauthorized } from '../helpers/members'
import { uploadedImage, uploadedImages } from '../helpers/upload'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
  // Photos here are about ranking and privacy, not review: under post-moderation they show at once.
  await t.app.db.update(tenants).set({ moderationConfig: { mode: 'post' } })
})
afterAll(async () => {
  await t.close()
})

const DAY = 24 * 60 * 60 * 1000

async function feed(who: Lover, filters: FeedFilters = {}, pageSize = 50): Promise<FeedCard[]> {
  const res = await t.call(
    API.loveFeed.getRecommendPage,
    { cursor: '', pageSize, ...filters },
    { token: who.token, host: who.host }
  )
  if (res.body.code !== 20000) throw new Error(res.body.msg)
  return res.body.data.list
}

const ids = (cards: FeedCard[]) => cards.map((c) => c.userId)
const inCity = (city: string) => ({ residenceProvince: '浙江省', residenceCity: city })
/** A woman of ~51, 高中, 150 cm: she fits none of the default man's requirements. */
const poorFit = (city: string) => ({
  ...inCity(city),
  birthDate: '1975-01-01',
  education: 'senior' as const,
  height: 150
})

describe('ranking', () => {
  it('puts live top placements first, then boosts, then the best mutual fit, with reasons', async () => {
    const viewer = await man(t, {
      ...inCity('绍兴市'),
      mate: {
        ...profileInput().mate,
        ageMin: 24,
        ageMax: 34,
        heightMin: 155,
        heightMax: 175,
        educationMin: 'college',
        city: ''
      }
    })
    const poor = await lover(t, poorFit('绍兴市'))
    const fit = await lover(t, { ...inCity('绍兴市'), nickname: '相配' })
    const boosted = await lover(t, poorFit('绍兴市'))
    const topped = await lover(t, poorFit('绍兴市'))
    const expired = await lover(t, poorFit('绍兴市'))
    await place(t, boosted.id, 'boost')
    await place(t, topped.id, 'top')
    await place(t, expired.id, 'top', -DAY)

    const cards = await feed(viewer, { city: '绍兴市' })
    expect(ids(cards)).toEqual([topped.id, boosted.id, fit.id, expired.id, poor.id])
    expect(cards.map((c) => [c.isTop, c.isBoosted])).toEqual([
      [true, false],
      [false, true],
      [false, false],
      [false, false],
      [false, false]
    ])
    expect(cards[2].reasons).toEqual(['同城', '你们互相符合择偶要求', '学历相符'])
    expect(cards[4].reasons).toEqual(['同城', '最近活跃'])
    expect(cards.every((c) => c.gender === 'female')).toBe(true)
  })

  it('ranks across the viewer’s city and others by score alone, one member per page', async () => {
    // Heights 151-153 are used by no other test, so the filter isolates these three.
    const viewer = await man(t, inCity('绍兴市'))
    const sameCityOld = await lover(t, { ...poorFit('绍兴市'), height: 151 })
    const otherCityFit = await lover(t, { ...inCity('温州市'), height: 152 })
    const sameCityFit = await lover(t, { ...inCity('绍兴市'), height: 153 })
    const order: number[] = []
    let cursor = ''
    do {
      const res = await t.call(
        API.loveFeed.getRecommendPage,
        { cursor, pageSize: 1, heightMin: 151, heightMax: 153 },
        { token: viewer.token }
      )
      order.push(...ids(res.body.data.list))
      cursor = res.body.data.nextCursor
    } while (cursor)
    // 78 (city, age both ways, education) > 58 (age both ways, education) > 53 (city, her age range).
    expect(order).toEqual([sameCityFit.id, otherCityFit.id, sameCityOld.id])
  })

  it('puts the city a member asked for first: same city over another at equal fit, and over a better fit', async () => {
    // 杭州 man asking for 杭州 (the helper's default); heights 157-158 and 南通 are used by no other test.
    const NANTONG = { residenceProvince: '江苏省', residenceCity: '南通市' }
    const viewer = await man(t)
    const sameCity = await lover(t, { height: 157 })
    const otherCity = await lover(t, { ...NANTONG, height: 157 })
    // Equal scores would put the newer member first: only the city can put the older one ahead.
    expect(ids(await feed(viewer, { heightMin: 157, heightMax: 157 }))).toEqual([sameCity.id, otherCity.id])

    const poorSameCity = await lover(t, { ...poorFit('杭州市'), height: 158 })
    const bestOtherCity = await lover(t, { ...NANTONG, height: 158 })
    await makeVip(t, bestOtherCity.id)
    await place(t, bestOtherCity.id, 'boost', -DAY)
    expect(ids(await feed(viewer, { heightMin: 158, heightMax: 158 }))).toEqual([poorSameCity.id, bestOtherCity.id])

    // A member living elsewhere who asked for 杭州 sees 杭州 first too.
    const visitor = await man(t, inCity('绍兴市'))
    const local = await lover(t, { ...poorFit('绍兴市'), height: 158 })
    expect(ids(await feed(visitor, { heightMin: 158, heightMax: 158 }))).toEqual([
      poorSameCity.id,
      bestOtherCity.id,
      local.id
    ])
  })

  it('puts a live VIP ahead of an equally fitting member, and not once the VIP has expired', async () => {
    const HUANGSHAN = { residenceProvince: '安徽省', residenceCity: '黄山市' }
    // Height 154 is used by no other test, so the filter isolates these two.
    const viewer = await man(t, HUANGSHAN)
    const older = await lover(t, { ...HUANGSHAN, height: 154 })
    const newer = await lover(t, { ...HUANGSHAN, height: 154 })
    const equalFit = await feed(viewer, { heightMin: 154, heightMax: 154 })
    // Equal scores break ties by the newer member, which puts the newer one first.
    expect(ids(equalFit)).toEqual([newer.id, older.id])
    await makeVip(t, older.id)
    expect(ids(await feed(viewer, { heightMin: 154, heightMax: 154 }))).toEqual([older.id, newer.id])
    await t.app.db.execute(
      sql`update users set vip_expires_at = now() - interval '1 day' where id = ${older.id} and tenant_id = 1`
    )
    expect(ids(await feed(viewer, { heightMin: 154, heightMax: 154 }))).toEqual([newer.id, older.id])
  })

  it('pages exactly in the order of the explained score', async () => {
    const viewerMate = {
      ageMin: 26,
      ageMax: 36,
      heightMin: 170,
      heightMax: 185,
      educationMin: 'bachelor' as const,
      city: '',
      marital: '' as const
    }
    const viewer = await man(t, { ...inCity('绍兴市'), birthDate: '1990-06-15', mate: viewerMate })
    const today = dayText(new Date(), DEFAULT_TIME_ZONE)
    const viewerAge = ageOf('1990-06-15', today)
    // Deterministic variety: heights 181-190 are used by no other test, so the filter isolates these.
    let seed = 7
    const next = (n: number) => (seed = (seed * 48271) % 2147483647) % n
    const expected: { id: number; score: number }[] = []
    for (let i = 0; i < 16; i++) {
      const city = next(2) === 0 ? '绍兴市' : '温州市'
      const birthDate = `${1980 + next(20)}-06-15`
      const education = EDUCATIONS[2 + next(5)]
      const height = 181 + next(10)
      const ageMin = 20 + next(15)
      const mate = { ...profileInput().mate, ageMin, ageMax: ageMin + next(10) }
      const photos = next(2) === 1
      const w = await lover(t, { ...inCity(city), birthDate, education, height, mate })
      if (photos)
        await t.call(API.loveProfile.setAlbum, { images: [await uploadedImage(t, w.token)] }, { token: w.token })
      const age = ageOf(birthDate, today)
      const score =
        (photos ? 10 : 8) +
        10 +
        (city === '绍兴市' ? 20 : 0) +
        (age >= viewerMate.ageMin && age <= viewerMate.ageMax ? 15 : 0) +
        (viewerAge >= mate.ageMin && viewerAge <= mate.ageMax ? 15 : 0) +
        (EDUCATIONS.indexOf(education) >= EDUCATIONS.indexOf('bachelor') ? 10 : 0) +
        (height <= viewerMate.heightMax ? 10 : 0)
      expected.push({ id: w.id, score })
    }
    expected.sort((a, b) => b.score - a.score || b.id - a.id)
    const order: number[] = []
    let cursor = ''
    do {
      const res = await t.call(
        API.loveFeed.getRecommendPage,
        { cursor, pageSize: 3, heightMin: 181, heightMax: 190 },
        { token: viewer.token }
      )
      order.push(...ids(res.body.data.list))
      cursor = res.body.data.nextCursor
    } while (cursor)
    expect(order).toEqual(expected.map((e) => e.id))
  })

  it('breaks ties by nearness (within 10 km) and an approved certification, and says 离你很近', async () => {
    const nanjing = { residenceProvince: '江苏省', residenceCity: '南京市' }
    const viewer = await man(t, nanjing)
    const locate = (who: Lover, lng: number) =>
      t.call(API.loveProfile.setLocation, { lat: 32.06, lng }, { token: who.token })
    const certify = (who: Lover) =>
      t.app.db.insert(certifications).values({
        tenantId: 1,
        userId: who.id,
        kind: 'realname',
        status: 'approved',
        data: { kind: 'realname', realName: '林某', idCardMasked: '110101**********12' }
      })
    await locate(viewer, 118.8)
    const plain = await lover(t, nanjing)
    const certified = await lover(t, nanjing)
    await certify(certified)
    const near = await lover(t, nanjing)
    await locate(near, 118.85)
    const nearCertified = await lover(t, nanjing)
    await locate(nearCertified, 118.86)
    await certify(nearCertified)
    const far = await lover(t, nanjing)
    await locate(far, 119.3)

    const cards = await feed(viewer, { city: '南京市' })
    // Equal fits: +10 near and certified; +5 near or certified (the later member first); 0.
    expect(ids(cards)).toEqual([nearCertified.id, near.id, certified.id, far.id, plain.id])
    expect(cards[0].badges).toEqual(['实名'])
    expect(cards[1].reasons[0]).toBe('离你很近')
    expect(cards[1].distanceKm).toBeCloseTo(4.72, 1)
    expect(cards[3].reasons[0]).toBe('同城')
    expect(cards[3].distanceKm).toBeCloseTo(47.2, 0)
  })

  it('says 年龄相符 when only the viewer’s age range fits', async () => {
    const viewer = await man(t, inCity('衢州市'))
    const picky = await lover(t, { ...inCity('衢州市'), mate: { ...profileInput().mate, ageMin: 20, ageMax: 25 } })
    const [card] = await feed(viewer, { city: '衢州市' })
    expect(card.userId).toBe(picky.id)
    expect(card.reasons.slice(0, 2)).toEqual(['同城', '年龄相符'])
  })

  it('shows a viewer without a profile both genders, with no fit reasons', async () => {
    const viewer = await member(t)
    const w = await lover(t, inCity('丽水市'))
    const m = await man(t, inCity('丽水市'))
    const cards = await feed(viewer, { city: '丽水市' })
    expect(ids(cards).sort()).toEqual([w.id, m.id].sort())
    expect(cards.every((c) => !c.reasons.includes('同城') && c.distanceKm === null)).toBe(true)
  })

  it('shows VIP, badges and the distance when both members have coordinates', async () => {
    const viewer = await man(t, inCity('台州市'))
    const vip = await lover(t, inCity('台州市'))
    await makeVip(t, vip.id)
    const photo = await uploadedImage(t, vip.token)
    await t.call(API.loveProfile.setAlbum, { images: [photo] }, { token: vip.token })
    const [before] = await feed(viewer, { city: '台州市' })
    expect(before).toMatchObject({
      userId: vip.id,
      isVip: true,
      badges: ['VIP', '资料完善'],
      distanceKm: null,
      avatar: photo
    })
    await setProfile(t, viewer.id, { lat: 28.66, lng: 121.42 })
    await setProfile(t, vip.id, { lat: 28.66, lng: 121.52 })
    const [after] = await feed(viewer, { city: '台州市' })
    expect(after.distanceKm).toBeCloseTo(9.75, 1)
  })
})

describe('presence and distance', () => {
  const ago = (ms: number) => new Date(Date.now() - ms)
  const HOUR = 60 * 60 * 1000
  // Cities no other test here lives in, so each test sees only its own members.
  const WUHU = { residenceProvince: '安徽省', residenceCity: '芜湖市' }
  const BENGBU = { residenceProvince: '安徽省', residenceCity: '蚌埠市' }
  const HUAINAN = { residenceProvince: '安徽省', residenceCity: '淮南市' }

  it('says how recently each member was around, coarsely, and nothing after 30 days', async () => {
    const viewer = await man(t, WUHU)
    const online = await lover(t, WUHU)
    const hour = await lover(t, WUHU)
    const days = await lover(t, WUHU)
    const gone = await lover(t, WUHU)
    await setProfile(t, hour.id, { activeAt: ago(30 * 60 * 1000) })
    await setProfile(t, days.id, { activeAt: ago(3 * DAY) })
    await setProfile(t, gone.id, { activeAt: ago(40 * DAY) })
    const byId = new Map((await feed(viewer, { city: '芜湖市' })).map((c) => [c.userId, c.presence]))
    expect(byId.get(online.id)).toEqual({ state: 'online', days: 0 })
    expect(byId.get(hour.id)).toEqual({ state: 'hour', days: 0 })
    expect(byId.get(days.id)).toEqual({ state: 'days', days: 3 })
    expect(byId.get(gone.id)).toBeNull()
    const detail = await t.call(API.loveFeed.getDetail, { userId: days.id }, { token: viewer.token })
    expect(detail.body.data.presence).toEqual({ state: 'days', days: 3 })
  })

  it('counts days by the calendar of the tenant’s city, not the server’s', () => {
    // 23:30 in Shanghai on the 28th, and an hour later it is the 29th there but still the 28th in UTC.
    const activeAt = new Date('2026-11-28T15:30:00Z')
    const now = new Date('2026-11-28T16:45:00Z')
    expect(presenceOf({ activeAt, hidePresence: false }, 'Asia/Shanghai', now)).toEqual({ state: 'days', days: 1 })
    expect(presenceOf({ activeAt, hidePresence: false }, 'UTC', now)).toEqual({ state: 'today', days: 0 })
    expect(presenceOf({ activeAt: new Date(now.getTime() - 2 * HOUR), hidePresence: true }, 'UTC', now)).toBeNull()
  })

  it('shows nothing of a member who hides it, and an older client leaves the switch as it was', async () => {
    const viewer = await man(t, BENGBU)
    const shy = await lover(t, BENGBU)
    const privacy = { hideFromFeed: false, photosVipOnly: false, hideAge: false, hideIncome: false }
    const saved = await t.call(API.loveProfile.setPrivacy, { ...privacy, hidePresence: true }, { token: shy.token })
    expect(saved.body.data.hidePresence).toBe(true)
    expect((await t.call(API.loveProfile.setPrivacy, privacy, { token: shy.token })).body.data.hidePresence).toBe(true)
    const [card] = (await feed(viewer, { city: '蚌埠市' })).filter((c) => c.userId === shy.id)
    expect(card.presence).toBeNull()
    const detail = await t.call(API.loveFeed.getDetail, { userId: shy.id }, { token: viewer.token })
    expect(detail.body.data.presence).toBeNull()
    // Hiding it from others does not hide it from the member: the switch is theirs to read back.
    expect((await t.call(API.loveProfile.getPrivacy, {}, { token: shy.token })).body.data.hidePresence).toBe(true)
  })

  it('gives a distance in km with two decimals only when both shared a location, never the coordinates', async () => {
    const viewer = await man(t, HUAINAN)
    const near = await lover(t, HUAINAN)
    await t.call(API.loveProfile.setLocation, { lat: 29.081234, lng: 119.651234 }, { token: near.token })
    const stored = await t.app.db
      .select({ lat: loveProfiles.lat, lng: loveProfiles.lng })
      .from(loveProfiles)
      .where(and(eq(loveProfiles.tenantId, 1), eq(loveProfiles.userId, near.id)))
    expect(stored).toEqual([{ lat: 29.08, lng: 119.65 }])
    const onlyHers = await t.call(API.loveFeed.getDetail, { userId: near.id }, { token: viewer.token })
    expect(onlyHers.body.data.distanceKm).toBeNull()
    await t.call(API.loveProfile.setLocation, { lat: 29.12, lng: 119.65 }, { token: viewer.token })
    const both = await t.call(API.loveFeed.getDetail, { userId: near.id }, { token: viewer.token })
    expect(both.body.data.distanceKm).toBe(4.45)
    expect(JSON.stringify(both.body.data)).not.toMatch(/"lat"|"lng"|29\.08|119\.65/)
    const [card] = (await feed(viewer, { city: '淮南市' })).filter((c) => c.userId === near.id)
    expect(card.distanceKm).toBe(4.45)
  })
})

describe('paging and filters', () => {
  it('pages with a cursor without repeating or losing anyone', async () => {
    const viewer = await man(t)
    const women = await Promise.all([1, 2, 3, 4, 5].map(() => lover(t, inCity('嘉兴市'))))
    const seen: number[] = []
    let cursor = ''
    let pages = 0
    do {
      const res = await t.call(
        API.loveFeed.getRecommendPage,
        { cursor, pageSize: 2, city: '嘉兴市' },
        { token: viewer.token }
      )
      seen.push(...ids(res.body.data.list))
      cursor = res.body.data.nextCursor
      pages += 1
    } while (cursor)
    expect(pages).toBe(3)
    expect(seen.sort()).toEqual(women.map((w) => w.id).sort())
  })

  it('filters by gender, age, height, education and city', async () => {
    const viewer = await man(t)
    const tall = await lover(t, { ...inCity('湖州市'), height: 175, education: 'master' })
    await lover(t, { ...inCity('湖州市'), height: 160, education: 'master' })
    await lover(t, { ...inCity('湖州市'), height: 176, education: 'college' })
    await lover(t, { ...inCity('湖州市'), height: 176, education: 'doctor', birthDate: '1970-05-05' })
    const him = await man(t, inCity('湖州市'))
    expect(
      ids(
        await feed(viewer, {
          city: '湖州市',
          heightMin: 172,
          heightMax: 180,
          educationMin: 'master',
          ageMin: 25,
          ageMax: 40
        })
      )
    ).toEqual([tall.id])
    expect(ids(await feed(viewer, { city: '湖州市', gender: 'male' }))).toEqual([him.id])
  })

  it('lets a member browse another province’s city: only its members, still ranked by fit', async () => {
    const WUXI = { residenceProvince: '江苏省', residenceCity: '无锡市' }
    const viewer = await man(t)
    const poor = await lover(t, { ...poorFit('无锡市'), ...WUXI })
    const fit = await lover(t, WUXI)
    expect(ids(await feed(viewer, { city: '无锡市' }))).toEqual([fit.id, poor.id])
  })

  it('refuses bad paging and filters with clear messages', async () => {
    const viewer = await man(t)
    const call = (body: Record<string, unknown>) =>
      t.call(API.loveFeed.getRecommendPage, { cursor: '', pageSize: 10, ...body }, { token: viewer.token })
    expectFailure(await call({ cursor: 'not-a-cursor' }), 40000, '分页参数不正确')
    expectFailure(await call({ cursor: 'x'.repeat(300) }), 40000, '分页参数不正确')
    expectFailure(await call({ pageSize: 0 }), 40000, '每页条数不正确')
    expectFailure(await call({ pageSize: 500 }), 40000, '每页条数不正确')
    expectFailure(await call({ ageMin: 10 }), 40000, '年龄须在18-99岁之间')
    expectFailure(await call({ educationMin: 'kindergarten' }), 40000, '最低学历不正确')
    expectFailure(await call({ gender: 'other' }), 40000, '请选择性别')
  })
})

describe('privacy in the feed and the detail', () => {
  it('leaves out members hidden from the feed', async () => {
    const viewer = await man(t)
    const shy = await lover(t, inCity('舟山市'))
    const open = await lover(t, inCity('舟山市'))
    await t.call(
      API.loveProfile.setPrivacy,
      { hideFromFeed: true, photosVipOnly: false, hideAge: false, hideIncome: false },
      { token: shy.token }
    )
    expect(ids(await feed(viewer, { city: '舟山市' }))).toEqual([open.id])
  })

  it('hides the age: null on the card, no age reason, left out of age-filtered searches', async () => {
    const viewer = await man(t)
    const quiet = await lover(t, inCity('金华市'))
    await t.call(
      API.loveProfile.setPrivacy,
      { hideFromFeed: false, photosVipOnly: false, hideAge: true, hideIncome: true },
      { token: quiet.token }
    )
    const [card] = await feed(viewer, { city: '金华市' })
    expect(card).toMatchObject({ userId: quiet.id, age: null })
    expect(card.reasons).not.toContain('年龄相符')
    expect(card.reasons).not.toContain('你们互相符合择偶要求')
    expect(await feed(viewer, { city: '金华市', ageMin: 18, ageMax: 99 })).toEqual([])
    const detail = await t.call(API.loveFeed.getDetail, { userId: quiet.id }, { token: viewer.token })
    expect(detail.body.data).toMatchObject({ age: null, income: null })
  })

  it('shows photos kept for VIP members only to VIP viewers', async () => {
    const viewer = await man(t)
    const owner = await lover(t, inCity('温州市'))
    const album = await uploadedImages(t, owner.token, 2)
    await t.call(API.loveProfile.setAlbum, { images: album }, { token: owner.token })
    await t.call(
      API.loveProfile.setPrivacy,
      { hideFromFeed: false, photosVipOnly: true, hideAge: false, hideIncome: false },
      { token: owner.token }
    )
    const [card] = await feed(viewer, { city: '温州市' })
    expect(card).toMatchObject({ userId: owner.id, avatar: '' })
    const locked = await t.call(API.loveFeed.getDetail, { userId: owner.id }, { token: viewer.token })
    expect(locked.body.data).toMatchObject({ album: [], photosLocked: true, income: '10to20k' })
    await makeVip(t, viewer.id)
    const open = await t.call(API.loveFeed.getDetail, { userId: owner.id }, { token: viewer.token })
    expect(open.body.data).toMatchObject({ album, photosLocked: false })
    const own = await t.call(API.loveFeed.getDetail, { userId: owner.id }, { token: owner.token })
    expect(own.body.data.photosLocked).toBe(false)
  })

  it('keeps blocked members apart both ways until unblocked', async () => {
    const viewer = await man(t)
    const blocked = await lover(t, inCity('宁波市'))
    const other = await lover(t, inCity('宁波市'))
    expect(await t.call(API.loveSocial.block, { userId: blocked.id }, { token: viewer.token })).toMatchObject({
      body: { data: { ok: true } }
    })
    expect(ids(await feed(viewer, { city: '宁波市' }))).toEqual([other.id])
    expect(ids(await feed(blocked, { city: '杭州市', gender: 'male' }))).not.toContain(viewer.id)
    expectFailure(
      await t.call(API.loveFeed.getDetail, { userId: blocked.id }, { token: viewer.token }),
      40400,
      '该会员不存在或已隐藏资料'
    )
    expectFailure(
      await t.call(API.loveFeed.getDetail, { userId: viewer.id }, { token: blocked.token }),
      40400,
      '该会员不存在或已隐藏资料'
    )
    await t.call(API.loveSocial.unblock, { userId: blocked.id }, { token: viewer.token })
    expect(ids(await feed(viewer, { city: '宁波市' })).sort()).toEqual([blocked.id, other.id].sort())
    expect(ids(await feed(blocked, { city: '杭州市', gender: 'male' }))).toContain(viewer.id)
  })
})

describe('getDetail', () => {
  it('returns facts, mate requirements and badges, and records each view', async () => {
    const viewer = await man(t)
    const target = await lover(t, { nickname: '详情', hometownProvince: '江苏省', hometownCity: '苏州市' })
    const res = await t.call(API.loveFeed.getDetail, { userId: target.id }, { token: viewer.token })
    expect(res.body.data).toMatchObject({
      userId: target.id,
      nickname: '详情',
      hometown: '江苏省苏州市',
      weight: 50,
      marital: 'single',
      house: 'rent',
      car: 'none',
      mate: profileInput().mate,
      isFav: false,
      photosLocked: false,
      badges: []
    })
    await t.call(API.loveFeed.getDetail, { userId: target.id }, { token: viewer.token })
    const viewers = await t.call(API.loveSocial.getViewersPage, { cursor: '', pageSize: 10 }, { token: target.token })
    expect(viewers.body.data.list).toMatchObject([{ card: { userId: viewer.id }, times: 2 }])
  })

  it('does not count looking at oneself', async () => {
    const me = await lover(t)
    await t.call(API.loveFeed.getDetail, { userId: me.id }, { token: me.token })
    expect((await t.call(API.loveSocial.getLoveCentre, {}, { token: me.token })).body.data.viewedMeCount).toBe(0)
  })

  it('refuses a missing member, a bad id and a suspended account', async () => {
    const viewer = await man(t)
    expectFailure(
      await t.call(API.loveFeed.getDetail, { userId: 2_000_000 }, { token: viewer.token }),
      40400,
      '该会员不存在或已隐藏资料'
    )
    expectFailure(await t.call(API.loveFeed.getDetail, { userId: 0 }, { token: viewer.token }), 40000, '会员不正确')
    expectFailure(await t.call(API.loveFeed.getDetail, { userId: 'abc' }, { token: viewer.token }), 40000, '会员不正确')
    const plain = await member(t)
    expectFailure(
      await t.call(API.loveFeed.getDetail, { userId: plain.id }, { token: viewer.token }),
      40400,
      '该会员不存在或已隐藏资料'
    )
  })
})

describe('tenants', () => {
  it("never shows another tenant's members", async () => {
    const viewer = await man(t)
    const foreign = await lover(t, { nickname: '乙城会员' }, HOST_B)
    const foreignMan = await man(t, {}, HOST_B)
    expect((await feed(viewer)).map((c) => c.nickname)).not.toContain('乙城会员')
    expect(ids(await feed(foreignMan))).toEqual([foreign.id])
    expectFailure(
      await t.call(API.loveFeed.getDetail, { userId: foreign.id }, { token: viewer.token }),
      40400,
      '该会员不存在或已隐藏资料'
    )
  })
})

describe('getMyPlacements', () => {
  it('lists my top placements and boosts, newest end first, with whether each runs now', async () => {
    const a = await lover(t)
    await place(t, a.id, 'boost', -DAY)
    await place(t, a.id, 'top', DAY)
    const res = await t.call(API.loveFeed.getMyPlacements, {}, { token: a.token })
    expect(res.body.data.map((p) => [p.kind, p.active])).toEqual([
      ['top', true],
      ['boost', false]
    ])
    const b = await lover(t)
    expect((await t.call(API.loveFeed.getMyPlacements, {}, { token: b.token })).body.data).toEqual([])
  })
})

describe('logged out', () => {
  it.each([API.loveFeed.getRecommendPage, API.loveFeed.getDetail, API.loveFeed.getMyPlacements])(
    '%s asks to log in',
    async (path) => {
      expectUnauthorized(await t.call(path, { cursor: '', pageSize: 10, userId: 1 }))
    }
  )
})
