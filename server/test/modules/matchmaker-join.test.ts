/** A member applies to become a matchmaker; an admin approves (the role and a public card) or rejects with a reason. */
import { and, eq } from 'drizzle-orm'
import { API } from '@contract/api'
import { CONTACT_INFO_MESSAGE } from '@contract/contact-guard'
import { ErrorCode } from '@contract/envelope'
import type { ApplyMatchmakerReq, StoreItem } from '@contract/matchmaker'
import { matchmakers, tenants } from '../../src/db/schema'
import { buildTestApp, HOST_B, type TestApp } from '../helpers/app'
import { ok } from '../helpers/finance'
import { member, type Lover } from '../helpers/love'
import { expectFailure } from '../helpers/members'
import { officeKit } from '../helpers/office'

let t: TestApp
const app = () => t
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 })
})
afterAll(async () => {
  await t.close()
})

const office = officeKit(app)
const { send } = office

let admin: Lover
let shop: StoreItem
beforeAll(async () => {
  admin = await office.staff('admin')
  shop = await office.store(admin, { name: '西湖店' })
})

let phoneSeq = 0
const form = (overrides: Partial<ApplyMatchmakerReq> = {}): ApplyMatchmakerReq => ({
  name: '周红',
  phone: `1391000${String(++phoneSeq).padStart(4, '0')}`,
  intro: '做过五年社区工作，热心肠，喜欢帮人牵线',
  storeId: shop.id,
  ...overrides
})
const pending = (who: Lover) =>
  ok(send(who, API.matchmaker.getApplicationPage, { status: 'pending', cursor: '', pageSize: 50 }))
const notices = async (who: Lover) => (await ok(send(who, API.notice.getNoticePage, { cursor: '', pageSize: 50 }))).list

describe('applying', () => {
  it('one application waits at a time, and an intro with contact details is refused', async () => {
    const m = await member(t)
    const info = await ok(send(m, API.matchmaker.getJoinInfo))
    expect(info).toMatchObject({ open: true, isMatchmaker: false, application: null })
    expect(info.stores).toEqual([{ id: shop.id, name: '西湖店' }])

    expectFailure(
      await send(m, API.matchmaker.applyMatchmaker, form({ intro: '加我微信 abc123456 详聊' })),
      ErrorCode.ContactInfoNotAllowed,
      CONTACT_INFO_MESSAGE
    )
    const applied = await ok(send(m, API.matchmaker.applyMatchmaker, form()))
    expect(applied).toMatchObject({ status: 'pending', storeName: '西湖店', reason: '', reviewedAt: '' })
    expectFailure(
      await send(m, API.matchmaker.applyMatchmaker, form()),
      ErrorCode.BadRequest,
      '你的申请正在审核中，请耐心等待结果'
    )
    expect((await ok(send(m, API.matchmaker.getJoinInfo))).application).toEqual(applied)
  })

  it('is closed when the site config turns matchmaker registration off', async () => {
    const [row] = await t.app.db.select().from(tenants).where(eq(tenants.tenantId, 1))
    await t.app.db
      .update(tenants)
      .set({ siteConfig: { ...row.siteConfig, whetherShowMatchmakerReg: false } })
      .where(eq(tenants.tenantId, 1))
    try {
      const m = await member(t)
      expect((await ok(send(m, API.matchmaker.getJoinInfo))).open).toBe(false)
      expectFailure(await send(m, API.matchmaker.applyMatchmaker, form()), ErrorCode.Forbidden, '红娘入驻暂未开放')
    } finally {
      await t.app.db.update(tenants).set({ siteConfig: row.siteConfig }).where(eq(tenants.tenantId, 1))
    }
  })
})

describe('reviewing', () => {
  it('join → approve: the member now holds the matchmaker role, has a public card in the store, and is told', async () => {
    const m = await member(t)
    const applied = await ok(send(m, API.matchmaker.applyMatchmaker, form({ name: '周红' })))
    expect((await pending(admin)).list.map((a) => a.id)).toContain(applied.id)
    const adminB = await office.staff('admin', HOST_B)
    expect((await pending(adminB)).list).toEqual([])
    expectFailure(
      await send(adminB, API.matchmaker.reviewApplication, { id: applied.id, approve: true, reason: '' }),
      ErrorCode.NotFound,
      '申请不存在'
    )
    const mm = await office.staff('matchmaker')
    expectFailure(
      await send(mm, API.matchmaker.reviewApplication, { id: applied.id, approve: true, reason: '' }),
      ErrorCode.Forbidden,
      '没有权限'
    )

    const approved = await ok(
      send(admin, API.matchmaker.reviewApplication, { id: applied.id, approve: true, reason: '' })
    )
    expect(approved).toMatchObject({ status: 'approved', userId: m.id })
    expect((await ok(send(m, API.staff.getMyRoles))).roles).toContain('matchmaker')
    expect(await office.cardOf(m.id)).toMatchObject({ name: '周红', storeId: shop.id, phone: applied.phone })
    expect((await notices(m))[0]).toMatchObject({ title: '红娘入驻申请已通过' })
    expect((await ok(send(m, API.matchmaker.getJoinInfo))).isMatchmaker).toBe(true)
    expect((await ok(send(admin, API.matchmaker.getOfficeMatchmakers))).map((o) => o.userId)).toContain(m.id)

    expectFailure(
      await send(admin, API.matchmaker.reviewApplication, { id: applied.id, approve: false, reason: '重复' }),
      ErrorCode.Conflict,
      '该申请已处理过了'
    )
    expectFailure(
      await send(m, API.matchmaker.applyMatchmaker, form()),
      ErrorCode.BadRequest,
      '你已经是红娘了，无需再申请'
    )
  })

  it('links the public card that already carries the applicant’s phone instead of making a second one', async () => {
    const phone = '13910009999'
    await t.app.db.insert(matchmakers).values({ tenantId: 1, name: '老红娘', phone })
    const m = await member(t)
    const applied = await ok(send(m, API.matchmaker.applyMatchmaker, form({ phone, storeId: 0 })))
    await ok(send(admin, API.matchmaker.reviewApplication, { id: applied.id, approve: true, reason: '' }))
    const cards = await t.app.db
      .select()
      .from(matchmakers)
      .where(and(eq(matchmakers.tenantId, 1), eq(matchmakers.phone, phone)))
    expect(cards).toHaveLength(1)
    expect(cards[0]).toMatchObject({ userId: m.id, name: '老红娘' })
  })

  it('a rejection needs a reason, which the applicant reads; they may apply again', async () => {
    const m = await member(t)
    const applied = await ok(send(m, API.matchmaker.applyMatchmaker, form()))
    expectFailure(
      await send(admin, API.matchmaker.reviewApplication, { id: applied.id, approve: false, reason: '  ' }),
      ErrorCode.BadRequest,
      '请填写不通过的原因'
    )
    const rejected = await ok(
      send(admin, API.matchmaker.reviewApplication, { id: applied.id, approve: false, reason: '请补充从业经历' })
    )
    expect(rejected).toMatchObject({ status: 'rejected', reason: '请补充从业经历' })
    expect((await notices(m))[0].body).toContain('请补充从业经历')
    expect((await ok(send(m, API.staff.getMyRoles))).roles).not.toContain('matchmaker')
    expect((await ok(send(m, API.matchmaker.getJoinInfo))).application).toMatchObject({ status: 'rejected' })
    expect(await ok(send(m, API.matchmaker.applyMatchmaker, form()))).toMatchObject({ status: 'pending' })
  })
})
