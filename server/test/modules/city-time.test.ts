import { and, eq } from 'drizzle-orm'
import { API } from '@contract/api'
import { ErrorCode } from '@contract/envelope'
import type { FeedFilters } from '@contract/love'
import { crmClaimCounters, crmFollowUps, eventSignups, tenants } from '../../src/db/schema'
import { clockText, dayStart, dayText, longDayText, shiftDay } from '../../src/lib/tenant-time'
import { activeKit } from '../helpers/active'
import { buildTestApp, HOST_B, type TestApp } from '../helpers/app'
import { contractKit, pdfText } from '../helpers/contract'
import { crmKit } from '../helpers/crm'
import { ok } from '../helpers/finance'
import { lover, man, member, profileInput, type Lover } from '../helpers/love'
import { expectFailure } from '../helpers/members'

/**
 * 城市设置 and the clock of the tenant's city: an admin sets the city's zone and the daily picks;
 * event check-in, contracts, the office's days and its claim counter, and members' ages follow that
 * zone, whatever the server's. The tenant cache is on here, so a saved zone must reach requests at once.
 */
let t: TestApp
const active = activeKit(() => t)
const contract = contractKit(() => t)
const crm = crmKit(() => t)

beforeAll(async () => {
  t = await buildTestApp({ TENANT_CACHE_MS: 60_000, RATE_LIMIT_PER_MINUTE: 1_000_000 })
})
afterAll(async () => {
  await t.close()
})

const SHANGHAI = 'Asia/Shanghai'
const HOUR = 60 * 60 * 1000
const MINUTE = 60 * 1000

/** Writes the zone the way a test moves the clock, and forgets the cached tenant as a save does. */
async function setZone(zone: string, tenantId = 1): Promise<void> {
  await t.app.db.update(tenants).set({ timeZone: zone }).where(eq(tenants.tenantId, tenantId))
  await t.app.forgetTenant(tenantId)
}
afterEach(() => setZone(SHANGHAI))

/**
 * A moment on today's calendar day in Shanghai but on another day in UTC: 07:30 there (23:30 UTC of
 * the day before) once Shanghai is past 08:00, else 08:30 there (00:30 UTC of the next UTC day).
 */
function sameShanghaiDayOtherUtcDay(now: Date): Date {
  const midnight = dayStart(dayText(now, SHANGHAI), SHANGHAI).getTime()
  const utcMidnight = midnight + 8 * HOUR
  return new Date(now.getTime() >= utcMidnight ? utcMidnight - 30 * MINUTE : utcMidnight + 30 * MINUTE)
}

const settings = (who: Lover) => t.call(API.config.getCitySettings, {}, { token: who.token, host: who.host })
const save = (who: Lover, body: Record<string, unknown>) =>
  t.call(API.config.saveCitySettings, body, { token: who.token, host: who.host })

