import { and, eq } from 'drizzle-orm'
import { API } from '@contract/api'
import { ErrorCode } from '@contract/envelope'
import { CONTACT_INFO_MESSAGE } from '@contract/contact-guard'
import type { CustomerCard } from '@contract/customer'
import { crmLeadEvents, crmLeads, crmSettings, loveProfiles, users } from '../../src/db/schema'
import { buildTestApp, HOST_B, type TestApp } from '../helpers/app'
import { as, codeOf, customerKit, type Office } from '../helpers/customer'
import { ok } from '../helpers/finance'
import { lover, member, profileInput, type Lover } from '../helpers/love'
import { expectFailure, expectUnauthorized, loginWithMaPhone } from '../helpers/members'

let t: TestApp
const kit = customerKit(() => t)
let o: Office

const DAY = 24 * 60 * 60 * 1000
const NOT_MINE = '该会员不是您名下的客户'

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000, LIST_RATE_LIMIT_PER_MINUTE: 1_000_000 })
  o = await kit.office()
})
afterAll(async () => {
  await t.close()
})

async function listed(who: Lover, keyword = ''): Promise<CustomerCard[]> {
  const cards: CustomerCard[] = []
  let cursor = ''
  for (;;) {
    const page = await ok(t.call(API.customer.getCustomerPage, { keyword, cursor, pageSize: 2 }, as(who)))
    cards.push(...page.list)
    if (!page.nextCursor) return cards
    cursor = page.nextCursor
  }
}

const ids = (cards: CustomerCard[]) => cards.map((c) => c.userId)

let phoneSeq = 0
/** A phone no member of the suite has. */
const freshPhone = () => `1591234${String(++phoneSeq).padStart(4, '0')}`

describe('who may manage a customer', () => {
  test('the owner, their store manager and the admin may; others are refused, another tenant sees nothing', async () => {
    const userId = o.customer.id
    const expected: [string, Lover, number][] = [
      ['member', o.plain, ErrorCode.Forbidden],
      ['the customer', o.customer, ErrorCode.Forbidden],
      ['matchmaker', o.matchmaker, 20000],
      ['other matchmaker', o.otherMatchmaker, ErrorCode.Forbidden],
      ['store manager', o.manager, 20000],
      ['other store manager', o.otherManager, ErrorCode.Forbidden],
      ['admin', o.admin, 20000],
      ['other tenant admin', o.adminB, ErrorCode.Forbidden]
    ]
    for (const [role, who, code] of expected) {
      const got = {
        profile: await codeOf(t.call(API.customer.getCustomerProfile, { userId }, as(who))),
        save: await codeOf(t.call(API.customer.saveCustomerProfile, { userId, profile: profileInput() }, as(who))),
        album: await codeOf(t.call(API.customer.getAlbum, { userId }, as(who))),
        saveAlbum: await codeOf(t.call(API.customer.saveAlbum, { userId, images: [] }, as(who)))
      }
      expect({ role, got }).toEqual({ role, got: { profile: code, save: code, album: code, saveAlbum: code } })
    }
  })

  test('the list shows each staff member their own scope; members are refused', async () => {
    expect(ids(await listed(o.matchmaker))).toEqual([o.customer.id])
    expect(ids(await listed(o.otherMatchmaker))).toEqual([])
    expect(ids(await listed(o.manager))).toContain(o.customer.id)
    expect(ids(await listed(o.otherManager))).not.toContain(o.customer.id)
    expect(ids(await listed(o.admin))).toContain(o.customer.id)
    expect(ids(await listed(o.adminB))).not.toContain(o.customer.id)
    for (const who of [o.plain, o.customer]) {
      expectFailure(
        await t.call(API.customer.getCustomerPage, { keyword: '', cursor: '', pageSize: 20 }, as(who)),
        ErrorCode.Forbidden,
        '没有权限'
      )
    }
  })

  test('a token of another tenant is not a login here', async () => {
    expectUnauthorized(
      await t.call(API.customer.getCustomerPage, { keyword: '', cursor: '', pageSize: 20 }, { token: o.adminB.token }),
      '登录已过期，请重新登录'
    )
  })

  test('a customer whose lead expired is nobody’s any more', async () => {
    const mm = await kit.matchmaker(null)
    const gone = await lover(t)
    await kit.own(mm, gone.id, -DAY)
    expect(ids(await listed(mm))).toEqual([])
    expectFailure(await t.call(API.customer.getAlbum, { userId: gone.id }, as(mm)), ErrorCode.Forbidden, NOT_MINE)
  })
})

