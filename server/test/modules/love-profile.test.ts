import { and, eq } from 'drizzle-orm'
import { API } from '@contract/api'
import { loveProfiles } from '../../src/db/schema'
import { DEFAULT_TIME_ZONE, dayText, shiftDay } from '../../src/lib/tenant-time'
import { yearsAgo } from '../../src/modules/love-profile/rules'
import { buildTestApp, HOST_B, type TestApp } from '../helpers/app'
import { lover, makeVip, man, member, profileInput } from '../helpers/love'
import { expectFailure, expectUnauthorized, userRow } from '../helpers/members'
import { uploadedImages } from '../helpers/upload'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t.close()
})

const EXPIRED = '登录已过期，请重新登录'

const PROFILE_PATHS = [
  API.loveProfile.signUp,
  API.loveProfile.editInfo,
  API.loveProfile.getMyProfile,
  API.loveSocial.getLoveCentre,
  API.loveProfile.setAlbum,
  API.loveProfile.setLocation,
  API.loveProfile.getPrivacy,
  API.loveProfile.setPrivacy
] as const

describe('signUp', () => {
  it('saves the profile, makes the member a love user, and refuses a second sign-up', async () => {
    const m = await member(t)
    const res = await t.call(API.loveProfile.signUp, profileInput({ nickname: '阿宁' }), { token: m.token })
    expect(res.body.code).toBe(20000)
    expect(res.body.data).toMatchObject({
      userId: m.id,
      nickname: '阿宁',
      residenceCity: '杭州市',
      completeness: 80,
      album: []
    })
    expect(res.body.data.age).toBeGreaterThanOrEqual(30)
    expect((await userRow(t, 1, m.id)).isLoveUser).toBe(true)
    expect((await t.call(API.love.checkLoginUserInfo, {}, { token: m.token })).body.data.whetherLoveUser).toBe(true)
    expectFailure(
      await t.call(API.loveProfile.signUp, profileInput(), { token: m.token }),
      40000,
      '您已填写过交友资料，请在资料管理中修改'
    )
  })

  it("computes the age from the birth date and requires 18 years, on the city's day", async () => {
    const m = await member(t)
    const today = dayText(new Date(), DEFAULT_TIME_ZONE)
    // The first birth date not yet 18 there: the day after that of someone turning 18 today.
    const eighteenTomorrow = shiftDay(yearsAgo(18, today), 1)
    expectFailure(
      await t.call(API.loveProfile.signUp, profileInput({ birthDate: eighteenTomorrow }), { token: m.token }),
      40000,
      '年满18周岁才能注册交友资料'
    )
    const res = await t.call(
      API.loveProfile.signUp,
      profileInput({ birthDate: `${Number(today.slice(0, 4)) - 18}-01-01` }),
      {
        token: m.token
      }
    )
    expect(res.body.data.age).toBe(18)
  })

  it('refuses bad input with a message the member can act on', async () => {
    const m = await member(t)
    const call = (body: Record<string, unknown>) => t.call(API.loveProfile.signUp, body, { token: m.token })
    const base = profileInput()
    expectFailure(await call({ ...base, birthDate: '1995-02-30' }), 40000, '出生日期不正确')
    expectFailure(await call({ ...base, birthDate: '1995/02/03' }), 40000, '请选择出生日期')
    expectFailure(await call({ ...base, height: 20 }), 40000, '身高须在120-230厘米之间')
    expectFailure(await call({ ...base, education: 'kindergarten' }), 40000, '请选择学历')
    expectFailure(await call({ ...base, nickname: '' }), 40000, '昵称为1-20个字')
    const { gender: _gender, ...noGender } = base
    expectFailure(await call(noGender), 40000, '请选择性别')
    expectFailure(await call({ ...base, mate: { ...base.mate, ageMin: 40, ageMax: 30 } }), 40000, '择偶年龄范围不正确')
    expectFailure(
      await call({ ...base, mate: { ...base.mate, heightMin: 190, heightMax: 170 } }),
      40000,
      '择偶身高范围不正确'
    )
    expectFailure(await call({ ...base, mate: { ...base.mate, ageMin: 12 } }), 40000, '年龄须在18-99岁之间')
    expectFailure(
      await call({ ...base, residenceProvince: '浙江省', residenceCity: '南京市' }),
      40000,
      '请选择现居城市'
    )
    expectFailure(await call({ ...base, hometownProvince: '', hometownCity: '宁波市' }), 40000, '请选择家乡')
    expectFailure(await call({ ...base, mate: { ...base.mate, city: '不存在市' } }), 40000, '请选择择偶城市')
    expectFailure(await t.call(API.loveProfile.getMyProfile, {}, { token: m.token }), 40400, '请先填写交友资料')
  })

  it('accepts an empty hometown and any-city mate requirements', async () => {
    const m = await member(t)
    const res = await t.call(
      API.loveProfile.signUp,
      profileInput({
        hometownProvince: '',
        hometownCity: '',
        mate: { ...profileInput().mate, city: '', educationMin: '', marital: '' }
      }),
      { token: m.token }
    )
    expect(res.body.code).toBe(20000)
    expect(res.body.data.completeness).toBe(75)
  })
})

