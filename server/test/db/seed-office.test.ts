import { and, eq } from 'drizzle-orm'
import { API } from '@contract/api'
import { matchmakerApplications, matchmakers, stores } from '../../src/db/schema'
import { feedMemberPhone } from '../../src/db/seed-love'
import { DEMO_OFFICE_STAFF, DEMO_STORE_MANAGER, seedDemoOffice } from '../../src/db/seed-office'
import { buildTestApp, HOST_A, type TestApp } from '../helpers/app'
import { ok } from '../helpers/finance'
import type { Lover } from '../helpers/love'
import { loginWithMaPhone, userIdOf } from '../helpers/members'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 })
})
afterAll(async () => {
  await t.close()
})

async function account(phone: string): Promise<Lover> {
  const token = await loginWithMaPhone(t, phone)
  return { token, id: await userIdOf(t, token), host: HOST_A }
}

describe('the demo office', () => {
  it('has two stores, levels, the matchmakers in their stores with their role, a manager, and two applications waiting', async () => {
    // The applicants are feed members; they log in (and so exist) before the office is seeded.
    const applicants = [await account(feedMemberPhone(1, 218)), await account(feedMemberPhone(1, 219))]
    await seedDemoOffice(t.app.db, 1, 'demo1234')

    const manager = await account(DEMO_STORE_MANAGER.phone)
    expect((await ok(t.call(API.staff.getMyRoles, {}, manager))).roles).toEqual(['store_manager'])
    const shops = await ok(t.call(API.matchmaker.getStoreDistribution, {}, manager))
    expect(shops.map((s) => s.storeName)).toEqual(['西湖旗舰店'])

    for (const staff of DEMO_OFFICE_STAFF) {
      const mm = await account(staff.phone)
      expect((await ok(t.call(API.staff.getMyRoles, {}, mm))).roles).toEqual(['matchmaker'])
      const [card] = await t.app.db
        .select({ store: stores.name })
        .from(matchmakers)
        .innerJoin(stores, and(eq(stores.tenantId, matchmakers.tenantId), eq(stores.id, matchmakers.storeId)))
        .where(and(eq(matchmakers.tenantId, 1), eq(matchmakers.userId, mm.id)))
      expect(card.store).toBe(staff.store)
      const level = await ok(t.call(API.matchmaker.getMyLevel, {}, mm))
      expect(level.levels.map((l) => l.name)).toEqual(['见习红娘', '资深红娘', '金牌红娘'])
      expect(level.currentId).toBe(level.levels[0].id)
    }

    const apps = await t.app.db
      .select()
      .from(matchmakerApplications)
      .where(eq(matchmakerApplications.tenantId, 1))
      .orderBy(matchmakerApplications.id)
    expect(apps.map((a) => [a.userId, a.status])).toEqual(applicants.map((a) => [a.id, 'pending']))
    expect(apps.every((a) => a.intro.length > 10)).toBe(true)
  })
})
