import { API } from '../../../types/api'
import { DEMO_PASSWORD, seedTenant } from '../../src/db/seed'
import { seedDemoStaff } from '../../src/db/seed-staff'
import { buildTestApp, type TestApp } from '../helpers/app'

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
  return (await t.call(API.cert.getMyStaffRoles, {}, { token: login.body.data.token, host: HOST_C })).body.data.roles
}

describe('demo staff', () => {
  it('makes lin_xiaoyu admin and auditor, and running it again changes nothing', async () => {
    await seedDemoStaff(t.app.db, 3)
    await seedDemoStaff(t.app.db, 3)
    expect(await rolesOf('13800000001')).toEqual(['admin', 'auditor'])
    expect(await rolesOf('13800000002')).toEqual([])
  })

  it('says so when the tenant has no such member rather than seeding half a demo', async () => {
    await expect(seedDemoStaff(t.app.db, 1)).rejects.toThrow('demo staff member 13800000001 is missing in tenant 1')
  })
})