describe('民族 and 是否有孩子', () => {
  it('saves both, shows them to the member and on her page, and leaves them unsaid when not given', async () => {
    const m = await member(t)
    const res = await t.call(API.loveProfile.signUp, profileInput({ ethnicity: '回族', children: 'apart' }), {
      token: m.token
    })
    expect(res.body.data).toMatchObject({ ethnicity: '回族', children: 'apart' })
    const viewer = await man(t)
    const page = await t.call(API.loveFeed.getDetail, { userId: m.id }, { token: viewer.token })
    expect(page.body.data).toMatchObject({ ethnicity: '回族', children: 'apart' })

    const quiet = await lover(t)
    expect((await t.call(API.loveProfile.getMyProfile, {}, { token: quiet.token })).body.data).toMatchObject({
      ethnicity: '',
      children: ''
    })
    const quietPage = await t.call(API.loveFeed.getDetail, { userId: quiet.id }, { token: viewer.token })
    expect(quietPage.body.data).toMatchObject({ ethnicity: '', children: '' })
  })

  it('keeps what she said when an older client saves without them, and clears them when she does', async () => {
    const m = await lover(t, { ethnicity: '满族', children: 'none' })
    const edit = (o: Parameters<typeof profileInput>[0]) =>
      t.call(API.loveProfile.editInfo, profileInput(o), { token: m.token })
    expect((await edit({ height: 170 })).body.data).toMatchObject({ height: 170, ethnicity: '满族', children: 'none' })
    expect((await edit({ ethnicity: '', children: '' })).body.data).toMatchObject({ ethnicity: '', children: '' })
  })

  it('takes only one of the 56 and one of the three answers, saying so in Chinese', async () => {
    const m = await member(t)
    const call = (body: Record<string, unknown>) => t.call(API.loveProfile.signUp, body, { token: m.token })
    for (const ethnicity of ['火星族', 'han', '汉', ' 汉族', 56])
      expectFailure(await call({ ...profileInput(), ethnicity }), 40000, '请从列表中选择民族')
    for (const children of ['maybe', '有', true])
      expectFailure(await call({ ...profileInput(), children }), 40000, '请选择是否有孩子')
    expect((await userRow(t, 1, m.id)).isLoveUser).toBe(false)
  })
})

describe('contact information', () => {
  it('refuses a phone number in about-me, nickname or occupation and keeps the old profile', async () => {
    const m = await man(t, { aboutMe: '真诚交友，喜欢户外运动和读书。' })
    const edit = (o: Parameters<typeof profileInput>[0]) =>
      t.call(API.loveProfile.editInfo, profileInput({ gender: 'male', ...o }), { token: m.token })
    expectFailure(await edit({ aboutMe: '加我 一三八 1234 5678 细聊' }), 41005, '不得含有联系方式，请修改')
    expectFailure(await edit({ aboutMe: '电话13812345678' }), 41005, '不得含有联系方式，请修改')
    expectFailure(await edit({ nickname: '小林13812345678' }), 41005, '不得含有联系方式，请修改')
    expectFailure(await edit({ occupation: '销售13812345678' }), 41005, '不得含有联系方式，请修改')
    const mine = await t.call(API.loveProfile.getMyProfile, {}, { token: m.token })
    expect(mine.body.data.aboutMe).toBe('真诚交友，喜欢户外运动和读书。')
  })

  it('refuses it at sign-up too', async () => {
    const m = await member(t)
    expectFailure(
      await t.call(API.loveProfile.signUp, profileInput({ aboutMe: '想认识我就打 138-1234-5678 吧' }), {
        token: m.token
      }),
      41005,
      '不得含有联系方式，请修改'
    )
    expect((await userRow(t, 1, m.id)).isLoveUser).toBe(false)
  })
})

