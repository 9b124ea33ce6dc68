import { and, eq, sql } from 'drizzle-orm'
import { API } from '@contract/api'
import { REAL_NAME_RULE_TEXT } from '@contract/certification'
import { COMMITMENT_BADGE } from '@contract/commitment'
import { loveCommitments, tenants } from '../../src/db/schema'
import { buildTestApp, HOST_B, type TestApp } from '../helpers/app'
import { idCard } from '../helpers/cert'
import { lover, man, member, type Lover } from '../helpers/love'
import { expectFailure, expectUnauthorized } from '../helpers/members'
import { uploadedImage } from '../helpers/upload'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t.close()
})

const NOT_LOVE_USER = '请先填写交友资料'
const NO_MEMBER = '该会员不存在或已隐藏资料'
const DISAGREED = '请阅读并勾选同意《诚信交友承诺书》'

const sign = (who: Lover, body: Record<string, unknown>) =>
  t.call(API.commitment.signCommitment, body, { token: who.token, host: who.host })
const mine = async (who: Lover) =>
  (await t.call(API.commitment.getCommitment, {}, { token: who.token, host: who.host })).body.data
const theirs = (viewer: Lover, userId: number) =>
  t.call(API.commitment.getMemberCommitment, { userId }, { token: viewer.token, host: viewer.host })

async function storedRows(tenantId: number, userId: number) {
  return t.app.db
    .select()
    .from(loveCommitments)
    .where(and(eq(loveCommitments.tenantId, tenantId), eq(loveCommitments.userId, userId)))
}

describe('reading and signing the pledge', () => {
  it("words the pledge in the tenant's name, with six clauses, unsigned at first", async () => {
    const m = await lover(t)
    const data = await mine(m)
    expect(data).toMatchObject({ signed: false, signedName: '', signedAt: '', signedVersion: 0 })
    expect(data.pledge).toMatchObject({ title: '诚信交友承诺书', version: 1 })
    expect(data.pledge.clauses).toHaveLength(6)
    expect(data.pledge.intro + data.pledge.clauses.join('')).toContain('甲城婚恋')
    const b = await lover(t, {}, HOST_B)
    expect((await mine(b)).pledge.intro).toContain('乙城婚恋')
  })

  it('says 本平台 when the tenant has no platform name', async () => {
    const [row] = await t.app.db.select().from(tenants).where(eq(tenants.tenantId, 2))
    await t.app.db
      .update(tenants)
      .set({ siteConfig: { ...row.siteConfig, platformName: ' ' } })
      .where(eq(tenants.tenantId, 2))
    try {
      const b = await lover(t, {}, HOST_B)
      expect((await mine(b)).pledge.intro).toContain('本平台')
    } finally {
      await t.app.db.update(tenants).set({ siteConfig: row.siteConfig }).where(eq(tenants.tenantId, 2))
    }
  })

  it('signs with the real name and answers the signed state, which getCommitment then repeats', async () => {
    const m = await lover(t)
    const res = await sign(m, { signedName: ' 欧阳·娜娜 ', agree: true })
    expect(res.body.code).toBe(20000)
    expect(res.body.data).toMatchObject({ signed: true, signedName: '欧阳·娜娜', signedVersion: 1 })
    expect(Date.now() - Date.parse(res.body.data.signedAt)).toBeLessThan(60_000)
    expect(await mine(m)).toEqual(res.body.data)
    expect(await storedRows(1, m.id)).toHaveLength(1)
  })

  it('refuses a bad name or a missing agreement with a clear message and stores nothing', async () => {
    const m = await lover(t)
    for (const signedName of ['Zhang San', '张', '张三3', '', '张'.repeat(21)]) {
      expectFailure(await sign(m, { signedName, agree: true }), 40000, REAL_NAME_RULE_TEXT)
    }
    expectFailure(await sign(m, { agree: true }), 40000, REAL_NAME_RULE_TEXT)
    expectFailure(await sign(m, { signedName: '张三', agree: false }), 40000, DISAGREED)
    expectFailure(await sign(m, { signedName: '张三' }), 40000, DISAGREED)
    expect((await sign(m, { signedName: 123, agree: true })).body).toMatchObject({ code: 40000, data: null })
    expect((await sign(m, { signedName: '张三', agree: 'yes' })).body).toMatchObject({ code: 40000, data: null })
    expect(await storedRows(1, m.id)).toEqual([])
    expect((await mine(m)).signed).toBe(false)
  })

  it('must match an approved real-name certification', async () => {
    const m = await lover(t)
    const cert = await t.call(
      API.certification.submitRealName,
      { realName: '李四', idCard: idCard(401), faceImage: await uploadedImage(t, m.token) },
      { token: m.token }
    )
    expect(cert.body.data.status).toBe('approved')
    expectFailure(await sign(m, { signedName: '王五', agree: true }), 40000, '签署姓名须与实名认证的姓名一致')
    expect((await sign(m, { signedName: '李四', agree: true })).body.data.signedName).toBe('李四')
  })

  it('keeps the first signature when signed again, unless the wording changed since', async () => {
    const m = await lover(t)
    const first = (await sign(m, { signedName: '张三', agree: true })).body.data
    const again = (await sign(m, { signedName: '张四', agree: true })).body.data
    expect(again).toEqual(first)

    // As if the member had signed an older wording: signing now takes the new one, dated now.
    await t.app.db
      .update(loveCommitments)
      .set({ textVersion: 0, signedAt: sql`now() - interval '30 days'` })
      .where(and(eq(loveCommitments.tenantId, 1), eq(loveCommitments.userId, m.id)))
    expect(await mine(m)).toMatchObject({ signed: true, signedVersion: 0 })
    const resigned = (await sign(m, { signedName: '张四', agree: true })).body.data
    expect(resigned).toMatchObject({ signed: true, signedName: '张四', signedVersion: 1 })
    expect(Date.parse(resigned.signedAt)).toBeGreaterThan(Date.parse(first.signedAt))
  })

  it("is for love users only: a member without a dating profile gets the love endpoints' error", async () => {
    const m = await member(t)
    expect((await mine(m)).signed).toBe(false)
    expectFailure(await sign(m, { signedName: '张三', agree: true }), 40400, NOT_LOVE_USER)
    expect(await storedRows(1, m.id)).toEqual([])
  })

  it('needs a login', async () => {
    expectUnauthorized(await t.call(API.commitment.getCommitment, {}))
    expectUnauthorized(await t.call(API.commitment.signCommitment, { signedName: '张三', agree: true }))
    expectUnauthorized(await t.call(API.commitment.getMemberCommitment, { userId: 1 }))
  })
})

