import { and, eq } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { API } from '@contract/api'
import { eventSignups, personalDataAccessLog, users } from '../../src/db/schema'
import { DEFAULT_TIME_ZONE, dayText } from '../../src/lib/tenant-time'
import { ageOf } from '../../src/modules/love-profile/rules'
import { activeKit } from '../helpers/active'
import { buildTestApp, HOST_B, type TestApp } from '../helpers/app'
import { financeKit, fund, ok } from '../helpers/finance'
import { lover, man, member, type Lover } from '../helpers/love'
import { expectFailure, expectUnauthorized } from '../helpers/members'

let t: TestApp
const kit = activeKit(() => t)
const money = financeKit(() => t)

let admin: Lover
let organiser: Lover
let otherMatchmaker: Lover
let plain: Lover
let adminB: Lover

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 })
  admin = await kit.admin()
  organiser = await kit.matchmaker()
  otherMatchmaker = await kit.matchmaker()
  plain = await member(t)
  adminB = await kit.admin(HOST_B)
})
afterAll(async () => {
  await t.close()
})

const HEADER = [
  '序号',
  '会员ID',
  '昵称',
  '性别',
  '年龄',
  '手机号',
  '实名认证',
  '状态',
  '费用(元)',
  '支付方式',
  '报名时间',
  '签到时间',
  '推荐人'
]

/** The sheet's rows as plain values, read back with exceljs from the base64 the endpoint returned. */
async function openSheet(base64: string): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(Buffer.from(base64, 'base64') as unknown as ArrayBuffer)
  const sheet = book.getWorksheet('报名名单')!
  const rows: unknown[][] = []
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)))
  return rows
}

async function phoneOf(who: Lover): Promise<string> {
  const [row] = await t.app.db
    .select({ phone: users.phone })
    .from(users)
    .where(and(eq(users.tenantId, 1), eq(users.id, who.id)))
  return row.phone!
}

describe('exportSignups', () => {
  it('is a real .xlsx with one row per guest in the order they came, cancelled ones left out, and each phone read is logged', async () => {
    const e = await kit.published(organiser, { title: '西湖/夜游 派对' })
    const sharer = await lover(t, { nickname: '推荐人阿明' })
    const she = await lover(t, { nickname: '晓雯', birthDate: '1996-01-02' })
    const he = await man(t, { nickname: '阿杰' })
    await fund(t, she.id, 6600)
    const hers = (await ok(money.send(she, API.active.signUp, { eventId: e.id, sharerId: sharer.id }))).signup
    await ok(money.pay(she, hers.orderNo))
    const his = (await ok(money.send(he, API.active.signUp, { eventId: e.id }))).signup
    await ok(money.send(he, API.active.cancelSignup, { signupId: his.id }))
    await kit.moveTo(e.id, 'ongoing')
    const [paid] = (await ok(money.send(she, API.active.getMySignupPage, { cursor: '', pageSize: 10 }))).list
    await ok(money.send(organiser, API.active.checkIn, { eventId: e.id, code: paid.checkInCode }))
    const [checked] = await t.app.db
      .select({ createdAt: eventSignups.createdAt, checkedInAt: eventSignups.checkedInAt })
      .from(eventSignups)
      .where(and(eq(eventSignups.tenantId, 1), eq(eventSignups.id, hers.id)))
    const beijing = (d: Date) => new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ')

    const file = await ok(money.send(organiser, API.active.exportSignups, { eventId: e.id }))
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '')
    expect(file.fileName).toBe(`报名名单-西湖_夜游_派对-${today}.xlsx`)
    expect(Buffer.from(file.base64, 'base64').subarray(0, 2).toString()).toBe('PK')

    const rows = await openSheet(file.base64)
    expect(rows).toHaveLength(2)
    expect(rows[0]).toEqual(HEADER)
    const age = ageOf('1996-01-02', dayText(new Date(), DEFAULT_TIME_ZONE))
    expect(rows[1]).toEqual([
      1,
      she.id,
      '晓雯',
      '女',
      age,
      await phoneOf(she),
      '未认证',
      '已签到',
      66,
      '余额支付',
      beijing(checked.createdAt),
      beijing(checked.checkedInAt!),
      '推荐人阿明'
    ])
    // 阿杰 cancelled: he is no guest, and his phone is not in the file.
    expect(JSON.stringify(rows)).not.toContain(await phoneOf(he))

    const log = await t.app.db
      .select()
      .from(personalDataAccessLog)
      .where(and(eq(personalDataAccessLog.tenantId, 1), eq(personalDataAccessLog.purpose, `event_export:${e.id}`)))
    expect(
      log
        .map((l) => ({ staff: l.staffUserId, subject: l.subjectUserId, fields: l.fields }))
        .sort((a, b) => a.subject - b.subject)
    ).toEqual([{ staff: organiser.id, subject: she.id, fields: ['phone'] }])
  })

  it('an event without sign-ups exports the header only and logs nothing', async () => {
    const e = await kit.published(organiser)
    const file = await ok(money.send(admin, API.active.exportSignups, { eventId: e.id }))
    expect(await openSheet(file.base64)).toEqual([HEADER])
    const log = await t.app.db
      .select()
      .from(personalDataAccessLog)
      .where(eq(personalDataAccessLog.purpose, `event_export:${e.id}`))
    expect(log).toEqual([])
  })

  it('only the organiser or an admin of the tenant, and nothing is logged for a refused export', async () => {
    const e = await kit.published(organiser)
    await ok(money.send(await lover(t), API.active.signUp, { eventId: e.id }))
    const body = { eventId: e.id }
    expectFailure(
      await money.send(otherMatchmaker, API.active.exportSignups, body),
      40300,
      '只有活动的组织者或管理员可以操作'
    )
    expectFailure(await money.send(plain, API.active.exportSignups, body), 40300, '没有权限')
    expectFailure(await money.send(adminB, API.active.exportSignups, body), 40400, '活动不存在或已下线')
    expectFailure(await money.send(admin, API.active.exportSignups, { eventId: 0 }), 40000, '活动不正确')
    expectUnauthorized(await t.call(API.active.exportSignups, body))
    const log = await t.app.db
      .select()
      .from(personalDataAccessLog)
      .where(eq(personalDataAccessLog.purpose, `event_export:${e.id}`))
    expect(log).toEqual([])
  })
})