describe('editInfo and getMyProfile', () => {
  it('updates every fact and the nickname', async () => {
    const m = await lover(t)
    const changed = profileInput({
      nickname: '林小雨',
      height: 168,
      education: 'master',
      residenceProvince: '江苏省',
      residenceCity: '苏州市',
      mate: {
        ageMin: 28,
        ageMax: 38,
        heightMin: 172,
        heightMax: 188,
        educationMin: 'master',
        city: '苏州市',
        marital: ''
      }
    })
    const res = await t.call(API.loveProfile.editInfo, changed, { token: m.token })
    expect(res.body.data).toMatchObject({
      nickname: '林小雨',
      height: 168,
      education: 'master',
      residenceCity: '苏州市',
      mate: changed.mate
    })
    const mine = await t.call(API.loveProfile.getMyProfile, {}, { token: m.token })
    expect(mine.body.data).toEqual(res.body.data)
    expect((await userRow(t, 1, m.id)).nickname).toBe('林小雨')
  })

  it('asks a member without a profile to fill one in first', async () => {
    const m = await member(t)
    expectFailure(await t.call(API.loveProfile.editInfo, profileInput(), { token: m.token }), 40400, '请先填写交友资料')
  })

  it("keeps each tenant's profile to itself", async () => {
    const a = await lover(t, { nickname: '甲城' })
    const b = await member(t, HOST_B)
    expectFailure(
      await t.call(API.loveProfile.getMyProfile, {}, { token: b.token, host: HOST_B }),
      40400,
      '请先填写交友资料'
    )
    // A tenant's token means nothing on another tenant's host.
    expectUnauthorized(await t.call(API.loveProfile.getMyProfile, {}, { token: a.token, host: HOST_B }), EXPIRED)
  })
})

describe('setAlbum', () => {
  it('keeps at most 9 uploaded images and counts them in completeness', async () => {
    const m = await lover(t)
    const images = await uploadedImages(t, m.token, 2)
    const res = await t.call(API.loveProfile.setAlbum, { images }, { token: m.token })
    expect(res.body.data).toMatchObject({ album: images, completeness: 100 })
    const message = '相册最多9张照片，且须为上传的图片'
    const ten = Array.from({ length: 10 }, (_, i) => `/uploads/t1/${i}.jpg`)
    expectFailure(await t.call(API.loveProfile.setAlbum, { images: ten }, { token: m.token }), 40000, message)
    expectFailure(
      await t.call(API.loveProfile.setAlbum, { images: ['javascript:alert(1)'] }, { token: m.token }),
      40000,
      message
    )
    const cleared = await t.call(API.loveProfile.setAlbum, { images: [] }, { token: m.token })
    expect(cleared.body.data).toMatchObject({ album: [], completeness: 80 })
  })

  it('needs a profile', async () => {
    const m = await member(t)
    expectFailure(await t.call(API.loveProfile.setAlbum, { images: [] }, { token: m.token }), 40400, '请先填写交友资料')
  })
})

