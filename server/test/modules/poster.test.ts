import fs from 'node:fs'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import pixelmatch from 'pixelmatch'
import { PNG } from 'pngjs'
import sharp from 'sharp'
import { API } from '@contract/api'
import { ErrorCode } from '@contract/envelope'
import { PLUGIN_IDS } from '@contract/plugins'
import { POSTER_HEIGHT, POSTER_WIDTH, SCENE_MAX } from '@contract/poster'
import { posterRenders, posterScenes, tenants } from '../../src/db/schema'
import { NO_PROFILE } from '../../src/modules/love-profile/service'
import { renderProfilePoster, renderPromotionPoster } from '../../src/modules/poster/render'
import { sceneFor } from '../../src/modules/poster/repository'
import {
  MEMBER_DETAIL_PAGE,
  NOT_PROMOTER,
  redrawLimitKey,
  REDRAWS_PER_HOUR,
  REGISTER_PAGE,
  SCENE_NOT_FOUND,
  TOO_MANY_REDRAWS,
  sceneUrl
} from '../../src/modules/poster/service'
import { buildTestApp, HOST_B, type TestApp } from '../helpers/app'
import { lover, member, type Lover } from '../helpers/love'
import { expectFailure, expectUnauthorized } from '../helpers/members'
import { fetchBytes, uploadMultipart } from '../helpers/upload'

/*
 * Each template compared with how it looked when someone last checked it (test/modules/posters/
 * <name>.png), with the e2e visual tests' tolerance: a glyph drawn a shade apart passes, a moved
 * or reshaped box does not. UPDATE_VISUAL=1 rewrites the pictures; a missing one is written and passes.
 */
const REFERENCES = path.join(__dirname, 'posters')
const UPDATE = process.env.UPDATE_VISUAL === '1'
const COLOUR_THRESHOLD = 0.1
const MAX_DIFF_RATIO = 0.005

/** Share of pixels that differ beyond the colour threshold, anti-aliased edges aside. */
function diffRatio(a: Buffer, b: Buffer): number {
  const want = PNG.sync.read(a)
  const got = PNG.sync.read(b)
  expect({ width: got.width, height: got.height }).toEqual({ width: want.width, height: want.height })
  const differing = pixelmatch(want.data, got.data, null, want.width, want.height, {
    threshold: COLOUR_THRESHOLD,
    includeAA: false
  })
  return differing / (want.width * want.height)
}

function compare(name: string, png: Buffer): void {
  const reference = path.join(REFERENCES, `${name}.png`)
  if (UPDATE || !fs.existsSync(reference)) {
    fs.mkdirSync(REFERENCES, { recursive: true })
    fs.writeFileSync(reference, png)
    return
  }
  expect({ name, ratio: diffRatio(fs.readFileSync(reference), png) <= MAX_DIFF_RATIO }).toEqual({ name, ratio: true })
}

/** A photo with shapes and colours, so a photo cut or placed wrongly shows up against the reference. */
function testPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800">
    <rect width="600" height="800" fill="#6fa8dc"/>
    <circle cx="300" cy="320" r="160" fill="#f6b26b"/>
    <rect x="120" y="560" width="360" height="240" fill="#38761d"/>
  </svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer()
}

const QR_URL = 'https://a.example/pages/login/register?scene=Ab3dEf9hIj2L'

const sizeOf = async (png: Buffer) => {
  const { width, height, format } = await sharp(png).metadata()
  return { width, height, format }
}
const POSTER_SIZE = { width: POSTER_WIDTH, height: POSTER_HEIGHT, format: 'png' }

describe('poster templates look as they did', () => {
  it('the promotion poster: photo, nickname, brand, invitation and QR', async () => {
    const png = await renderPromotionPoster({
      brand: '甲城婚恋',
      nickname: '小林',
      photo: await testPhoto(),
      qrUrl: QR_URL
    })
    expect(await sizeOf(png)).toEqual(POSTER_SIZE)
    compare('promotion', png)
  })

  it("the profile poster: photo, nickname, the card's facts, brand and QR", async () => {
    const png = await renderProfilePoster({
      brand: '甲城婚恋',
      nickname: '小林',
      photo: await testPhoto(),
      facts: ['29岁', '杭州市'],
      qrUrl: QR_URL
    })
    expect(await sizeOf(png)).toEqual(POSTER_SIZE)
    compare('profile', png)
  })

  it('a member without a stored photo gets her initial instead', async () => {
    const png = await renderPromotionPoster({ brand: '甲城婚恋', nickname: '小林', photo: null, qrUrl: QR_URL })
    compare('promotion-no-photo', png)
    // The tolerance passes a shade, not a different picture: the same poster with a photo fails it.
    const withPhoto = await renderPromotionPoster({
      brand: '甲城婚恋',
      nickname: '小林',
      photo: await testPhoto(),
      qrUrl: QR_URL
    })
    expect(diffRatio(withPhoto, png)).toBeGreaterThan(MAX_DIFF_RATIO)
  })
})

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 })
  // Under post-moderation a new avatar shows at once, so a poster can be seen to follow it.
  await t.app.db
    .update(tenants)
    .set({ moderationConfig: { mode: 'post' } })
    .where(eq(tenants.tenantId, 1))
})
afterAll(async () => {
  await t.close()
})