describe('城市设置', () => {
  it("an admin sets the city's zone and the daily picks; the app reads the new zone at once and members get that many picks", async () => {
    const admin = await crm.staff('admin')
    expect(await ok(settings(admin))).toEqual({ timeZone: SHANGHAI, dailyPicks: 6, vipDailyPicks: 12 })
    // Read once so the tenant is cached; the save must not leave the old zone there.
    expect((await ok(t.call(API.system.getTenantDetail, {}))).timeZone).toBe(SHANGHAI)

    const saved = await ok(save(admin, { timeZone: 'Asia/Urumqi', dailyPicks: 2, vipDailyPicks: 4 }))
    expect(saved).toEqual({ timeZone: 'Asia/Urumqi', dailyPicks: 2, vipDailyPicks: 4 })
    expect(await ok(settings(admin))).toEqual(saved)
    expect((await ok(t.call(API.system.getTenantDetail, {}))).timeZone).toBe('Asia/Urumqi')

    const city = { residenceProvince: '江苏省', residenceCity: '无锡市' }
    for (let i = 0; i < 4; i++) await lover(t, { ...city, nickname: `无锡${i}` })
    const viewer = await man(t, {
      ...city,
      mate: {
        ageMin: 24,
        ageMax: 36,
        heightMin: 155,
        heightMax: 175,
        educationMin: 'college',
        city: '无锡市',
        marital: 'single'
      }
    })
    const picks = await ok(t.call(API.loveMatch.getDailyPicks, {}, { token: viewer.token }))
    expect(picks.cards).toHaveLength(2)
    // The day of the picks is the city's day in its new zone.
    expect(picks.day).toBe(dayText(new Date(), 'Asia/Urumqi'))

    await ok(save(admin, { timeZone: SHANGHAI, dailyPicks: 6, vipDailyPicks: 12 }))
  })

  it('refuses a zone off the list, sizes outside 1-30 and VIP members getting fewer than others, and keeps what was set', async () => {
    const admin = await crm.staff('admin')
    const good = { timeZone: 'Asia/Tokyo', dailyPicks: 5, vipDailyPicks: 10 }
    for (const [body, msg] of [
      [{ ...good, timeZone: 'Mars/Olympus' }, '请从列表中选择城市所在的时区'],
      // A real zone, but not one of the product's cities.
      [{ ...good, timeZone: 'Africa/Cairo' }, '请从列表中选择城市所在的时区'],
      [{ ...good, dailyPicks: 0 }, '普通会员的每日推荐人数需在 1-30 人之间'],
      [{ ...good, dailyPicks: 2.5 }, '普通会员的每日推荐人数需在 1-30 人之间'],
      [{ ...good, vipDailyPicks: 31 }, 'VIP会员的每日推荐人数需在 1-30 人之间'],
      [{ ...good, dailyPicks: 8, vipDailyPicks: 7 }, 'VIP会员的每日推荐人数不能少于普通会员'],
      [{ timeZone: 'Asia/Tokyo', dailyPicks: 5 }, 'VIP会员的每日推荐人数需在 1-30 人之间']
    ] as const) {
      expectFailure(await save(admin, body), ErrorCode.BadRequest, msg)
    }
    expect(await ok(settings(admin))).toEqual({ timeZone: SHANGHAI, dailyPicks: 6, vipDailyPicks: 12 })
    // A key the form never sends does not reach the row.
    await ok(save(admin, { ...good, tenantId: 2, status: 'disabled' }))
    const [b] = await t.app.db.select().from(tenants).where(eq(tenants.tenantId, 2))
    expect(b).toMatchObject({ timeZone: SHANGHAI, status: 'active' })
    await ok(save(admin, { timeZone: SHANGHAI, dailyPicks: 6, vipDailyPicks: 12 }))
  })

  it("is the admin's own city: matchmakers, store managers and members are refused, another tenant's admin changes only hers", async () => {
    const body = { timeZone: 'Asia/Singapore', dailyPicks: 3, vipDailyPicks: 3 }
    for (const who of [await crm.staff('matchmaker'), await crm.staff('store_manager'), await member(t)]) {
      expectFailure(await settings(who), ErrorCode.Forbidden, '没有权限')
      expectFailure(await save(who, body), ErrorCode.Forbidden, '没有权限')
    }
    expect((await t.call(API.config.saveCitySettings, body)).status).toBe(401)
    // Tenant A's admin on tenant B's host is no one there.
    const adminA = await crm.staff('admin')
    expect((await t.call(API.config.saveCitySettings, body, { token: adminA.token, host: HOST_B })).status).toBe(401)

    const adminB = await crm.staff('admin', HOST_B)
    expect(await ok(save(adminB, body))).toEqual(body)
    const zones = await t.app.db.select({ id: tenants.tenantId, zone: tenants.timeZone }).from(tenants)
    expect(Object.fromEntries(zones.map((z) => [z.id, z.zone]))).toEqual({ 1: SHANGHAI, 2: 'Asia/Singapore' })
    expect(await ok(settings(adminA))).toEqual({ timeZone: SHANGHAI, dailyPicks: 6, vipDailyPicks: 12 })
    await ok(save(adminB, { timeZone: SHANGHAI, dailyPicks: 6, vipDailyPicks: 12 }))
  })
})

describe('event check-in', () => {
  it("opens on the event's day in the tenant's city, not on the server's or UTC's day", async () => {
    const organiser = await active.admin()
    const startsAt = sameShanghaiDayOtherUtcDay(new Date())
    const e = await active.published(organiser)
    await active.setEvent(e.id, { startsAt, endsAt: new Date(startsAt.getTime() + 15 * MINUTE) })
    const she = await lover(t)
    const s = await active.signup(e.id, she, 'female')
    const checkIn = () => t.call(API.active.checkIn, { eventId: e.id, code: s.checkInCode }, { token: organiser.token })

    // A city on UTC would be on another day than the event.
    await setZone('UTC')
    expectFailure(await checkIn(), ErrorCode.BadRequest, '签到仅限活动当天')
    await setZone(SHANGHAI)
    expect(await ok(checkIn())).toMatchObject({ status: 'checked_in' })
    const [row] = await t.app.db
      .select()
      .from(eventSignups)
      .where(and(eq(eventSignups.tenantId, 1), eq(eventSignups.id, s.id)))
    // Scanning again says when, on the city's clock.
    expectFailure(
      await checkIn(),
      ErrorCode.BadRequest,
      `该会员已签到（${clockText(row.checkedInAt ?? new Date(), SHANGHAI)}）`
    )
  })
})

