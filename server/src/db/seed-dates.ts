import { and, asc, count, eq, inArray, notInArray } from 'drizzle-orm'
import type { Gender } from '@contract/love'
import { DAY_MS } from '@contract/time'
import type { AuthedUser } from '../lib/route'
import type { ScheduleDateReq, StaffDate } from '@contract/appointment'
import { moveDate, respondDate, saveDateFeedback, scheduleDate } from '../modules/appointment/dates'
import { moveMeeting, proposeMatch, requestMeeting } from '../modules/appointment/meetings'
import { customersOf } from '../modules/appointment/repository'
import type { Db } from './client'
import { contracts, crmLeads, loveProfiles, meetingRequests, staffRoles, users } from './schema'

const HOUR = 60 * 60 * 1000
/** The demo office's matchmakers whose customers get requests and dates (seed-office's accounts). */
const DEMO_MATCHMAKERS = ['chen_jie', 'hn_wang'] as const
/** Demo members first, so the accounts people log in with have something to see. */
const DEMO_MEMBER_PHONES = ['13800000005', '13800000003', '13800000002', '13800000004', '13800000006']

interface Person {
  id: number
  gender: Gender
}

/** Members with a dating profile, the demo accounts first, office staff left out. */
async function profiledMembers(db: Db, tenantId: number): Promise<Person[]> {
  const staff = db.select({ id: staffRoles.userId }).from(staffRoles).where(eq(staffRoles.tenantId, tenantId))
  const rows = await db
    .select({ id: users.id, phone: users.phone, gender: loveProfiles.gender })
    .from(loveProfiles)
    .innerJoin(users, and(eq(users.tenantId, loveProfiles.tenantId), eq(users.id, loveProfiles.userId)))
    .where(and(eq(loveProfiles.tenantId, tenantId), eq(users.status, 'active'), notInArray(users.id, staff)))
    .orderBy(asc(users.id))
  const rank = (phone: string | null) => {
    const i = phone ? DEMO_MEMBER_PHONES.indexOf(phone) : -1
    return i < 0 ? DEMO_MEMBER_PHONES.length : i
  }
  return rows.sort((a, b) => rank(a.phone) - rank(b.phone) || a.id - b.id).map((r) => ({ id: r.id, gender: r.gender }))
}

/**
 * Two customers of the matchmaker: their own leads when the lead seed gave them some, else members
 * nobody has as a lead yet, made theirs with a plain lead row (the lead seed may run later or not at all).
 */
async function customersFor(db: Db, tenantId: number, matchmakerId: number, people: Person[], now: Date) {
  const owned = new Set((await customersOf(db, tenantId, [matchmakerId], now)).map((r) => r.userId))
  const mine = people.filter((p) => owned.has(p.id)).slice(0, 2)
  if (mine.length === 2) return mine
  const leaded = new Set(
    (await db.select({ userId: crmLeads.userId }).from(crmLeads).where(eq(crmLeads.tenantId, tenantId))).map(
      (r) => r.userId
    )
  )
  for (const p of people) {
    if (mine.length === 2) break
    if (leaded.has(p.id)) continue
    const [made] = await db
      .insert(crmLeads)
      .values({
        tenantId,
        userId: p.id,
        source: 'offline',
        stage: 'member',
        ownerId: matchmakerId,
        claimedAt: now,
        lastFollowUpAt: now,
        expiresAt: new Date(now.getTime() + 30 * DAY_MS)
      })
      .onConflictDoNothing()
      .returning({ userId: crmLeads.userId })
    if (made) mine.push(p)
    leaded.add(p.id)
  }
  return mine
}

/** The customer whose signed contract has meetings left goes first: their completed date shows on the counter. */
async function byContract(db: Db, tenantId: number, customers: Person[]): Promise<Person[]> {
  if (!customers.length) return customers
  const signed = await db
    .select({ customerId: contracts.customerId })
    .from(contracts)
    .where(
      and(
        eq(contracts.tenantId, tenantId),
        eq(contracts.status, 'signed'),
        inArray(
          contracts.customerId,
          customers.map((c) => c.id)
        )
      )
    )
  const withContract = new Set(signed.map((s) => s.customerId))
  return [...customers].sort((a, b) => Number(withContract.has(b.id)) - Number(withContract.has(a.id)))
}

/** A date arranged at `at`: one that waited for the partner, she accepts at once. */
async function arrange(db: Db, who: AuthedUser, req: ScheduleDateReq, at: Date): Promise<StaffDate> {
  const date = await scheduleDate(db, who, req, at)
  if (date.status === 'pending') {
    await respondDate(
      db,
      { tenantId: who.tenantId, userId: req.partnerId },
      { dateId: date.id, action: 'accept', reason: '' },
      at
    )
  }
  return date
}

/**
 * Meeting requests and dates in every state for 陈姐's and 王红娘's customers, made through the
 * appointment services with the clock set back for the dates that already took place. Skipped when
 * the tenant has requests already, or when the office's matchmakers are not there.
 */
