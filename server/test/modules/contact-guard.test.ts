import { and, eq } from 'drizzle-orm'
import { API } from '@contract/api'
import { CONTACT_INFO_MESSAGE } from '@contract/contact-guard'
import { certifications, loveProfiles, loveReports } from '../../src/db/schema'
import { buildTestApp, type TestApp } from '../helpers/app'
import { lover, man, member, profileInput, type Lover } from '../helpers/love'
import { expectFailure, userRow } from '../helpers/members'
import { greyImage, uploadMultipart } from '../helpers/upload'

/**
 * Every text another member can read is checked on the server, whatever the client did: an
 * evasion the old check missed gets the contact-info error, and nothing of it is stored.
 */
let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t.close()
})

const CONTACT_INFO = 41005

/** Proof pictures the member really uploaded, so the certification forms are otherwise valid. */
async function proofOf(who: Lover): Promise<string[]> {
  const res = await uploadMultipart(t, await greyImage('jpeg', 16, 16), { token: who.token })
  if (res.body.code !== 20000) throw new Error(res.body.msg)
  return [res.body.data.url]
}

async function profileOf(who: Lover) {
  const [row] = await t.app.db
    .select()
    .from(loveProfiles)
    .where(and(eq(loveProfiles.tenantId, 1), eq(loveProfiles.userId, who.id)))
  return row
}

async function certsOf(who: Lover) {
  return t.app.db
    .select()
    .from(certifications)
    .where(and(eq(certifications.tenantId, 1), eq(certifications.userId, who.id)))
}

describe('love profile', () => {
  it.each([
    ['about me, digit groups far apart', { aboutMe: '喜欢旅行，想认识我就打138哈哈哈哈1234嘿嘿嘿嘿5678吧' }],
    ['about me, pinyin digits', { aboutMe: '周末一起爬山吗 yao san ba yao er san si wu liu qi ba' }],
    ['nickname, a messaging handle', { nickname: 'V信 love_2024' }],
    ['occupation, a QQ number', { occupation: '扣扣 123456789' }],
    ['about me, an e-mail address', { aboutMe: '写信给我 abc＠qq．com' }],
    [
      'about me, a mobile read out clause by clause',
      { aboutMe: '想认识我就打电话，前三位138，中间四位1234，最后四位5678' }
    ],
    ['occupation, a handle typed a letter at a time', { occupation: 'v x 号 a b c _ 1 2 3' }],
    ['about me, a Telegram handle', { aboutMe: '平时不常上线，tg @lovely_cat 找我' }]
  ])('sign-up refuses %s and creates no profile', async (_label, overrides) => {
    const m = await member(t)
    const nicknameBefore = (await userRow(t, 1, m.id)).nickname
    expectFailure(
      await t.call(API.loveProfile.signUp, profileInput(overrides), { token: m.token }),
      CONTACT_INFO,
      CONTACT_INFO_MESSAGE
    )
    expect(await profileOf(m)).toBeUndefined()
    const user = await userRow(t, 1, m.id)
    expect(user.nickname).toBe(nicknameBefore)
    expect(user.isLoveUser).toBe(false)
  })

  it('sign-up takes an about me that lists numbers clause by clause and names line dancing', async () => {
    const aboutMe = '1990年出生，身高175，月薪8000。我在3号线附近上班，前三年在上海工作，line dancing 是我的爱好'
    const m = await lover(t, { aboutMe })
    const mine = await t.call(API.loveProfile.getMyProfile, {}, { token: m.token })
    expect(mine.body.data.aboutMe).toBe(aboutMe)
  })

  it('an edit that hides contact details keeps the profile as it was', async () => {
    const m = await lover(t, { nickname: '小林', aboutMe: '喜欢旅行、摄影和做饭，希望遇到真诚稳重的你。' })
    const before = await profileOf(m)
    const edit = profileInput({ nickname: '小林', aboutMe: '微信：①③⑧①②③④⑤⑥⑦⑧，备注来自平台' })
    expectFailure(await t.call(API.loveProfile.editInfo, edit, { token: m.token }), CONTACT_INFO, CONTACT_INFO_MESSAGE)
    expect(await profileOf(m)).toEqual(before)
    expect((await userRow(t, 1, m.id)).nickname).toBe('小林')
  })
})

describe('report', () => {
  it('refuses a description that hides contact details, and records no report', async () => {
    const a = await man(t)
    const b = await lover(t)
    const res = await t.call(
      API.loveSocial.report,
      { userId: b.id, reason: 'contact', description: '加我微信 love_2024 细聊', images: [] },
      { token: a.token }
    )
    expectFailure(res, CONTACT_INFO, CONTACT_INFO_MESSAGE)
    expect(
      await t.app.db
        .select()
        .from(loveReports)
        .where(and(eq(loveReports.tenantId, 1), eq(loveReports.reporterId, a.id)))
    ).toEqual([])
  })
})

describe('certifications', () => {
  it('refuses a school name that hides a phone number, and stores no certification', async () => {
    const m = await lover(t)
    const images = await proofOf(m)
    const res = await t.call(
      API.certification.saveEducationAuth,
      { school: '𝟏𝟑𝟖𝟏𝟐𝟑𝟒𝟓𝟔𝟕𝟖大学', degree: 'bachelor', images },
      { token: m.token }
    )
    expectFailure(res, CONTACT_INFO, CONTACT_INFO_MESSAGE)
    expect(await certsOf(m)).toEqual([])
  })

  it('refuses an "other" title (the public badge) that hides an account, but takes a certificate number in a field', async () => {
    const m = await lover(t)
    const images = await proofOf(m)
    const fields = [{ label: '证书编号', value: '20194400122001234' }]
    expectFailure(
      await t.call(API.certification.saveOtherAuth, { title: 'QQ 1234567', fields, images }, { token: m.token }),
      CONTACT_INFO,
      CONTACT_INFO_MESSAGE
    )
    expect(await certsOf(m)).toEqual([])
    const ok = await t.call(API.certification.saveOtherAuth, { title: '教师资格', fields, images }, { token: m.token })
    expect(ok.body.data).toMatchObject({ status: 'pending', title: '教师资格', fields })
  })
})