async function poster(who: Lover, template: string) {
  return t.call(API.poster.getMyPoster, { template }, { token: who.token, host: who.host })
}

async function posterUrl(who: Lover, template: string): Promise<string> {
  const res = await poster(who, template)
  expect(res.body.code).toBe(20000)
  return res.body.data.url
}

async function renderRow(who: Lover, template: 'promotion' | 'profile') {
  const [row] = await t.app.db
    .select()
    .from(posterRenders)
    .where(and(eq(posterRenders.userId, who.id), eq(posterRenders.template, template)))
  return row
}

async function withAvatar(who: Lover): Promise<string> {
  const up = await uploadMultipart(t, await testPhoto(), { token: who.token, host: who.host })
  expect(up.body.code).toBe(20000)
  const res = await t.call(API.member.setAvator, { headPic: up.body.data.url }, { token: who.token, host: who.host })
  expect(res.body.code).toBe(20000)
  return up.body.data.url
}

describe('a member gets her poster as a stored PNG', () => {
  it('draws the promotion poster once, then answers the stored file until what it shows changes', async () => {
    const promoter = await member(t)
    await withAvatar(promoter)
    const url = await posterUrl(promoter, 'promotion')
    const served = await fetchBytes(t, url.split('?')[0])
    expect(served.status).toBe(200)
    expect(await sizeOf(served.body)).toEqual(POSTER_SIZE)
    const drawn = await renderRow(promoter, 'promotion')

    expect(await posterUrl(promoter, 'promotion')).toBe(url)
    expect((await renderRow(promoter, 'promotion')).renderedAt).toEqual(drawn.renderedAt)

    await withAvatar(promoter)
    const redrawn = await posterUrl(promoter, 'promotion')
    expect(redrawn).not.toBe(url)
    expect((await renderRow(promoter, 'promotion')).version).not.toBe(drawn.version)
  })

  it('redraws the profile poster when the profile changes, and leaves out an age she hides', async () => {
    const her = await lover(t)
    await withAvatar(her)
    const first = await posterUrl(her, 'profile')
    const before = (await fetchBytes(t, first.split('?')[0])).body
    expect(await posterUrl(her, 'profile')).toBe(first)

    const privacy = { hideFromFeed: false, photosVipOnly: false, hideAge: true, hideIncome: false, hidePresence: false }
    expect((await t.call(API.loveProfile.setPrivacy, privacy, { token: her.token })).body.code).toBe(20000)
    const second = await posterUrl(her, 'profile')
    expect(second).not.toBe(first)
    const after = (await fetchBytes(t, second.split('?')[0])).body
    expect(after.equals(before)).toBe(false)
    expect(await posterUrl(her, 'profile')).toBe(second)
  })

  it('deleting her account deletes her posters and their files', async () => {
    const her = await lover(t)
    const url = await posterUrl(her, 'profile')
    expect((await fetchBytes(t, url.split('?')[0])).status).toBe(200)
    const password = 'pass-poster-1'
    expect((await t.call(API.member.setPassword, { password }, { token: her.token })).body.code).toBe(20000)
    const confirm = { password, code: '', confirmText: '确认注销' }
    expect((await t.call(API.account.deleteAccount, confirm, { token: her.token })).body.code).toBe(20000)
    expect(await renderRow(her, 'profile')).toBeUndefined()
    expect((await fetchBytes(t, url.split('?')[0])).status).toBe(404)
  })

  it('two requests at once draw one poster', async () => {
    const her = await lover(t)
    const [a, b] = await Promise.all([poster(her, 'profile'), poster(her, 'profile')])
    expect(a.body.code).toBe(20000)
    expect(b.body.data).toEqual(a.body.data)
  })
})

