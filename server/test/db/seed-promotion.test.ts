import { eq } from 'drizzle-orm'
import { API, type ApiPath, type ReqOf } from '@contract/api'
import { promoCommissions } from '../../src/db/schema'
import { feedMemberPhone } from '../../src/db/seed-love'
import { seedDemoPromotion } from '../../src/db/seed-promotion'
import { buildTestApp, HOST_A, type TestApp } from '../helpers/app'
import { expectLedgerSound, ok } from '../helpers/finance'
import { profileInput, type Lover } from '../helpers/love'
import { loginWithMaPhone, userIdOf } from '../helpers/members'
import { grantRole } from '../helpers/staff'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 })
})
afterAll(async () => {
  await t.close()
})

async function account(phone: string, nickname: string, profile = true): Promise<Lover> {
  const token = await loginWithMaPhone(t, phone)
  if (profile) await ok(t.call(API.loveProfile.signUp, profileInput({ nickname }), { token }))
  return { token, id: await userIdOf(t, token), host: HOST_A }
}

const send = <P extends ApiPath>(who: Lover, path: P, body: ReqOf<P> | Record<string, unknown> = {}) =>
  t.call(path, body, { token: who.token, host: who.host })

describe('the demo city’s promotion', () => {
  it('gives a partner her team, its members and their purchases through the real hooks, once', async () => {
    const admin = await account('13800000001', '林小雨', false)
    await grantRole(t, 1, admin.id, 'admin')
    const liYang = await account('13800000006', '李阳', false)
    const feed = new Map<number, Lover>()
    for (const i of [149, 150, 151, 152, 153, 154, 155, 156, 157, 158])
      feed.set(i, await account(feedMemberPhone(1, i), `会员${i}`))

    await seedDemoPromotion(t.app.db, 1)
    const rows = await t.app.db.select().from(promoCommissions).where(eq(promoCommissions.tenantId, 1))
    await seedDemoPromotion(t.app.db, 1)
    expect(await t.app.db.select().from(promoCommissions).where(eq(promoCommissions.tenantId, 1))).toHaveLength(
      rows.length
    )

    const partner = await ok(send(liYang, API.promotion.getMyCentre))
    expect(partner).toMatchObject({ isPartner: true, broughtCount: 2 })
    const team = await ok(send(liYang, API.promotion.getMyTeam, { pageNum: 1, pageSize: 20 }))
    expect(team.list.map((m) => [m.id, m.broughtCount])).toEqual(
      expect.arrayContaining([
        [feed.get(149)!.id, 5],
        [feed.get(150)!.id, 2]
      ])
    )
    expect(team.list.every((m) => m.sales > 0)).toBe(true)

    const promoter = await ok(send(feed.get(149)!, API.promotion.getMyCentre))
    expect(promoter).toMatchObject({ broughtCount: 5, validMemberCount: 5 })
    expect(promoter.pending).toBeGreaterThan(0)
    expect(promoter.available).toBeGreaterThan(0)
    const list = await ok(send(feed.get(149)!, API.promotion.getMyCommissions, { pageNum: 1, pageSize: 20 }))
    expect(list.list.map((c) => c.state).sort()).toEqual(['available', 'available', 'pending'])
    const refunded = list.list.find((c) => c.reversedAmount > 0)!
    expect(refunded.reversedAmount).toBe(
      Math.floor((refunded.amount * Math.floor(refunded.baseAmount / 2)) / refunded.baseAmount)
    )

    const queue = await ok(
      send(admin, API.promotion.getPartnerApplications, { pageNum: 1, pageSize: 20, status: 'pending' })
    )
    expect(queue.list.map((a) => a.userId)).toEqual([feed.get(158)!.id])
    await expectLedgerSound(t)
  })
})
