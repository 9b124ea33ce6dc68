import { API } from '@contract/api'
import type { FeedFilters, LoveProfileInput, MateRequirement } from '@contract/love'
import { DEFAULT_TIME_ZONE, dayText } from '../../src/lib/tenant-time'
import { ageOf } from '../../src/modules/love-profile/rules'
import { buildTestApp, type TestApp } from '../helpers/app'
import { lover, man, profileInput, type Lover } from '../helpers/love'
import { expectFailure } from '../helpers/members'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t.close()
})

const PRIVACY = { hideFromFeed: false, photosVipOnly: false, hideAge: false, hideIncome: false }
const hideAge = (who: Lover) => t.call(API.loveProfile.setPrivacy, { ...PRIVACY, hideAge: true }, { token: who.token })
const hideProfile = (who: Lover) =>
  t.call(API.loveProfile.setPrivacy, { ...PRIVACY, hideFromFeed: true }, { token: who.token })

async function feedPage(who: Lover, filters: FeedFilters, cursor: string, pageSize: number) {
  const res = await t.call(API.loveFeed.getRecommendPage, { ...filters, cursor, pageSize }, { token: who.token })
  if (res.body.code !== 20000) throw new Error(res.body.msg)
  return res.body.data
}

/** Every page of the feed one member at a time: the ids in order and the cursor after each. */
async function walk(who: Lover, filters: FeedFilters): Promise<{ ids: number[]; cursors: string[] }> {
  const ids: number[] = []
  const cursors: string[] = []
  let cursor = ''
  do {
    const page = await feedPage(who, filters, cursor, 1)
    ids.push(...page.list.map((c) => c.userId))
    cursor = page.nextCursor
    cursors.push(cursor)
  } while (cursor)
  return { ids, cursors }
}

