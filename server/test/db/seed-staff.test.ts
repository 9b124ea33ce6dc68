import { API } from '@contract/api'
import { sql } from 'drizzle-orm'
import { finProducts, navigations, users } from '../../src/db/schema'
import { DEMO_PASSWORD, seedStarterTenant, seedTenant } from '../../src/db/seed'
import { grantStaffRoles, seedDemoStaff } from '../../src/db/seed-staff'
import { buildTestApp, type TestApp } from '../helpers/app'
import { testDatabase } from '../helpers/database'

const HOST_C = 'c.love.test'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
  await seedTenant(t.app.db, { tenantId: 3, name: '丙城婚恋', city: '绍兴', domain: HOST_C })
})
afterAll(async () => {
  await t.close()
})

async function rolesOf(phone: string) {
  const login = await t.call(API.auth.loginByAccount, { account: phone, password: DEMO_PASSWORD }, { host: HOST_C })
  expect(login.body.code).toBe(20000)
  return (await t.call(API.staff.getMyRoles, {}, { token: login.body.data.token, host: HOST_C })).body.data.roles
}

describe('demo staff', () => {
  it('makes lin_xiaoyu admin and auditor, and running it again changes nothing', async () => {
    await seedDemoStaff(t.app.db, 3)
    await seedDemoStaff(t.app.db, 3)
    expect(await rolesOf('13800000001')).toEqual(['admin', 'auditor'])
    expect(await rolesOf('13800000002')).toEqual([])
  })

  it('says so when the tenant has no such member rather than seeding half a demo', async () => {
    await expect(seedDemoStaff(t.app.db, 1)).rejects.toThrow(
      'no member with phone 13800000001 in tenant 1: they must register first'
    )
  })
})

describe('appointing staff (npm run staff:grant)', () => {
  it('gives a registered member more roles, keeps the ones held, and touches no other tenant', async () => {
    await grantStaffRoles(t.app.db, 3, '13800000002', ['matchmaker'])
    await grantStaffRoles(t.app.db, 3, '13800000002', ['admin', 'matchmaker'])
    expect(await rolesOf('13800000002')).toEqual(['admin', 'matchmaker'])
    await expect(grantStaffRoles(t.app.db, 1, '13800000002', ['admin'])).rejects.toThrow(
      'no member with phone 13800000002 in tenant 1'
    )
  })
})

describe('the first tenant outside dev mode', () => {
  it('has its city, menus and price list but no accounts with the public demo password', async () => {
    const { handle, close } = await testDatabase({ seeded: false })
    try {
      expect(await seedStarterTenant(handle.db)).toBe(true)
      expect(await seedStarterTenant(handle.db)).toBe(false)
      const count = async (table: typeof users | typeof finProducts | typeof navigations) =>
        (await handle.db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n
      expect(await count(users)).toBe(0)
      expect(await count(finProducts)).toBeGreaterThan(0)
      expect(await count(navigations)).toBeGreaterThan(0)
    } finally {
      await close()
    }
  })
})