describe('QR scenes', () => {
  it("the promoter's QR carries a short random scene that resolves to the register page with her uid", async () => {
    const promoter = await member(t)
    await posterUrl(promoter, 'promotion')
    const scenes = await t.app.db
      .select()
      .from(posterScenes)
      .where(and(eq(posterScenes.tenantId, 1), eq(posterScenes.page, REGISTER_PAGE)))
    const mine = scenes.find((s) => s.params.uid === String(promoter.id))
    expect(mine).toBeDefined()
    expect(mine!.id.length).toBeLessThanOrEqual(SCENE_MAX)
    expect(mine!.id).toMatch(/^[0-9A-Za-z]+$/)

    const res = await t.call(API.poster.resolveScene, { scene: mine!.id })
    expect(res.body).toMatchObject({ code: 20000, data: { page: REGISTER_PAGE, params: { uid: String(promoter.id) } } })
    expect(sceneUrl('https://a.example/', REGISTER_PAGE, mine!.id)).toBe(
      `https://a.example/pages/login/register?scene=${mine!.id}`
    )
  })

  it('the same page and params reuse their scene, whatever the order of the params', async () => {
    const a = await sceneFor(t.app.db, 1, MEMBER_DETAIL_PAGE, { id: '7', from: 'poster' })
    const b = await sceneFor(t.app.db, 1, MEMBER_DETAIL_PAGE, { from: 'poster', id: '7' })
    const c = await sceneFor(t.app.db, 1, MEMBER_DETAIL_PAGE, { id: '8', from: 'poster' })
    expect(b).toBe(a)
    expect(c).not.toBe(a)
    const made = await Promise.all(
      Array.from({ length: 8 }, () => sceneFor(t.app.db, 1, MEMBER_DETAIL_PAGE, { id: '9' }))
    )
    expect(new Set(made).size).toBe(1)
  })

  it('scene ids are random base62, not one after another', async () => {
    const ids = await Promise.all(
      Array.from({ length: 20 }, (_, i) => sceneFor(t.app.db, 1, MEMBER_DETAIL_PAGE, { id: String(1000 + i) }))
    )
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(id).toMatch(/^[0-9A-Za-z]{12}$/)
    const sorted = [...ids].sort()
    expect(sorted).not.toEqual(ids)
  })

  it("another tenant's scene, an unknown one and a malformed one do not resolve", async () => {
    const scene = await sceneFor(t.app.db, 1, MEMBER_DETAIL_PAGE, { id: '12' })
    expectFailure(
      await t.call(API.poster.resolveScene, { scene }, { host: HOST_B }),
      ErrorCode.NotFound,
      SCENE_NOT_FOUND
    )
    expectFailure(await t.call(API.poster.resolveScene, { scene: 'Zz9Zz9Zz9Zz9' }), ErrorCode.NotFound, SCENE_NOT_FOUND)
    const long = await t.call(API.poster.resolveScene, { scene: 'a'.repeat(SCENE_MAX + 1) })
    expect(long.body.code).not.toBe(20000)
    const odd = await t.call(API.poster.resolveScene, { scene: '../x' })
    expect(odd.body.code).not.toBe(20000)
  })
})

describe('who may have which poster', () => {
  it('a visitor is asked to log in', async () => {
    expectUnauthorized(await t.call(API.poster.getMyPoster, { template: 'promotion' }))
  })

  it('the promotion poster needs the 推广红娘 plugin', async () => {
    const other = await member(t, HOST_B)
    const withoutIt = Object.values(PLUGIN_IDS).filter((id) => id !== PLUGIN_IDS.popmatchmaker)
    await t.app.db.update(tenants).set({ grantPluginIds: withoutIt }).where(eq(tenants.tenantId, 2))
    try {
      expectFailure(await poster(other, 'promotion'), ErrorCode.Forbidden, NOT_PROMOTER)
    } finally {
      await t.app.db
        .update(tenants)
        .set({ grantPluginIds: Object.values(PLUGIN_IDS) })
        .where(eq(tenants.tenantId, 2))
    }
  })

  it('a member who keeps forcing redraws is held back, while her stored poster is still answered', async () => {
    const her = await lover(t)
    const url = await posterUrl(her, 'profile')
    for (let i = 1; i < REDRAWS_PER_HOUR; i++)
      await t.app.hitLimit(redrawLimitKey(1, her.id), REDRAWS_PER_HOUR, 60 * 60_000)
    expect(await posterUrl(her, 'profile')).toBe(url)
    const privacy = { hideFromFeed: false, photosVipOnly: false, hideAge: true, hideIncome: false, hidePresence: false }
    expect((await t.call(API.loveProfile.setPrivacy, privacy, { token: her.token })).body.code).toBe(20000)
    const res = await poster(her, 'profile')
    expect(res.body).toMatchObject({ msg: TOO_MANY_REDRAWS, data: null })
  })

  it('the profile poster needs a dating profile; an unknown template is refused', async () => {
    const plain = await member(t)
    expectFailure(await poster(plain, 'profile'), ErrorCode.NotFound, NO_PROFILE)
    expect((await poster(plain, 'certificate')).body.code).not.toBe(20000)
  })
})