describe('the feed cursor and hidden ages', () => {
  const VIEWER: Partial<LoveProfileInput> = { birthDate: '1992-03-01' }
  const mateOf = (ageMin: number, ageMax: number): MateRequirement => ({
    ageMin,
    ageMax,
    heightMin: 155,
    heightMax: 175,
    educationMin: 'college',
    city: '',
    marital: ''
  })
  // Heights 166-168 are used by no other test of this file, so the filter isolates these members.
  const ONLY_THESE: FeedFilters = { heightMin: 166, heightMax: 168 }

  it('ranks a member who hides their age the same whatever age range the viewer asks for', async () => {
    const viewer = await man(t, VIEWER)
    const age = ageOf('1995-06-15', dayText(new Date(), DEFAULT_TIME_ZONE))
    const seen = await lover(t, { birthDate: '1995-06-15', height: 166 })
    const hidden = await lover(t, { birthDate: '1995-06-15', height: 166 })
    await hideAge(hidden)
    // Everything the ranking reads is the same as the hidden member's, but a visible age of 55 no tested range includes.
    const older = await lover(t, { birthDate: '1970-06-15', height: 166 })
    const elsewhere = await lover(t, {
      birthDate: '1995-06-15',
      height: 167,
      residenceProvince: '浙江省',
      residenceCity: '温州市'
    })
    const hiddenElsewhere = await lover(t, {
      birthDate: '1996-06-15',
      height: 168,
      residenceProvince: '浙江省',
      residenceCity: '温州市'
    })
    await hideAge(hiddenElsewhere)

    let firstAfterHidden = ''
    // The seven calls of the reported attack narrowed the hidden age with ranges like these.
    for (const [ageMin, ageMax] of [
      [26, 36],
      [18, 25],
      [age - 1, age + 1],
      [age, age],
      [age + 1, 40],
      [40, 45],
      [18, 99]
    ]) {
      const res = await t.call(
        API.loveProfile.editInfo,
        profileInput({ ...VIEWER, gender: 'male', height: 178, mate: mateOf(ageMin, ageMax) }),
        { token: viewer.token }
      )
      expect(res.body.code).toBe(20000)
      const { ids, cursors } = await walk(viewer, ONLY_THESE)
      // Equal to the older member but for the age, the hidden one stays behind her (the newer member wins a tie)…
      expect(ids.filter((id) => id === hidden.id || id === older.id)).toEqual([older.id, hidden.id])
      // …while a visible age of the same value still counts when it fits.
      const seenFits = ageMin <= age && age <= ageMax
      expect(ids.filter((id) => id === hidden.id || id === seen.id)).toEqual(
        seenFits ? [seen.id, hidden.id] : [hidden.id, seen.id]
      )
      // One page at a time or all at once, everyone comes exactly once and in the same order.
      expect(ids).toEqual((await feedPage(viewer, ONLY_THESE, '', 50)).list.map((c) => c.userId))
      expect(new Set(ids)).toEqual(new Set([seen.id, hidden.id, older.id, elsewhere.id, hiddenElsewhere.id]))
      // The cursor after the hidden member carries nothing readable: neither a score nor her id…
      const afterHidden = cursors[ids.indexOf(hidden.id)]
      expect(afterHidden).not.toBe('')
      const text = Buffer.from(afterHidden, 'base64url').toString('latin1')
      expect(text).not.toMatch(/^-?\d+:\d+$/)
      expect(text).not.toContain(`:${hidden.id}`)
      // …and the place it marks is hers whatever the range: the first range's cursor goes on exactly as this one.
      firstAfterHidden ||= afterHidden
      const rest = await feedPage(viewer, ONLY_THESE, firstAfterHidden, 50)
      expect(rest.list.map((c) => c.userId)).toEqual(ids.slice(ids.indexOf(hidden.id) + 1))
    }
  })

  it('refuses an edited, forged, truncated or borrowed cursor with a business error, never a 500', async () => {
    const viewer = await man(t, { birthDate: '1990-01-01' })
    const other = await man(t, { birthDate: '1990-01-01' })
    for (let i = 0; i < 3; i++) await lover(t, { height: 170 })
    const filters: FeedFilters = { heightMin: 170, heightMax: 170 }
    const { nextCursor } = await feedPage(viewer, filters, '', 1)
    expect(nextCursor).not.toBe('')
    const bytes = Buffer.from(nextCursor, 'base64url')
    const edited = Buffer.from(bytes)
    edited[Math.floor(edited.length / 2)] ^= 0x01
    const attempts = [
      edited.toString('base64url'),
      bytes.subarray(0, bytes.length - 1).toString('base64url'),
      Buffer.from(`999999:${viewer.id}`).toString('base64url'),
      Buffer.from('0:1').toString('base64url'),
      'AAAA',
      '-'
    ]
    for (const cursor of attempts) {
      expectFailure(
        await t.call(API.loveFeed.getRecommendPage, { ...filters, cursor, pageSize: 1 }, { token: viewer.token }),
        40000,
        '分页参数不正确'
      )
    }
    // A cursor belongs to the member it was given to.
    expectFailure(
      await t.call(
        API.loveFeed.getRecommendPage,
        { ...filters, cursor: nextCursor, pageSize: 1 },
        { token: other.token }
      ),
      40000,
      '分页参数不正确'
    )
    expect((await feedPage(viewer, filters, nextCursor, 1)).list).toHaveLength(1)
  })
})

