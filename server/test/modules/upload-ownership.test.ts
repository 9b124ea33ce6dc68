import { and, eq } from 'drizzle-orm'
import { API } from '@contract/api'
import { loveReports, users } from '../../src/db/schema'
import { seedLoveMembers } from '../../src/db/seed-love'
import { buildTestApp, HOST_B, type TestApp } from '../helpers/app'
import { idCard } from '../helpers/cert'
import { lover, member, setProfile, type Lover } from '../helpers/love'
import { expectFailure, loginWithMaPhone } from '../helpers/members'
import { fetchBytes, uploadedImage, uploadedImages } from '../helpers/upload'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t.close()
})

const NOT_YOURS = '图片不正确，请重新上传'
let idSeq = 600

/** Every place a member hands the server an image reference, and what the member can read back of it. */
function places(a: Lover, target: Lover) {
  const opts = { token: a.token }
  return {
    album: {
      send: (url: string) => t.call(API.loveProfile.setAlbum, { images: [url] }, opts),
      stored: async () => (await t.call(API.loveProfile.getMyProfile, {}, opts)).body.data.album
    },
    avatar: {
      send: (url: string) => t.call(API.member.setAvator, { headPic: url }, opts),
      stored: async () => (await t.call(API.member.getUser, {}, opts)).body.data.headPic
    },
    educationProof: {
      send: (url: string) =>
        t.call(API.certification.saveEducationAuth, { school: '浙江大学', degree: 'bachelor', images: [url] }, opts),
      stored: async () => (await t.call(API.certification.getEducationAuth, {}, opts)).body.data.status
    },
    houseProof: {
      send: (url: string) => t.call(API.certification.saveHouseAuth, { city: '杭州市', images: [url] }, opts),
      stored: async () => (await t.call(API.certification.getHouseAuth, {}, opts)).body.data.status
    },
    otherProof: {
      send: (url: string) =>
        t.call(
          API.certification.saveOtherAuth,
          { title: '职业认证', fields: [{ label: '职务', value: '医生' }], images: [url] },
          opts
        ),
      stored: async () => (await t.call(API.certification.getOtherAuth, {}, opts)).body.data.status
    },
    faceImage: {
      send: (url: string) =>
        t.call(
          API.certification.submitRealName,
          { realName: '张三', idCard: idCard((idSeq += 1)), faceImage: url },
          opts
        ),
      stored: async () => (await t.call(API.certification.getRealName, {}, opts)).body.data.status
    },
    reportImages: {
      send: (url: string) =>
        t.call(API.loveSocial.report, { userId: target.id, reason: 'fake', description: '', images: [url] }, opts),
      stored: async () =>
        (
          await t.app.db
            .select()
            .from(loveReports)
            .where(and(eq(loveReports.tenantId, 1), eq(loveReports.reporterId, a.id)))
        ).map((r) => r.images)
    }
  }
}

type Place = keyof ReturnType<typeof places>
const PLACES = Object.keys(places({} as Lover, {} as Lover)) as Place[]

async function snapshot(a: Lover, target: Lover) {
  const all = places(a, target)
  return Object.fromEntries(await Promise.all(PLACES.map(async (p) => [p, await all[p].stored()])))
}