describe('member data list', () => {
  test('cards carry completeness, stage, masked phone and owner; paging walks every customer once', async () => {
    const mm = await kit.matchmaker(null)
    const made = [await kit.customer(mm, { nickname: '甲小姐' }), await kit.customer(mm, { nickname: '乙小姐' })]
    const bare = await member(t)
    await kit.own(mm, bare.id)
    const cards = await listed(mm)
    expect(ids(cards)).toEqual([bare.id, made[1].id, made[0].id])
    const first = cards.find((c) => c.userId === made[0].id)!
    expect(first).toMatchObject({
      nickname: '甲小姐',
      gender: 'female',
      city: '杭州市',
      hasProfile: true,
      stage: 'member',
      ownerId: mm.id,
      ownerName: `红娘${mm.id}`,
      photoCount: 0,
      protectedByContract: false
    })
    expect(first.completeness).toBeGreaterThan(0)
    expect(first.phone).toMatch(/^1\d{2}\*{4}\d{4}$/)
    expect(cards.find((c) => c.userId === bare.id)).toMatchObject({ hasProfile: false, completeness: 0, gender: null })
  })

  test('search by nickname and member id; the digits of the masked phone find nobody', async () => {
    const mm = await kit.matchmaker(null)
    const a = await kit.customer(mm, { nickname: '王思思' })
    const b = await kit.customer(mm, { nickname: '李念' })
    const [row] = await t.app.db.select({ phone: users.phone }).from(users).where(eq(users.id, b.id))
    expect(ids(await listed(mm, '思思'))).toEqual([a.id])
    expect(ids(await listed(mm, String(a.id)))).toContain(a.id)
    expect(ids(await listed(mm, String(b.id)))).toEqual([b.id])
    for (const digits of [row.phone!.slice(-4), row.phone!.slice(-7), row.phone!]) {
      expect([digits, await listed(mm, digits)]).toEqual([digits, []])
    }
    expect(await listed(mm, '没有这个人')).toEqual([])
    expect(ids(await listed(mm, '%'))).toEqual([])
  })

  test('a broken cursor is refused in words', async () => {
    expectFailure(
      await t.call(API.customer.getCustomerPage, { keyword: '', cursor: 'abc', pageSize: 20 }, as(o.matchmaker)),
      ErrorCode.BadRequest,
      '分页参数不正确'
    )
  })
})