describe('setLocation', () => {
  const stored = async (id: number, tenantId = 1) => {
    const [row] = await t.app.db
      .select({ lat: loveProfiles.lat, lng: loveProfiles.lng })
      .from(loveProfiles)
      .where(and(eq(loveProfiles.tenantId, tenantId), eq(loveProfiles.userId, id)))
    return row
  }

  it('stores the position rounded to about 1 km', async () => {
    const m = await lover(t)
    expect(await stored(m.id)).toEqual({ lat: null, lng: null })
    const res = await t.call(API.loveProfile.setLocation, { lat: 30.274_156, lng: 120.155_37 }, { token: m.token })
    expect(res.body).toEqual({ code: 20000, msg: 'success', data: { ok: true } })
    expect(await stored(m.id)).toEqual({ lat: 30.27, lng: 120.16 })
  })

  it('refuses a position off the globe, a missing coordinate, and a member without a profile', async () => {
    const m = await lover(t)
    expectFailure(
      await t.call(API.loveProfile.setLocation, { lat: 91, lng: 120 }, { token: m.token }),
      40000,
      '位置不正确'
    )
    expectFailure(
      await t.call(API.loveProfile.setLocation, { lat: 30, lng: -181 }, { token: m.token }),
      40000,
      '位置不正确'
    )
    expectFailure(await t.call(API.loveProfile.setLocation, { lat: 30 }, { token: m.token }), 40000, '位置不正确')
    expectFailure(
      await t.call(API.loveProfile.setLocation, { lat: 'north', lng: 120 }, { token: m.token }),
      40000,
      '位置不正确'
    )
    expect(await stored(m.id)).toEqual({ lat: null, lng: null })
    const none = await member(t)
    expectFailure(
      await t.call(API.loveProfile.setLocation, { lat: 30, lng: 120 }, { token: none.token }),
      40400,
      '请先填写交友资料'
    )
  })

  it("moves only the caller's own tenant profile", async () => {
    const a = await lover(t)
    const b = await lover(t, {}, HOST_B)
    await t.call(API.loveProfile.setLocation, { lat: 29.87, lng: 121.55 }, { token: b.token, host: HOST_B })
    expect(await stored(b.id, 2)).toEqual({ lat: 29.87, lng: 121.55 })
    expect(await stored(a.id)).toEqual({ lat: null, lng: null })
  })
})

describe('privacy', () => {
  it('starts open, and saves and reads back each setting', async () => {
    const m = await lover(t)
    const open = { hideFromFeed: false, photosVipOnly: false, hideAge: false, hideIncome: false, hidePresence: false }
    expect((await t.call(API.loveProfile.getPrivacy, {}, { token: m.token })).body.data).toEqual(open)
    const closed = { hideFromFeed: true, photosVipOnly: true, hideAge: true, hideIncome: false, hidePresence: true }
    expect((await t.call(API.loveProfile.setPrivacy, closed, { token: m.token })).body.data).toEqual(closed)
    expect((await t.call(API.loveProfile.getPrivacy, {}, { token: m.token })).body.data).toEqual(closed)
  })

  it('refuses a partial or malformed setting, and a member without a profile', async () => {
    const m = await lover(t)
    expectFailure(
      await t.call(API.loveProfile.setPrivacy, { hideFromFeed: true }, { token: m.token }),
      40000,
      '隐私设置不正确'
    )
    expectFailure(
      await t.call(
        API.loveProfile.setPrivacy,
        { hideFromFeed: 'yes', photosVipOnly: false, hideAge: false, hideIncome: false },
        { token: m.token }
      ),
      40000,
      '隐私设置不正确'
    )
    const none = await member(t)
    expectFailure(await t.call(API.loveProfile.getPrivacy, {}, { token: none.token }), 40400, '请先填写交友资料')
  })
})

describe('getLoveCentre', () => {
  it('shows completeness, VIP state and badges', async () => {
    const m = await lover(t)
    const plain = await t.call(API.loveSocial.getLoveCentre, {}, { token: m.token })
    expect(plain.body.data).toEqual({
      completeness: 80,
      isVip: false,
      vipType: 0,
      badges: [],
      viewedMeCount: 0,
      iViewedCount: 0,
      favCount: 0,
      favedMeCount: 0,
      newViewedMeCount: 0,
      newFavedMeCount: 0
    })
    await makeVip(t, m.id)
    await t.call(API.loveProfile.setAlbum, { images: await uploadedImages(t, m.token, 1) }, { token: m.token })
    const rich = await t.call(API.loveSocial.getLoveCentre, {}, { token: m.token })
    expect(rich.body.data).toMatchObject({ completeness: 100, isVip: true, vipType: 1, badges: ['VIP', '资料完善'] })
  })

  it('needs a profile', async () => {
    const m = await member(t)
    expectFailure(await t.call(API.loveSocial.getLoveCentre, {}, { token: m.token }), 40400, '请先填写交友资料')
  })
})

describe('logged out', () => {
  it.each(PROFILE_PATHS)('%s asks to log in', async (path) => {
    expectUnauthorized(await t.call(path, {}))
    expectUnauthorized(await t.call(path, {}, { token: 'not-a-token' }), EXPIRED)
  })
})
