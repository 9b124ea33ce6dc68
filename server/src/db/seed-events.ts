import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { and, eq, inArray } from 'drizzle-orm'
import type { EventInput } from '@contract/active'
import type { Gender } from '@contract/love'
import type { ObjectStorage } from '../providers/storage'
import type { Db } from './client'
import { events, eventSignups, loveProfiles, tenants, users } from './schema'
import { feedMemberPhone } from './seed-love'
import { publishEvent, saveEvent } from '../modules/active/events'
import { revealByStaff, savePicks } from '../modules/active/room'
import { auditSignup, checkIn, signUp } from '../modules/active/signups'
import { settleExternal } from '../modules/finance/orders'
import { dayStart, dayText, shiftDay } from '../lib/tenant-time'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** The demo admin runs the demo city's events (林小雨, password demo1234). */
const ORGANISER_PHONE = '13800000001'

/** A wall-clock time of the tenant's city `days` from today there, as an instant. */
function cityAt(days: number, hour: number, minute: number, from: Date, timeZone: string): Date {
  const day = dayStart(shiftDay(dayText(from, timeZone), days), timeZone)
  return new Date(day.getTime() + hour * HOUR + minute * MINUTE)
}

interface DemoEvent {
  input: Omit<EventInput, 'signupStartsAt' | 'signupEndsAt' | 'startsAt' | 'endsAt' | 'cancelDeadline' | 'revealAt'>
  startsAt: Date
  hours: number
  /** Colours of the drawn cover. */
  art: [string, string]
  draft?: boolean
  /** Feed member numbers (even: a woman) who sign up. */
  guests: number[]
  /** Of the guests, how many are signed in (offline, once it began) or approved after audit. */
  admitted?: number
  /** Mutual selection: who picks whom, by feed member number. */
  picks?: [number, number][]
  revealed?: boolean
}

const RULES = `1. 报名成功后请在“我的报名”查看签到码，到场后出示给工作人员签到。
2. 请准时到场，着装整洁得体；活动全程请尊重每一位嘉宾。
3. 活动现场禁止推销、拍摄他人隐私，如遇不适可随时联系现场红娘。
4. 活动开始前可在报名截止前取消，费用原路退回余额。`