describe('entering an offline customer', () => {
  test('creates the account, the profile and my claimed lead with the default protection', async () => {
    const mm = await kit.matchmaker(null)
    const phone = freshPhone()
    const before = Date.now()
    const saved = await ok(
      t.call(API.customer.createOfflineCustomer, { phone, profile: profileInput({ nickname: '线下客户' }) }, as(mm))
    )
    expect(saved.nickname).toBe('线下客户')
    expect(saved.completeness).toBeGreaterThan(0)
    const [user] = await t.app.db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, 1), eq(users.phone, phone)))
    expect(user).toMatchObject({ id: saved.userId, nickname: '线下客户', passwordHash: null, isLoveUser: true })
    const [lead] = await t.app.db.select().from(crmLeads).where(eq(crmLeads.userId, saved.userId))
    expect(lead).toMatchObject({ source: 'offline', ownerId: mm.id, sourceUserId: mm.id, stage: 'member' })
    // The default rules: the 15 idle days end before the 30 protected ones.
    const days = (lead.expiresAt!.getTime() - lead.claimedAt!.getTime()) / DAY
    expect(days).toBe(15)
    expect(lead.claimedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000)
    const events = await t.app.db.select().from(crmLeadEvents).where(eq(crmLeadEvents.leadId, lead.id))
    expect(events.map((e) => e.kind)).toEqual(['created'])
    expect(ids(await listed(mm))).toEqual([saved.userId])
    // Theirs to log in with by SMS later: the phone is now taken.
    const token = await loginWithMaPhone(t, phone)
    expect(token).toBeTruthy()
  })

  test("the tenant's pool rules set the expiry when it has them", async () => {
    await t.app.db
      .insert(crmSettings)
      .values({ tenantId: 2, claimsPerDay: 10, protectDays: 5, idleDays: 15, warnDays: 3, reclaimBlockDays: 7 })
    const mmB = await kit.matchmaker(null, HOST_B)
    const saved = await ok(
      t.call(API.customer.createOfflineCustomer, { phone: freshPhone(), profile: profileInput() }, as(mmB))
    )
    const [lead] = await t.app.db
      .select()
      .from(crmLeads)
      .where(and(eq(crmLeads.tenantId, 2), eq(crmLeads.userId, saved.userId)))
    expect((lead.expiresAt!.getTime() - lead.claimedAt!.getTime()) / DAY).toBe(5)
  })

  test('a phone already registered in the tenant is refused and nothing is written', async () => {
    const [row] = await t.app.db.select({ phone: users.phone }).from(users).where(eq(users.id, o.plain.id))
    const count = async () => (await t.app.db.select().from(crmLeads)).length
    const leads = await count()
    expectFailure(
      await t.call(
        API.customer.createOfflineCustomer,
        { phone: row.phone!, profile: profileInput() },
        as(o.matchmaker)
      ),
      ErrorCode.Conflict,
      '该手机号已注册，请在会员资料管理中搜索该会员'
    )
    expect(await count()).toBe(leads)
  })

  test('the same phone in another tenant is a different member', async () => {
    const [row] = await t.app.db.select({ phone: users.phone }).from(users).where(eq(users.id, o.plain.id))
    const mmB = await kit.matchmaker(null, HOST_B)
    await ok(t.call(API.customer.createOfflineCustomer, { phone: row.phone!, profile: profileInput() }, as(mmB)))
  })

  test('contact details in the profile texts are refused and no account is left behind', async () => {
    for (const profile of [
      profileInput({ aboutMe: '想认识我就加微信 abc12345678，等你哦' }),
      profileInput({ nickname: '13812345678' }),
      profileInput({ occupation: 'QQ 123456789' })
    ]) {
      const phone = freshPhone()
      expectFailure(
        await t.call(API.customer.createOfflineCustomer, { phone, profile }, as(o.matchmaker)),
        ErrorCode.ContactInfoNotAllowed,
        CONTACT_INFO_MESSAGE
      )
      expect(await t.app.db.select().from(users).where(eq(users.phone, phone))).toEqual([])
    }
  })

  test('profile rules are the member’s own: too young, a made-up city', async () => {
    expectFailure(
      await t.call(
        API.customer.createOfflineCustomer,
        { phone: freshPhone(), profile: profileInput({ birthDate: `${new Date().getFullYear() - 10}-01-01` }) },
        as(o.matchmaker)
      ),
      ErrorCode.BadRequest,
      '年满18周岁才能注册交友资料'
    )
    expectFailure(
      await t.call(
        API.customer.createOfflineCustomer,
        { phone: freshPhone(), profile: profileInput({ residenceCity: '不存在市' }) },
        as(o.matchmaker)
      ),
      ErrorCode.BadRequest,
      '请选择现居城市'
    )
  })

  test('a malformed phone is refused in words; members may not enter customers', async () => {
    expectFailure(
      await t.call(API.customer.createOfflineCustomer, { phone: '12345', profile: profileInput() }, as(o.matchmaker)),
      ErrorCode.BadRequest,
      '请输入正确的手机号'
    )
    expectFailure(
      await t.call(API.customer.createOfflineCustomer, { phone: freshPhone(), profile: profileInput() }, as(o.plain)),
      ErrorCode.Forbidden,
      '没有权限'
    )
  })
})

describe("editing a customer's profile", () => {
  test('the matchmaker reads and saves it; the customer sees the change as their own', async () => {
    const got = await ok(t.call(API.customer.getCustomerProfile, { userId: o.customer.id }, as(o.matchmaker)))
    expect(got.profile).toMatchObject({ nickname: '小林', residenceCity: '杭州市' })
    expect(got.phone).toMatch(/\*{4}/)
    const saved = await ok(
      t.call(
        API.customer.saveCustomerProfile,
        { userId: o.customer.id, profile: profileInput({ nickname: '林小姐', occupation: '教师', height: 168 }) },
        as(o.matchmaker)
      )
    )
    expect(saved.nickname).toBe('林小姐')
    const mine = await ok(t.call(API.loveProfile.getMyProfile, {}, as(o.customer)))
    expect(mine).toMatchObject({ nickname: '林小姐', occupation: '教师', height: 168 })
  })

  test('a customer without a profile gets one; contact details are refused', async () => {
    const bare = await member(t)
    await kit.own(o.matchmaker, bare.id)
    const empty = await ok(t.call(API.customer.getCustomerProfile, { userId: bare.id }, as(o.matchmaker)))
    expect(empty.profile).toBeNull()
    await ok(t.call(API.customer.saveCustomerProfile, { userId: bare.id, profile: profileInput() }, as(o.matchmaker)))
    const [row] = await t.app.db.select().from(loveProfiles).where(eq(loveProfiles.userId, bare.id))
    expect(row.residenceCity).toBe('杭州市')
    expectFailure(
      await t.call(
        API.customer.saveCustomerProfile,
        { userId: bare.id, profile: profileInput({ aboutMe: '电话 138 1234 5678 随时联系' }) },
        as(o.matchmaker)
      ),
      ErrorCode.ContactInfoNotAllowed,
      CONTACT_INFO_MESSAGE
    )
  })
})
