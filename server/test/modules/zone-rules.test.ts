import { and, eq } from 'drizzle-orm'
import { API } from '@contract/api'
import type { ZoneRule } from '@contract/content'
import { certifications, users } from '../../src/db/schema'
import { seedLoveMembers } from '../../src/db/seed-love'
import { seedDemoZoneMembers } from '../../src/db/seed-zones'
import { buildTestApp, HOST_B, type TestApp } from '../helpers/app'
import { lover, makeVip, setProfile, type Lover } from '../helpers/love'
import { expectFailure, loginWithMpCode, userIdOf } from '../helpers/members'
import { grantRole } from '../helpers/staff'

let t: TestApp
let editor: string
let zoneIds: number[]
beforeAll(async () => {
  t = await buildTestApp()
  editor = await loginWithMpCode(t)
  await grantRole(t, 1, await userIdOf(t, editor), 'matchmaker')
  zoneIds = (await t.call(API.zone.getZoneList, {})).body.data.map((z) => z.id)
})
afterAll(async () => {
  await t.close()
})

async function zone(id: number, host?: string) {
  return (await t.call(API.zone.getZoneList, {}, { host })).body.data.find((z) => z.id === id)
}

async function memberIds(zoneId: number, who: Lover): Promise<number[]> {
  const res = await t.call(API.zone.getZoneMemberPage, { zoneId, pageNum: 1, pageSize: 50 }, { token: who.token })
  expect(res.body.code).toBe(20000)
  expect(res.body.data.total).toBe(res.body.data.list.length)
  return res.body.data.list.map((c) => c.userId).sort((a, b) => a - b)
}

async function setRule(zoneId: number, rule: ZoneRule | null, token = editor, host?: string) {
  return t.call(API.zone.setZoneRule, { zoneId, rule }, { token, host })
}

/** A birth date making the member `age` today (their birthday a month ago). */
function bornYearsAgo(age: number): string {
  const d = new Date()
  d.setMonth(d.getMonth() - 1)
  d.setFullYear(d.getFullYear() - age)
  return d.toISOString().slice(0, 10)
}

const byId = (...ids: number[]) => [...ids].sort((a, b) => a - b)

describe('VIP专区 fills by its rule', () => {
  it('lists exactly the VIP members others may see, and counts them the same way', async () => {
    const vipZone = zoneIds[0]
    expect((await zone(vipZone))?.rule).toEqual({ vip: true })
    const viewer = await lover(t)
    const [vip, hiding, disabled, hiddenByStaff, lapsed, plain] = [
      await lover(t),
      await lover(t),
      await lover(t),
      await lover(t),
      await lover(t),
      await lover(t)
    ]
    for (const m of [vip, hiding, disabled, hiddenByStaff]) await makeVip(t, m.id)
    await t.app.db
      .update(users)
      .set({ vipType: 1, vipExpiresAt: new Date(Date.now() - 60_000) })
      .where(and(eq(users.tenantId, 1), eq(users.id, lapsed.id)))
    await setProfile(t, hiding.id, { hideFromFeed: true })
    await setProfile(t, hiddenByStaff.id, { staffHidden: true })
    await t.app.db
      .update(users)
      .set({ status: 'disabled' })
      .where(and(eq(users.tenantId, 1), eq(users.id, disabled.id)))

    expect(await memberIds(vipZone, viewer)).toEqual([vip.id])
    expect((await zone(vipZone))?.memberCount).toBe(1)

    // A new VIP is in at once: the rule is read, not copied.
    await makeVip(t, plain.id)
    expect(await memberIds(vipZone, viewer)).toEqual(byId(vip.id, plain.id))
    expect((await zone(vipZone))?.memberCount).toBe(2)

    // Hand-picked members join the rule's members.
    expect(
      (await t.call(API.zone.addZoneMember, { zoneId: vipZone, userId: lapsed.id }, { token: editor })).body.code
    ).toBe(20000)
    expect(await memberIds(vipZone, viewer)).toEqual(byId(vip.id, plain.id, lapsed.id))
    expect((await zone(vipZone))?.memberCount).toBe(3)

    // Someone who blocked the viewer is left out for the viewer only.
    expect((await t.call(API.loveSocial.block, { userId: viewer.id }, { token: plain.token })).body.code).toBe(20000)
    expect(await memberIds(vipZone, viewer)).toEqual(byId(vip.id, lapsed.id))
    expect(await memberIds(vipZone, vip)).toEqual(byId(vip.id, plain.id, lapsed.id))
  })

  it("another city's VIPs stay in their own city's zone", async () => {
    const other = await lover(t, {}, HOST_B)
    await makeVip(t, other.id, 2)
    const zoneB = (await t.call(API.zone.getZoneList, {}, { host: HOST_B })).body.data[0]
    expect(zoneB).toMatchObject({ title: 'VIP专区', memberCount: 1, rule: { vip: true } })
    expect(await memberIds(zoneIds[0], await lover(t))).not.toContain(other.id)
  })
})