describe('a hidden profile opened by id', () => {
  const MISSING_ID = 2_000_000
  const detail = (who: Lover, userId: number) => t.call(API.loveFeed.getDetail, { userId }, { token: who.token })
  const favourite = (who: Lover, userId: number) => t.call(API.loveSocial.fav, { userId }, { token: who.token })

  it('answers a stranger exactly as for an id nobody has, and records no view', async () => {
    const stranger = await man(t)
    const shy = await lover(t)
    await hideProfile(shy)
    const hidden = await detail(stranger, shy.id)
    expect(hidden).toEqual(await detail(stranger, MISSING_ID))
    expectFailure(hidden, 40400, '该会员不存在或已隐藏资料')
    const viewers = await t.call(API.loveSocial.getLoveCentre, {}, { token: shy.token })
    expect(viewers.body.data.viewedMeCount).toBe(0)
  })

  it('cannot be opened by favouriting it first: favouriting answers as for a missing id', async () => {
    const stranger = await man(t)
    const shy = await lover(t)
    await hideProfile(shy)
    const fav = await favourite(stranger, shy.id)
    expect(fav).toEqual(await favourite(stranger, MISSING_ID))
    expectFailure(fav, 40400, '该会员不存在')
    expectFailure(await detail(stranger, shy.id), 40400, '该会员不存在或已隐藏资料')
  })

  it('still opens for members she already knows, and for herself', async () => {
    const [fan, favouredByHer, seenByHer, sawHer, stranger] = [
      await man(t),
      await man(t),
      await man(t),
      await man(t),
      await man(t)
    ]
    const shy = await lover(t, { nickname: '隐身' })
    expect((await favourite(fan, shy.id)).body.code).toBe(20000)
    expect((await detail(sawHer, shy.id)).body.code).toBe(20000)
    await hideProfile(shy)
    expect((await favourite(shy, favouredByHer.id)).body.code).toBe(20000)
    expect((await detail(shy, seenByHer.id)).body.code).toBe(20000)

    for (const who of [fan, favouredByHer, seenByHer, sawHer, shy]) {
      expect((await detail(who, shy.id)).body.data).toMatchObject({ userId: shy.id, nickname: '隐身' })
    }
    // Knowing her again is allowed: a member she favourited may favourite her back.
    expect((await favourite(favouredByHer, shy.id)).body.data).toEqual({ ok: true })
    expectFailure(await detail(stranger, shy.id), 40400, '该会员不存在或已隐藏资料')
  })
})

describe('per-member limit on the feed and member lists', () => {
  let limited: TestApp
  beforeAll(async () => {
    limited = await buildTestApp({ LIST_RATE_LIMIT_PER_MINUTE: 3 })
  })
  afterAll(async () => {
    await limited.close()
  })

  const PAGE = { cursor: '', pageSize: 10 }
  const TOO_MANY = { code: 42900, msg: '访问太频繁，请稍后再试', data: null }

  it('answers the 4th feed call of a minute with 429 while another member browses on', async () => {
    const greedy = await man(limited)
    const other = await man(limited)
    for (let i = 0; i < 3; i++)
      expect((await limited.call(API.loveFeed.getRecommendPage, PAGE, { token: greedy.token })).body.code).toBe(20000)
    const fourth = await limited.call(API.loveFeed.getRecommendPage, PAGE, { token: greedy.token })
    expect(fourth).toEqual({ status: 429, body: TOO_MANY })
    expect((await limited.call(API.loveFeed.getRecommendPage, PAGE, { token: other.token })).body.code).toBe(20000)
    // Cheap calls about oneself stay open.
    expect((await limited.call(API.loveProfile.getMyProfile, {}, { token: greedy.token })).body.code).toBe(20000)
  })

  it('counts opening profiles by id together with the feed', async () => {
    const prober = await man(limited)
    const target = await lover(limited)
    for (let i = 0; i < 2; i++)
      expect(
        (await limited.call(API.loveFeed.getDetail, { userId: target.id }, { token: prober.token })).body.code
      ).toBe(20000)
    expect((await limited.call(API.loveFeed.getRecommendPage, PAGE, { token: prober.token })).status).toBe(200)
    expect(await limited.call(API.loveFeed.getDetail, { userId: target.id }, { token: prober.token })).toEqual({
      status: 429,
      body: TOO_MANY
    })
  })

  it.each([
    API.loveSocial.getMyFavPage,
    API.loveSocial.getFavedMePage,
    API.loveSocial.getViewedPage,
    API.loveSocial.getViewersPage,
    API.loveSocial.getBlockedPage,
    API.zone.getZoneMemberPage
  ])('limits %s the same way', async (path) => {
    const who = await man(limited)
    const zones = (await limited.call(API.zone.getZoneList, {})).body.data
    const body = { ...PAGE, zoneId: zones[0].id, pageNum: 1 }
    for (let i = 0; i < 3; i++) expect((await limited.call(path, body, { token: who.token })).status).toBe(200)
    expect(await limited.call(path, body, { token: who.token })).toEqual({ status: 429, body: TOO_MANY })
  })
})