export async function seedDemoDates(db: Db, tenantId: number): Promise<void> {
  const [{ n }] = await db.select({ n: count() }).from(meetingRequests).where(eq(meetingRequests.tenantId, tenantId))
  if (n > 0) return
  const staff = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.username, [...DEMO_MATCHMAKERS])))
  const now = new Date()
  const people = await profiledMembers(db, tenantId)
  const taken = new Set<number>()
  for (const username of DEMO_MATCHMAKERS) {
    const mm = staff.find((s) => s.username === username)
    if (!mm) continue
    const who: AuthedUser = { tenantId, userId: mm.id }
    const customers = await byContract(db, tenantId, await customersFor(db, tenantId, mm.id, people, now))
    if (customers.length < 2) continue
    for (const c of customers) taken.add(c.id)
    const [first, second] = customers
    const partnersOf = (c: Person, n: number) => {
      const found = people.filter((p) => p.gender !== c.gender && !taken.has(p.id)).slice(0, n)
      for (const p of found) taken.add(p.id)
      return found
    }
    const a = partnersOf(first, 4)
    const b = partnersOf(second, 4)
    if (a.length < 4 || b.length < 4) continue
    const asUser = (id: number): AuthedUser => ({ tenantId, userId: id })
    const ago = (ms: number) => new Date(now.getTime() - ms)
    const ahead = (ms: number) => new Date(now.getTime() + ms).toISOString()

    // Requests: one waiting, one contacted, one declined, and one accepted that became a date.
    await requestMeeting(
      db,
      asUser(first.id),
      { targetId: a[0].id, message: '看了资料很有眼缘，想认识一下' },
      ago(HOUR)
    )
    const contacted = await proposeMatch(
      db,
      who,
      { customerId: second.id, targetId: b[0].id, message: '两人都在杭州工作，兴趣相投' },
      ago(2 * DAY_MS)
    )
    await moveMeeting(db, who, { meetingId: contacted.id, action: 'contact', reason: '' }, ago(DAY_MS))
    const declined = await proposeMatch(
      db,
      who,
      { customerId: second.id, targetId: b[1].id, message: '年龄相仿，家都在本地' },
      ago(5 * DAY_MS)
    )
    await moveMeeting(db, who, { meetingId: declined.id, action: 'contact', reason: '' }, ago(4 * DAY_MS))
    await moveMeeting(
      db,
      who,
      { meetingId: declined.id, action: 'decline', reason: '对方近期工作忙，暂不考虑' },
      ago(3 * DAY_MS)
    )
    const accepted = await proposeMatch(
      db,
      who,
      { customerId: first.id, targetId: a[1].id, message: '都喜欢旅行和摄影' },
      ago(3 * DAY_MS)
    )
    await moveMeeting(db, who, { meetingId: accepted.id, action: 'contact', reason: '' }, ago(2 * DAY_MS))
    await moveMeeting(db, who, { meetingId: accepted.id, action: 'accept', reason: '' }, ago(DAY_MS))

    // Dates: coming (from the accepted request), reminded, completed with feedback, cancelled, a no-show.
    const coming = await arrange(
      db,
      who,
      {
        meetingRequestId: accepted.id,
        customerId: first.id,
        partnerId: a[1].id,
        place: '西湖边·湖畔咖啡馆',
        startsAt: ahead(3 * DAY_MS)
      },
      now
    )
    if (username === 'hn_wang') await moveDate(db, who, { dateId: coming.id, action: 'remind', reason: '' }, now)
    const met = await arrange(
      db,
      who,
      {
        meetingRequestId: 0,
        customerId: first.id,
        partnerId: a[2].id,
        place: '湖滨银泰·西餐厅',
        startsAt: ago(7 * DAY_MS).toISOString()
      },
      ago(10 * DAY_MS)
    )
    await moveDate(db, who, { dateId: met.id, action: 'remind', reason: '' }, ago(8 * DAY_MS))
    await moveDate(db, who, { dateId: met.id, action: 'check_in', reason: '' }, ago(7 * DAY_MS))
    await saveDateFeedback(
      db,
      who,
      { dateId: met.id, feedback: '双方聊得很投缘，约好下周一起去爬山', rating: 5 },
      ago(7 * DAY_MS)
    )
    await moveDate(db, who, { dateId: met.id, action: 'complete', reason: '' }, ago(7 * DAY_MS - 3 * HOUR))
    const called = await arrange(
      db,
      who,
      {
        meetingRequestId: 0,
        customerId: second.id,
        partnerId: b[2].id,
        place: '钱江新城·书店咖啡',
        startsAt: ahead(2 * DAY_MS)
      },
      ago(2 * DAY_MS)
    )
    await moveDate(db, who, { dateId: called.id, action: 'cancel', reason: '女方临时出差，改期再约' }, ago(DAY_MS))
    const missed = await arrange(
      db,
      who,
      {
        meetingRequestId: 0,
        customerId: first.id,
        partnerId: a[3].id,
        place: '武林广场·茶馆',
        startsAt: ago(2 * DAY_MS).toISOString()
      },
      ago(4 * DAY_MS)
    )
    await moveDate(db, who, { dateId: missed.id, action: 'no_show', reason: '对方未到场' }, ago(2 * DAY_MS))
    // One the partner has not answered yet: 待对方确认 in the office, 接受 / 婉拒 in her dates.
    await scheduleDate(
      db,
      who,
      {
        meetingRequestId: 0,
        customerId: second.id,
        partnerId: b[3].id,
        place: '滨江宝龙城·甜品店',
        startsAt: ahead(4 * DAY_MS)
      },
      ago(HOUR)
    )
  }
}