describe('contracts', () => {
  it("number and date the signed contract by the tenant's city", async () => {
    const office = await contract.office()
    const template = await contract.template(office.admin)
    await setZone('America/New_York')
    const created = await contract.create(office.matchmaker, template.id, office.customer)
    const signed = await contract.sign(office.customer, created)
    const { signedAt, createdAt } = await contract.row(signed)
    if (!signedAt) throw new Error('not signed')
    expect(signed.contractNo).toBe(
      `HT${dayText(createdAt, 'America/New_York').replace(/-/g, '')}${String(signed.id).padStart(6, '0')}`
    )
    const text = await pdfText(await contract.pdf(office.customer, signed))
    const inNewYork = `${longDayText(signedAt, 'America/New_York')} ${clockText(signedAt, 'America/New_York')}`
    expect(text).toContain(`签署时间：${inNewYork}`)
    // Twelve or thirteen hours from Shanghai: that clock is nowhere in the contract.
    expect(text).not.toContain(clockText(signedAt, SHANGHAI))
  })
})

describe("the office's days", () => {
  it("count follow-ups and claims on the tenant's calendar", async () => {
    const zone = 'Asia/Tokyo'
    await setZone(zone)
    const matchmaker = await crm.matchmaker()
    const lead = await lover(t)
    await crm.claim(matchmaker, lead)
    const now = new Date()
    const today = dayText(now, zone)
    const [counter] = await t.app.db
      .select()
      .from(crmClaimCounters)
      .where(and(eq(crmClaimCounters.tenantId, 1), eq(crmClaimCounters.userId, matchmaker.id)))
    expect(counter).toMatchObject({ day: today, claims: 1 })

    // A minute before and a minute after midnight in Tokyo fall on two days of the report.
    const leadId = (await crm.leadRow(lead)).id
    const midnight = dayStart(today, zone).getTime()
    for (const at of [midnight - MINUTE, midnight + MINUTE]) {
      await t.app.db.insert(crmFollowUps).values({
        tenantId: 1,
        leadId,
        authorId: matchmaker.id,
        kind: 'call',
        content: '电话',
        createdAt: new Date(at)
      })
    }
    const report = await crm.as(matchmaker, API.crm.getReport, { days: 7 })
    expect(report.followUpsPerDay.map((d) => d.key)).toEqual(
      Array.from({ length: 7 }, (_, i) => shiftDay(today, i - 6))
    )
    expect(report.followUpsPerDay.slice(-2)).toEqual([
      { key: shiftDay(today, -1), count: 1 },
      { key: today, count: 1 }
    ])
  })
})

describe('ages', () => {
  /**
   * Kiritimati (UTC+14) is always a day or two ahead of Pago Pago (UTC-11): a birthday that is today
   * in the one is still to come in the other, whenever the suite runs.
   */
  const AHEAD = 'Pacific/Kiritimati'
  const BEHIND = 'Pacific/Pago_Pago'
  /** Born `years` before today in Kiritimati; a multiple of 4 keeps a 02-29 a real day. */
  const bornYearsAgo = (years: number) => {
    const today = dayText(new Date(), AHEAD)
    return `${Number(today.slice(0, 4)) - years}${today.slice(4)}`
  }

  it("turn at midnight in the tenant's city: the feed's cards and age filter, her own profile and the office's lead", async () => {
    const huzhou = { residenceProvince: '浙江省', residenceCity: '湖州市' }
    const viewer = await man(t, { ...huzhou, mate: { ...profileInput().mate, ageMin: 20, ageMax: 40, city: '' } })
    const she = await lover(t, { ...huzhou, birthDate: bornYearsAgo(28) })
    const matchmaker = await crm.matchmaker()
    await crm.claim(matchmaker, she)
    const cardOf = async (filters: FeedFilters) =>
      (
        await ok(
          t.call(API.loveFeed.getRecommendPage, { cursor: '', pageSize: 50, city: '湖州市', ...filters }, viewer)
        )
      ).list.find((c) => c.userId === she.id)
    const ages = async () => ({
      card: (await cardOf({}))?.age,
      own: (await ok(t.call(API.loveProfile.getMyProfile, {}, she))).age,
      lead: (await crm.as(matchmaker, API.crm.getLeadDetail, { userId: she.id })).age
    })

    await setZone(AHEAD)
    expect(await ages()).toEqual({ card: 28, own: 28, lead: 28 })
    expect(await cardOf({ ageMin: 28, ageMax: 28 })).toBeDefined()

    await setZone(BEHIND)
    expect(await ages()).toEqual({ card: 27, own: 27, lead: 27 })
    expect(await cardOf({ ageMin: 28, ageMax: 28 })).toBeUndefined()
    expect(await cardOf({ ageMin: 27, ageMax: 27 })).toBeDefined()
  })
})
