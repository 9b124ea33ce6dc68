import { API } from '@contract/api'
import type { EventTab } from '@contract/active'
import { seedDemoEvents } from '../../src/db/seed-events'
import { feedMemberPhone } from '../../src/db/seed-love'
import { checkLedger } from '../../src/modules/finance/ledger'
import { buildTestApp, HOST_A, type TestApp } from '../helpers/app'
import { ok } from '../helpers/finance'
import { profileInput, type Lover } from '../helpers/love'
import { loginWithMaPhone, userIdOf } from '../helpers/members'
import { grantRole } from '../helpers/staff'

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

const GUESTS = [
  30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58,
  59, 60, 61, 62, 63, 64, 65, 67
]

const titles = async (tab: EventTab) =>
  (await ok(t.call(API.active.getEventPage, { tab, cursor: '', pageSize: 20 }))).list.map((e) => e.title)

describe('the demo city’s events', () => {
  it('starts with past, running and coming events, guests in the rooms, matches revealed and a draft for staff', async () => {
    const admin = await account('13800000001')
    await grantRole(t, 1, admin.id, 'admin')
    const feed = new Map<number, Lover>()
    for (const i of GUESTS) {
      const who = await account(feedMemberPhone(1, i))
      await ok(
        t.call(
          API.loveProfile.signUp,
          profileInput({ gender: i % 2 === 0 ? 'female' : 'male', nickname: `会员${i}` }),
          {
            token: who.token
          }
        )
      )
      feed.set(i, who)
    }

    await seedDemoEvents(t.app.db, t.app.storage, 1)

    expect(await titles('upcoming')).toEqual([
      '线上心动速配 · 周五夜场',
      '周末户外徒步 · 九溪十八涧',
      '冬日读书会 · 以书会友'
    ])
    expect(await titles('ongoing')).toEqual(['今日8分钟约会 · 钱江新城专场'])
    expect(await titles('past')).toEqual(['线上语音速配 · 90后专场', '初秋西湖茶话会 · 12人单身交友'])

    const drafts = await ok(
      t.call(API.active.getManagedEventPage, { tab: 'draft', cursor: '', pageSize: 20 }, { token: admin.token })
    )
    expect(drafts.list.map((e) => e.title)).toEqual(['元旦跨年派对（筹备中）'])

    // The hike waits for audit: two approved, four paid and waiting, its fees all in.
    const active = await ok(
      t.call(API.active.getManagedEventPage, { tab: 'active', cursor: '', pageSize: 20 }, { token: admin.token })
    )
    const hike = active.list.find((e) => e.title.startsWith('周末户外徒步'))!
    expect(hike.counts).toMatchObject({ approved: 2, pendingAudit: 4, income: 6 * 5900 })
    expect(hike.cover).toMatch(/\.jpg$/)

    // The tea party was revealed: 31 and 30, 33 and 32 picked each other; 34's pick of 37 was one-sided.
    const tea = (await ok(t.call(API.active.getEventPage, { tab: 'past', cursor: '', pageSize: 20 }))).list.find((e) =>
      e.title.startsWith('初秋')
    )!
    const room = await ok(t.call(API.active.getRoom, { eventId: tea.id }, { token: feed.get(30)!.token }))
    expect(room.revealed).toBe(true)
    expect(room.matches.map((m) => m.userId)).toEqual([feed.get(31)!.id])
    const lonely = await ok(t.call(API.active.getRoom, { eventId: tea.id }, { token: feed.get(37)!.token }))
    expect(lonely.matches).toEqual([])

    // The running date has six guests signed in, picking until the reveal.
    const running = (await ok(t.call(API.active.getEventPage, { tab: 'ongoing', cursor: '', pageSize: 20 }))).list[0]
    const inRoom = await ok(t.call(API.active.getRoom, { eventId: running.id }, { token: feed.get(47)!.token }))
    expect(inRoom).toMatchObject({ isGuest: true, canPick: true, revealed: false, myPicks: [feed.get(46)!.id] })
    expect(inRoom.guests).toHaveLength(2)

    expect(await checkLedger(t.app.db, 1)).toEqual({ driftedAccounts: 0, unbalancedTxns: 0, negativeMemberAccounts: 0 })
  })
})
