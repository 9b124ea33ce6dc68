import { and, eq } from 'drizzle-orm'
import { API } from '@contract/api'
import type { DateStatus, MeetingStatus } from '@contract/appointment'
import { dates, meetingRequests } from '../../src/db/schema'
import { seedDemoDates } from '../../src/db/seed-dates'
import { feedMemberPhone } from '../../src/db/seed-love'
import { DEMO_OFFICE_STAFF, seedDemoOffice } from '../../src/db/seed-office'
import { buildTestApp, HOST_A, type TestApp } from '../helpers/app'
import { ok } from '../helpers/finance'
import { profileInput, type Lover } from '../helpers/love'
import { loginWithMaPhone, userIdOf } from '../helpers/members'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000, LIST_RATE_LIMIT_PER_MINUTE: 1_000_000 })
})
afterAll(async () => {
  await t.close()
})

async function account(phone: string): Promise<Lover> {
  const token = await loginWithMaPhone(t, phone)
  return { token, id: await userIdOf(t, token), host: HOST_A }
}

const phoneOf = (username: string) => DEMO_OFFICE_STAFF.find((s) => s.username === username)!.phone

describe('the demo office’s meeting requests and dates', () => {
  it('gives 陈姐 and 王红娘 requests and dates in every state for their customers, without the lead seed, once', async () => {
    await seedDemoOffice(t.app.db, 1, 'demo1234')
    const members: Lover[] = []
    for (let i = 0; i < 20; i++) {
      const who = await account(feedMemberPhone(1, i))
      await ok(
        t.call(API.loveProfile.signUp, profileInput({ gender: i % 2 ? 'male' : 'female', nickname: `会员${i}` }), {
          token: who.token
        })
      )
      members.push(who)
    }

    await seedDemoDates(t.app.db, 1)
    await seedDemoDates(t.app.db, 1)

    for (const username of ['chen_jie', 'hn_wang']) {
      const mm = await account(phoneOf(username))
      const meetings = (await ok(t.call(API.appointment.getMeetingPage, { cursor: '', pageSize: 50 }, mm))).list
      expect(meetings.map((m) => m.status).sort()).toEqual<MeetingStatus[]>([
        'accepted',
        'contacted',
        'declined',
        'submitted'
      ])
      expect(meetings.every((m) => m.matchmakerId === mm.id)).toBe(true)
      const page = async (tab: 'upcoming' | 'done') =>
        (await ok(t.call(API.appointment.getDatePage, { cursor: '', pageSize: 50, tab }, mm))).list
      const upcoming = await page('upcoming')
      // Newest first: the invitation the partner has not answered yet, then the arranged date.
      expect(upcoming.map((d) => d.status)).toEqual<DateStatus[]>([
        'pending',
        username === 'hn_wang' ? 'reminded' : 'scheduled'
      ])
      const done = await page('done')
      expect(done.map((d) => d.status).sort()).toEqual<DateStatus[]>(['cancelled', 'completed', 'no_show'])
      expect(done.find((d) => d.status === 'completed')).toMatchObject({ rating: 5 })
    }

    // The customer of a completed date sees it and may confirm it.
    const [completed] = await t.app.db
      .select()
      .from(dates)
      .where(and(eq(dates.tenantId, 1), eq(dates.status, 'completed')))
    const customer = members.find((m) => m.id === completed.customerId)!
    const mine = (await ok(t.call(API.appointment.getMyDatePage, { cursor: '', pageSize: 20 }, customer))).list
    expect(mine.find((d) => d.id === completed.id)).toMatchObject({ role: 'customer', canConfirm: true })
    expect(await t.app.db.select().from(meetingRequests).where(eq(meetingRequests.tenantId, 1))).toHaveLength(8)

    // The partner of the pending one finds it in her dates, to accept or decline.
    const [pending] = await t.app.db
      .select()
      .from(dates)
      .where(and(eq(dates.tenantId, 1), eq(dates.status, 'pending')))
    const invited = members.find((m) => m.id === pending.partnerId)!
    const hers = (await ok(t.call(API.appointment.getMyDatePage, { cursor: '', pageSize: 20 }, invited))).list
    expect(hers.find((d) => d.id === pending.id)).toMatchObject({ role: 'partner', canRespond: true })
  })
})