describe('rules staff set', () => {
  it('an age band takes in members of those ages who show their age', async () => {
    const z = zoneIds[2]
    const city = '温州市'
    const [young, low, high, shy] = [
      await lover(t, { birthDate: bornYearsAgo(24), residenceCity: city }),
      await lover(t, { birthDate: bornYearsAgo(25), residenceCity: city }),
      await lover(t, { birthDate: bornYearsAgo(30), residenceCity: city }),
      await lover(t, { birthDate: bornYearsAgo(27), residenceCity: city })
    ]
    // Just past the band.
    await lover(t, { birthDate: bornYearsAgo(31), residenceCity: city })
    await setProfile(t, shy.id, { hideAge: true })
    const res = await setRule(z, { ageMin: 25, ageMax: 30, city: ` ${city} ` })
    expect(res.body).toEqual({
      code: 20000,
      msg: 'success',
      data: expect.objectContaining({ id: z, rule: { ageMin: 25, ageMax: 30, city }, memberCount: 2 })
    })
    expect(await memberIds(z, young)).toEqual(byId(low.id, high.id))
    expect((await zone(z))?.memberCount).toBe(2)
  })

  it('a certification rule takes in approved certifications only; null leaves the hand-picked members', async () => {
    const z = zoneIds[1]
    const city = '金华市'
    const [approved, pending, picked] = [
      await lover(t, { residenceCity: city }),
      await lover(t, { residenceCity: city }),
      await lover(t, { residenceCity: city })
    ]
    const data = { kind: 'education' as const, school: '浙江大学', degree: 'bachelor' as const }
    await t.app.db.insert(certifications).values([
      { tenantId: 1, userId: approved.id, kind: 'education', status: 'approved', data },
      { tenantId: 1, userId: pending.id, kind: 'education', status: 'pending', data }
    ])
    expect((await setRule(z, { certified: 'education', city })).body.data.memberCount).toBe(1)
    expect(await memberIds(z, picked)).toEqual([approved.id])

    await t.call(API.zone.addZoneMember, { zoneId: z, userId: picked.id }, { token: editor })
    expect(await memberIds(z, picked)).toEqual(byId(approved.id, picked.id))
    const cleared = await setRule(z, null)
    expect(cleared.body.data).toMatchObject({ rule: null, memberCount: 1 })
    expect(await memberIds(z, picked)).toEqual([picked.id])
  })

  it('refuses a rule it cannot apply, with a reason', async () => {
    const z = zoneIds[3]
    expectFailure(await setRule(z, {}), 40000, '专区规则至少需要一个条件')
    expectFailure(await setRule(z, { city: '   ' }), 40000, '专区规则至少需要一个条件')
    expectFailure(await setRule(z, { ageMin: 40, ageMax: 30 }), 40000, '最小年龄不能大于最大年龄')
    expectFailure(await setRule(z, { ageMin: 5 }), 40000, '年龄需在18-99岁之间')
    const loose = (rule: unknown) => t.call(API.zone.setZoneRule, { zoneId: z, rule } as never, { token: editor })
    expect((await loose({ certified: 'passport' })).body.code).toBe(40000)
    expect((await loose({ vip: false })).body.code).toBe(40000)
    expect((await loose({ income: 'gt50k' })).body.code).toBe(40000)
    expect((await loose('vip')).body.code).toBe(40000)
    // Nothing changed.
    expect((await zone(z))?.rule).toEqual({ city: '杭州市' })
  })

  it('only zone editors of this city may set a rule', async () => {
    const z = zoneIds[3]
    const plain = await lover(t)
    const auditor = await loginWithMpCode(t)
    await grantRole(t, 1, await userIdOf(t, auditor), 'auditor')
    for (const token of [plain.token, auditor]) expectFailure(await setRule(z, { vip: true }, token), 40300, '没有权限')
    const adminB = await loginWithMpCode(t, HOST_B)
    await grantRole(t, 2, await userIdOf(t, adminB, HOST_B), 'admin')
    expectFailure(await setRule(z, { vip: true }, adminB, HOST_B), 40400, '专区不存在')
    expect((await zone(z))?.rule).toEqual({ city: '杭州市' })
  })
})

describe("the demo city's zones on first start", () => {
  let demo: TestApp
  beforeAll(async () => {
    demo = await buildTestApp()
    await seedLoveMembers(demo.app.db, demo.app.storage, 1, 40)
    await seedDemoZoneMembers(demo.app.db, 1)
  })
  afterAll(async () => {
    await demo.close()
  })

  it('every zone shows members, and VIP专区 (the bottom bar entry) shows exactly the VIPs', async () => {
    const list = (await demo.call(API.zone.getZoneList, {})).body.data
    expect(list.map((z) => z.title)).toEqual(['VIP专区', '实名认证专区', '高学历专区', '杭州本地'])
    for (const z of list)
      expect({ zone: z.title, hasMembers: z.memberCount > 0 }).toEqual({ zone: z.title, hasMembers: true })
    const vips = await demo.app.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, 1), eq(users.vipType, 1)))
    expect(list[0].memberCount).toBe(vips.length)
  })
})