function demoEvents(now: Date, timeZone: string): DemoEvent[] {
  const base = { city: '杭州', realNameRequired: false, rules: RULES, organiser: '缘来是你红娘团队', cover: '' }
  const offline = { ...base, kind: 'offline' as const }
  const online = { ...base, kind: 'online' as const, venue: '', location: null }
  return [
    {
      input: {
        ...offline,
        title: '初秋西湖茶话会 · 12人单身交友',
        venue: '杭州市西湖区北山街 湖畔茶舍二楼',
        location: { lat: 30.2601, lng: 120.1468 },
        quotaMale: 6,
        quotaFemale: 6,
        priceMale: 0,
        priceFemale: 0,
        auditRequired: false,
        mutualSelection: true,
        picksPerGuest: 2
      },
      startsAt: cityAt(-24, 14, 0, now, timeZone),
      hours: 3,
      art: ['#ffe3e3', '#ff8fa3'],
      guests: [31, 33, 35, 37, 39, 30, 32, 34, 36, 38],
      admitted: 10,
      picks: [
        [31, 30],
        [30, 31],
        [33, 32],
        [32, 33],
        [35, 34],
        [34, 37],
        [37, 36],
        [38, 39]
      ],
      revealed: true
    },
    {
      input: {
        ...online,
        title: '线上语音速配 · 90后专场',
        quotaMale: 10,
        quotaFemale: 10,
        priceMale: 0,
        priceFemale: 0,
        auditRequired: false,
        mutualSelection: false,
        picksPerGuest: 0
      },
      startsAt: cityAt(-10, 20, 0, now, timeZone),
      hours: 1.5,
      art: ['#e3f0ff', '#7fb2f0'],
      guests: [41, 43, 45, 40, 42, 44]
    },
    {
      input: {
        ...offline,
        title: '今日8分钟约会 · 钱江新城专场',
        venue: '杭州市上城区钱江新城 来福士中心7楼',
        location: { lat: 30.2458, lng: 120.2115 },
        quotaMale: 8,
        quotaFemale: 8,
        priceMale: 0,
        priceFemale: 0,
        auditRequired: false,
        mutualSelection: true,
        picksPerGuest: 3
      },
      startsAt: new Date(now.getTime() - HOUR),
      hours: 4,
      art: ['#fff1d6', '#f5b041'],
      guests: [47, 49, 51, 53, 46, 48, 50, 52],
      admitted: 6,
      picks: [
        [47, 46],
        [46, 47],
        [49, 48]
      ]
    },
    {
      input: {
        ...offline,
        title: '周末户外徒步 · 九溪十八涧',
        venue: '杭州市西湖区九溪烟树停车场集合',
        location: { lat: 30.2075, lng: 120.1223 },
        quotaMale: 12,
        quotaFemale: 12,
        priceMale: 5900,
        priceFemale: 5900,
        auditRequired: true,
        mutualSelection: false,
        picksPerGuest: 0
      },
      startsAt: cityAt(6, 9, 0, now, timeZone),
      hours: 5,
      art: ['#dff5e1', '#5cbf7a'],
      guests: [55, 57, 59, 54, 56, 58],
      admitted: 2
    },
    {
      input: {
        ...offline,
        title: '冬日读书会 · 以书会友',
        venue: '杭州市拱墅区大兜路 晓风书屋',
        location: { lat: 30.2898, lng: 120.1547 },
        quotaMale: 10,
        quotaFemale: 10,
        priceMale: 3900,
        priceFemale: 2900,
        auditRequired: false,
        mutualSelection: true,
        picksPerGuest: 2
      },
      startsAt: cityAt(12, 14, 30, now, timeZone),
      hours: 3,
      art: ['#efe4ff', '#a78bfa'],
      guests: [61, 63, 60, 62]
    },
    {
      input: {
        ...online,
        title: '线上心动速配 · 周五夜场',
        quotaMale: 15,
        quotaFemale: 15,
        priceMale: 1990,
        priceFemale: 1990,
        auditRequired: false,
        mutualSelection: true,
        picksPerGuest: 3
      },
      startsAt: cityAt(3, 20, 0, now, timeZone),
      hours: 1.5,
      art: ['#ffe4f1', '#f472b6'],
      guests: [65, 67, 64]
    },
    {
      input: {
        ...offline,
        title: '元旦跨年派对（筹备中）',
        venue: '杭州市滨江区 星光大道',
        location: null,
        quotaMale: 20,
        quotaFemale: 20,
        priceMale: 16800,
        priceFemale: 12800,
        auditRequired: true,
        mutualSelection: false,
        picksPerGuest: 0
      },
      startsAt: cityAt(37, 19, 0, now, timeZone),
      hours: 4,
      art: ['#fde2e4', '#e63946'],
      draft: true,
      guests: []
    }
  ]
}

function coverSvg([light, deep]: [string, string]): string {
  const heart = (x: number, y: number, s: number, c: string) =>
    `<path transform="translate(${x} ${y}) scale(${s})" d="M0 6 C0 -2 12 -2 12 6 C12 -2 24 -2 24 6 C24 14 12 20 12 24 C12 20 0 14 0 6 Z" fill="${c}"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="420" viewBox="0 0 750 420">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${deep}"/></linearGradient></defs>
  <rect width="750" height="420" fill="url(#bg)"/>
  <circle cx="640" cy="60" r="170" fill="#ffffff" opacity="0.22"/>
  <circle cx="90" cy="380" r="130" fill="#ffffff" opacity="0.18"/>
  ${heart(300, 150, 5, '#ffffff')}${heart(470, 110, 2.4, '#ffffff')}${heart(200, 260, 1.6, '#ffffff')}
</svg>`
}

/**
 * The demo city's events, run through the same services staff and members use: two past ones (a
 * mutual-selection tea party revealed with its matches, an online speed date), one under way with
 * guests signed in and picking, three coming up with paid sign-ups (one waiting for audit) and a
 * draft. Fees are paid as a WeChat Pay callback would settle them. Runs once, on a new demo tenant.
 */