describe('an image reference that is not the member’s own upload', () => {
  let a: Lover
  let target: Lover
  let before: Record<string, unknown>
  beforeAll(async () => {
    a = await lover(t)
    target = await lover(t)
    before = await snapshot(a, target)
  })

  const refusedEverywhere = async (url: string) => {
    const all = places(a, target)
    for (const place of PLACES) {
      const res = await all[place].send(url)
      expect({ place, status: res.status, code: res.body.code, data: res.body.data }).toEqual({
        place,
        status: 200,
        code: 40000,
        data: null
      })
    }
    expect(await snapshot(a, target)).toEqual(before)
  }

  it.each([
    ['https://evil.example/x.png'],
    ['//evil.example/x.png'],
    ['/uploads/../../etc/passwd'],
    ['/uploads/t1/../../../etc/passwd']
  ])(
    '%s is refused for the album, avatar, certification proofs, face image and report images, and nothing is stored',
    async (url) => {
      await refusedEverywhere(url)
    }
  )

  it('another member’s upload is refused everywhere', async () => {
    const b = await member(t)
    await refusedEverywhere(await uploadedImage(t, b.token))
  })

  it('another tenant’s upload is refused everywhere', async () => {
    const foreigner = await member(t, HOST_B)
    const url = await uploadedImage(t, foreigner.token, HOST_B)
    expect(url).toMatch(/^\/uploads\/t2\//)
    await refusedEverywhere(url)
  })

  it('says which way out: the existing message for a picture that must be uploaded again', async () => {
    expectFailure(
      await t.call(API.loveProfile.setAlbum, { images: ['https://evil.example/x.png'] }, { token: a.token }),
      40000,
      NOT_YOURS
    )
  })

  it('one foreign image among the member’s own refuses the whole request', async () => {
    const mine = await uploadedImages(t, a.token, 2)
    expectFailure(
      await t.call(API.loveProfile.setAlbum, { images: [...mine, 'https://evil.example/x.png'] }, { token: a.token }),
      40000,
      NOT_YOURS
    )
    expect((await t.call(API.loveProfile.getMyProfile, {}, { token: a.token })).body.data.album).toEqual(before.album)
  })
})

describe('the member’s own uploads', () => {
  it.each(PLACES.map((p) => [p]))('are accepted and stored for %s', async (place) => {
    const a = await lover(t)
    const target = await lover(t)
    const url = await uploadedImage(t, a.token)
    const res = await places(a, target)[place].send(url)
    expect(res.body).toMatchObject({ code: 20000 })
    const stored = await places(a, target)[place].stored()
    if (place === 'album') expect(stored).toEqual([url])
    else if (place === 'avatar') expect(stored).toBe(url)
    else if (place === 'reportImages') expect(stored).toEqual([[url]])
    else expect(stored).not.toBe('none')
  })

  it('fill a whole album and a whole set of proofs in one request each', async () => {
    const a = await lover(t)
    const album = await uploadedImages(t, a.token, 9)
    expect((await t.call(API.loveProfile.setAlbum, { images: album }, { token: a.token })).body.data.album).toEqual(
      album
    )
    const proof = album.slice(0, 3)
    const res = await t.call(API.certification.saveHouseAuth, { city: '杭州市', images: proof }, { token: a.token })
    expect(res.body.data).toMatchObject({ status: 'pending', images: proof })
  })
})

describe('what the member already shows', () => {
  const LEGACY = ['/uploads/t1/seed/legacy-1.jpg', 'https://cdn.love.test/legacy-2.jpg']
  const OLD_AVATAR = 'https://cdn.love.test/old-avatar.jpg'

  async function legacyMember(): Promise<Lover> {
    const a = await lover(t)
    await setProfile(t, a.id, { album: LEGACY })
    await t.app.db
      .update(users)
      .set({ headPic: OLD_AVATAR })
      .where(and(eq(users.tenantId, 1), eq(users.id, a.id)))
    return a
  }

  it('album photos and the avatar set before uploads were recorded can be kept, reordered and moved', async () => {
    const a = await legacyMember()
    const mine = await uploadedImage(t, a.token)
    const res = await t.call(API.loveProfile.setAlbum, { images: [LEGACY[1], mine, LEGACY[0]] }, { token: a.token })
    expect(res.body.data.album).toEqual([LEGACY[1], mine, LEGACY[0]])
    expect((await t.call(API.member.setAvator, { headPic: OLD_AVATAR }, { token: a.token })).body.data.headPic).toBe(
      OLD_AVATAR
    )
    expect((await t.call(API.member.setAvator, { headPic: LEGACY[0] }, { token: a.token })).body.data.headPic).toBe(
      LEGACY[0]
    )
  })

  it('once removed, a legacy photo is not the member’s to put back', async () => {
    const a = await legacyMember()
    const mine = await uploadedImage(t, a.token)
    await t.call(API.loveProfile.setAlbum, { images: [mine] }, { token: a.token })
    expectFailure(
      await t.call(API.loveProfile.setAlbum, { images: [mine, LEGACY[1]] }, { token: a.token }),
      40000,
      NOT_YOURS
    )
  })

  it('another member’s album photo or avatar is still not yours', async () => {
    await legacyMember()
    const b = await lover(t)
    expectFailure(await t.call(API.loveProfile.setAlbum, { images: [LEGACY[0]] }, { token: b.token }), 40000, NOT_YOURS)
    expectFailure(await t.call(API.member.setAvator, { headPic: OLD_AVATAR }, { token: b.token }), 40000, NOT_YOURS)
  })
})

describe('built-in avatars', () => {
  it('any member may pick one of the app’s own avatars, but not a path that climbs out of them', async () => {
    const a = await member(t)
    const builtIn = '/static/images/assets/avatars/avatar-3.png'
    expect((await t.call(API.member.setAvator, { headPic: builtIn }, { token: a.token })).body.data.headPic).toBe(
      builtIn
    )
    for (const headPic of ['/static/images/assets/avatars/../../../../etc/passwd', '/static/evil.png']) {
      expect((await t.call(API.member.setAvator, { headPic }, { token: a.token })).body).toMatchObject({
        code: 40000,
        data: null
      })
    }
    expect((await t.call(API.member.getUser, {}, { token: a.token })).body.data.headPic).toBe(builtIn)
  })

  it('are avatars only: an album of them is refused', async () => {
    const a = await lover(t)
    const res = await t.call(
      API.loveProfile.setAlbum,
      { images: ['/static/images/assets/avatars/avatar-3.png'] },
      { token: a.token }
    )
    expect(res.body).toMatchObject({ code: 40000, data: null })
  })
})

describe('seeded demo members', () => {
  it('each own their portraits: they can rearrange them and make one their avatar; nobody else can use them', async () => {
    await seedLoveMembers(t.app.db, t.app.storage, 1, 6)
    const phones = ['18601000000', '18601000002', '18601000004']
    const tokens = await Promise.all(phones.map((phone) => loginWithMaPhone(t, phone)))
    const albums = await Promise.all(
      tokens.map(async (token) => (await t.call(API.loveProfile.getMyProfile, {}, { token })).body.data.album)
    )
    const [first, ...others] = albums
    expect((await fetchBytes(t, first[0])).status).toBe(200)
    for (const album of others) for (const url of album) expect(first).not.toContain(url)

    const reversed = [...first].reverse()
    expect(
      (await t.call(API.loveProfile.setAlbum, { images: reversed }, { token: tokens[0] })).body.data.album
    ).toEqual(reversed)
    expect((await t.call(API.member.setAvator, { headPic: reversed[0] }, { token: tokens[0] })).body.data.headPic).toBe(
      reversed[0]
    )
    expectFailure(
      await t.call(API.loveProfile.setAlbum, { images: [first[0]] }, { token: tokens[1] }),
      40000,
      NOT_YOURS
    )
    expectFailure(await t.call(API.member.setAvator, { headPic: first[0] }, { token: tokens[2] }), 40000, NOT_YOURS)
  })
})
