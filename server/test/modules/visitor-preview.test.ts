import { and, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { API } from '@contract/api'
import type { VisitorPreview } from '@contract/love'
import { users } from '../../src/db/schema'
import { PREVIEW_SIZE } from '../../src/modules/love-feed/preview'
import { buildTestApp, HOST_B, type TestApp } from '../helpers/app'
import { lover, setProfile, type Lover } from '../helpers/love'
import { expectFailure } from '../helpers/members'
import { fetchBytes, uploadMultipart } from '../helpers/upload'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t.close()
})

/** Black and white stripes two pixels wide: sharp detail a blur has to wash out. */
async function stripes(): Promise<Buffer> {
  const width = 400
  const height = 500
  const raw = Buffer.alloc(width * height * 3)
  for (let i = 0; i < width * height; i++) raw.fill(Math.floor((i % width) / 2) % 2 ? 255 : 0, i * 3, i * 3 + 3)
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer()
}

/** A member in 杭州 whose album opens with a striped photo they uploaded; answers the photo's address. */
async function withPhoto(who: Lover): Promise<string> {
  const res = await uploadMultipart(t, await stripes(), { token: who.token, host: who.host })
  if (res.body.code !== 20000) throw new Error(res.body.msg)
  await setProfile(t, who.id, { album: [res.body.data.url] })
  return res.body.data.url
}

async function preview(body: { city?: string } = {}, host?: string): Promise<VisitorPreview> {
  const res = await t.call(API.loveFeed.getVisitorPreview, body, { host })
  if (res.body.code !== 20000) throw new Error(res.body.msg)
  return res.body.data
}

const contrast = async (image: Buffer) => (await sharp(image).stats()).channels[0].stdev

describe('what a logged-out visitor sees of the city', () => {
  let shown: Lover
  let original: string
  let hidden: Lover
  let vipOnly: Lover
  let suspended: Lover

  beforeAll(async () => {
    shown = await lover(t, { nickname: '看得见', birthDate: '1996-03-01' })
    original = await withPhoto(shown)
    hidden = await lover(t, { nickname: '不出现' })
    await withPhoto(hidden)
    await setProfile(t, hidden.id, { hideFromFeed: true })
    suspended = await lover(t, { nickname: '已停用' })
    await withPhoto(suspended)
    await t.app.db
      .update(users)
      .set({ status: 'disabled' })
      .where(and(eq(users.tenantId, 1), eq(users.id, suspended.id)))
    const staffHidden = await lover(t, { nickname: '被隐藏' })
    await withPhoto(staffHidden)
    await setProfile(t, staffHidden.id, { staffHidden: true })
    vipOnly = await lover(t, { nickname: '仅VIP' })
    await withPhoto(vipOnly)
    await setProfile(t, vipOnly.id, { photosVipOnly: true })
    // Touched last, so these two are the most recently active and lead the preview.
    await setProfile(t, vipOnly.id, { activeAt: new Date(Date.now() + 1000) })
    await setProfile(t, shown.id, { activeAt: new Date(Date.now() + 2000) })
  })

  it('needs no login and shows the tenant city without names, ids, original photos or anyone hidden', async () => {
    const res = await t.call(API.loveFeed.getVisitorPreview, {})
    expect(res.body.code).toBe(20000)
    const text = JSON.stringify(res.body)
    for (const secret of [original, '看得见', 'userId', 'nickname', 'avatar']) expect(text).not.toContain(secret)
    const data = res.body.data
    expect(data.cards.every((c) => Object.keys(c).sort().join() === 'ageBand,city,education,gender,photo')).toBe(true)
    expect(data.city).toBe('杭州市')
    // Hidden from the feed, suspended, hidden by staff: none of them shows or counts.
    expect(data.total).toBe(2)
    expect(data.cards.map((c) => ({ ...c, photo: c.photo !== '' }))).toEqual([
      {
        gender: 'female',
        ageBand: expect.stringMatching(/^\d{2}-\d{2}岁$/),
        city: '杭州市',
        education: 'bachelor',
        photo: true
      },
      { gender: 'female', ageBand: expect.stringMatching(/岁$/), city: '杭州市', education: 'bachelor', photo: false }
    ])
  })

  it('shows a stored, blurred and shrunken copy of the photo, made once', async () => {
    const { cards } = await preview()
    const copy = cards[0].photo
    expect(copy).toMatch(/^\/uploads\/t1\/previews\/[0-9a-f]{32}\.jpg$/)
    const served = await fetchBytes(t, copy)
    expect(served.status).toBe(200)
    expect(await sharp(served.body).metadata()).toMatchObject({ width: 200, height: 250, format: 'jpeg' })
    const sharpness = await contrast((await fetchBytes(t, original)).body)
    expect(await contrast(served.body)).toBeLessThan(sharpness / 4)

    const put = jest.spyOn(t.app.storage, 'put')
    expect((await preview()).cards[0].photo).toBe(copy)
    expect(put).not.toHaveBeenCalled()
    put.mockRestore()
  })

  it('gives age bands, and nothing for a hidden age', async () => {
    await setProfile(t, shown.id, { hideAge: true })
    expect((await preview()).cards[0].ageBand).toBe('')
    await setProfile(t, shown.id, { hideAge: false })
  })

  it('shows another city on request, and never another tenant’s members', async () => {
    await lover(t, { residenceCity: '宁波市' })
    await lover(t, {}, HOST_B)
    expect(await preview({ city: '宁波市' })).toMatchObject({ city: '宁波市', total: 1 })
    // Tenant B's own city is 宁波: its one 杭州 member shows only when asked for, and only there.
    expect(await preview({}, HOST_B)).toMatchObject({ city: '宁波市', total: 0, cards: [] })
    expect(await preview({ city: '杭州市' }, HOST_B)).toMatchObject({ city: '杭州市', total: 1 })
    expect((await preview()).total).toBe(2)
  })

  it('puts members with a photo before more recently active ones without', async () => {
    const faceless = await lover(t, { residenceCity: '丽水市' })
    await withPhoto(await lover(t, { residenceCity: '丽水市' }))
    await setProfile(t, faceless.id, { activeAt: new Date(Date.now() + 5000) })
    const { cards } = await preview({ city: '丽水市' })
    expect(cards.map((c) => c.photo !== '')).toEqual([true, false])
  })

  it('shows a few members, not the whole city', async () => {
    for (let i = 0; i < PREVIEW_SIZE + 1; i++) await lover(t, { residenceCity: '温州市' })
    const wenzhou = await preview({ city: '温州市' })
    expect(wenzhou.total).toBe(PREVIEW_SIZE + 1)
    expect(wenzhou.cards).toHaveLength(PREVIEW_SIZE)
  })

  it('refuses a city that does not exist with a message', async () => {
    expectFailure(await t.call(API.loveFeed.getVisitorPreview, { city: '不存在' }), 40000, '请选择城市')
    const long = await t.call(API.loveFeed.getVisitorPreview, { city: 'x'.repeat(21) })
    expect(long.body).toMatchObject({ code: 40000, msg: '请选择城市' })
  })
})