export async function seedDemoEvents(db: Db, storage: ObjectStorage, tenantId: number): Promise<void> {
  const now = new Date()
  const [tenant] = await db
    .select({ financeConfig: tenants.financeConfig, timeZone: tenants.timeZone })
    .from(tenants)
    .where(eq(tenants.tenantId, tenantId))
  const [organiser] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.phone, ORGANISER_PHONE)))
  if (!tenant || !organiser) return
  const staff = { tenantId, userId: organiser.id }
  const plans = demoEvents(now, tenant.timeZone)
  const numbers = [...new Set(plans.flatMap((p) => p.guests))]
  const rows = await db
    .select({ id: users.id, phone: users.phone, gender: loveProfiles.gender })
    .from(users)
    .innerJoin(loveProfiles, and(eq(loveProfiles.tenantId, users.tenantId), eq(loveProfiles.userId, users.id)))
    .where(
      and(
        eq(users.tenantId, tenantId),
        inArray(
          users.phone,
          numbers.map((n) => feedMemberPhone(tenantId, n))
        )
      )
    )
  const byPhone = new Map(rows.map((r) => [r.phone, r]))
  const member = (n: number): { id: number; gender: Gender } | undefined => byPhone.get(feedMemberPhone(tenantId, n))

  for (const [i, plan] of plans.entries()) {
    const startsAt = plan.startsAt
    const endsAt = new Date(startsAt.getTime() + plan.hours * HOUR)
    // Sign-up opened two weeks before and closed an hour before the start, as seen from then.
    const openedAt = new Date(Math.min(now.getTime(), startsAt.getTime()) - 14 * DAY)
    const times = {
      signupStartsAt: openedAt.toISOString(),
      signupEndsAt: new Date(startsAt.getTime() - HOUR).toISOString(),
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
      cancelDeadline: new Date(startsAt.getTime() - DAY).toISOString(),
      revealAt: plan.input.mutualSelection ? new Date(endsAt.getTime() - 30 * MINUTE).toISOString() : ''
    }
    const saved = await saveEvent(db, staff, { ...plan.input, ...times }, openedAt)
    const jpeg = await sharp(Buffer.from(coverSvg(plan.art)))
      .jpeg({ quality: 85 })
      .toBuffer()
    const cover = await storage.put(`t${tenantId}/seed/event-${i}.jpg`, jpeg, 'image/jpeg')
    await db
      .update(events)
      .set({ cover })
      .where(and(eq(events.tenantId, tenantId), eq(events.id, saved.id)))
    if (plan.draft) continue
    await publishEvent(db, staff, saved.id, openedAt)

    // Past and running events are free, so their sign-ups need no payment at a time gone by.
    const signedAt = new Date(openedAt.getTime() + DAY)
    const signups: { n: number; id: number }[] = []
    for (const n of plan.guests) {
      const m = member(n)
      if (!m) continue
      const who = { tenantId, userId: m.id }
      const { signup } = await signUp(db, who, { eventId: saved.id }, tenant.financeConfig, signedAt)
      if (signup.status === 'unpaid') {
        await settleExternal(db, tenantId, 'tenpay', {
          orderNo: signup.orderNo,
          tradeNo: `SEED${randomBytes(8).toString('hex').toUpperCase()}`,
          amount: signup.fee,
          paid: true
        })
      }
      signups.push({ n, id: signup.id })
    }

    const admitted = signups.slice(0, plan.admitted ?? 0)
    if (plan.input.auditRequired) {
      for (const s of admitted)
        await auditSignup(
          db,
          staff,
          { signupId: s.id, approve: true, reason: '' },
          tenant.financeConfig.creditName,
          tenant.timeZone,
          now
        )
    } else if (plan.input.kind === 'offline' && startsAt <= now) {
      const signedIn = new Date(startsAt.getTime() + 10 * MINUTE)
      for (const s of admitted) {
        const [row] = await db
          .select({ code: eventSignups.checkInCode })
          .from(eventSignups)
          .where(and(eq(eventSignups.tenantId, tenantId), eq(eventSignups.id, s.id)))
        await checkIn(db, staff, { eventId: saved.id, code: row.code }, tenant.timeZone, signedIn)
      }
    }

    if (plan.picks) {
      const pickedAt = new Date(startsAt.getTime() + 40 * MINUTE)
      const chosen = new Map<number, number[]>()
      for (const [from, to] of plan.picks) {
        const a = member(from)
        const b = member(to)
        if (a && b) chosen.set(a.id, [...(chosen.get(a.id) ?? []), b.id])
      }
      for (const [userId, userIds] of chosen) {
        await savePicks(db, { tenantId, userId }, { eventId: saved.id, userIds }, tenant.timeZone, pickedAt)
      }
      if (plan.revealed) await revealByStaff(db, staff, saved.id, new Date(endsAt.getTime() - 30 * MINUTE))
    }
  }
}