describe("another member's pledge", () => {
  it("shows the signature with the name masked and the member's nickname; the signer sees it whole", async () => {
    const signer = await lover(t, { nickname: '小雨' })
    const viewer = await man(t)
    await sign(signer, { signedName: '欧阳娜娜', agree: true })
    const seen = await theirs(viewer, signer.id)
    expect(seen.body.data).toMatchObject({
      userId: signer.id,
      nickname: '小雨',
      signed: true,
      signedName: '欧***',
      signedVersion: 1
    })
    expect(seen.body.data.pledge.clauses).toHaveLength(6)
    expect(JSON.stringify(seen.body)).not.toContain('欧阳娜娜')
    expect((await theirs(signer, signer.id)).body.data.signedName).toBe('欧阳娜娜')
  })

  it('answers an unsigned member as not signed', async () => {
    const other = await lover(t)
    const viewer = await man(t)
    expect((await theirs(viewer, other.id)).body.data).toMatchObject({
      userId: other.id,
      signed: false,
      signedName: '',
      signedAt: ''
    })
  })

  it('hides a member blocked either way, as member detail does', async () => {
    const signer = await lover(t)
    const viewer = await man(t)
    await sign(signer, { signedName: '张三', agree: true })
    await t.call(API.loveSocial.block, { userId: viewer.id }, { token: signer.token })
    expectFailure(await theirs(viewer, signer.id), 40400, NO_MEMBER)
    expectFailure(
      await t.call(API.loveFeed.getDetail, { userId: signer.id }, { token: viewer.token }),
      40400,
      NO_MEMBER
    )
    await t.call(API.loveSocial.unblock, { userId: viewer.id }, { token: signer.token })
    await t.call(API.loveSocial.block, { userId: signer.id }, { token: viewer.token })
    expectFailure(await theirs(viewer, signer.id), 40400, NO_MEMBER)
  })

  it("never shows another tenant's member, nor a member without a dating profile", async () => {
    const signer = await lover(t)
    await sign(signer, { signedName: '张三', agree: true })
    const foreign = await man(t, {}, HOST_B)
    expectFailure(await theirs(foreign, signer.id), 40400, NO_MEMBER)
    expect((await mine(foreign)).signed).toBe(false)
    const plain = await member(t)
    expectFailure(await theirs(await man(t), plain.id), 40400, NO_MEMBER)
    expectFailure(await theirs(await man(t), 2_147_483_000), 40400, NO_MEMBER)
    expectFailure(await theirs(await man(t), 0), 40000, '会员不正确')
  })
})

describe('the 承诺 badge', () => {
  it('appears beside the certification badges on the feed card, the detail and the love centre once signed', async () => {
    const signer = await lover(t, { nickname: '承诺会员' })
    const viewer = await man(t)
    const before = await t.call(API.loveFeed.getDetail, { userId: signer.id }, { token: viewer.token })
    expect(before.body.data.badges).not.toContain(COMMITMENT_BADGE)

    await t.call(
      API.certification.submitRealName,
      { realName: '赵六', idCard: idCard(402), faceImage: await uploadedImage(t, signer.token) },
      { token: signer.token }
    )
    await sign(signer, { signedName: '赵六', agree: true })
    const detail = await t.call(API.loveFeed.getDetail, { userId: signer.id }, { token: viewer.token })
    expect(detail.body.data.badges.slice(0, 2)).toEqual(['实名', COMMITMENT_BADGE])
    const feed = await t.call(API.loveFeed.getRecommendPage, { cursor: '', pageSize: 50 }, { token: viewer.token })
    expect(feed.body.data.list.find((c) => c.userId === signer.id)?.badges).toContain(COMMITMENT_BADGE)
    const centre = await t.call(API.loveSocial.getLoveCentre, {}, { token: signer.token })
    expect(centre.body.data.badges).toContain(COMMITMENT_BADGE)
  })
})
