import { eq } from 'drizzle-orm'
import { API } from '@contract/api'
import { PLUGIN_IDS } from '@contract/plugins'
import { tenants } from '../../src/db/schema'
import { buildTestApp, HOST_B, type TestApp } from '../helpers/app'
import { profileInput } from '../helpers/love'
import { expectFailure, expectUnauthorized, loginWithMpCode, userIdOf } from '../helpers/members'
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

async function loveMember(nickname: string, host?: string) {
  const token = await loginWithMpCode(t, host)
  const res = await t.call(API.loveProfile.signUp, profileInput({ nickname }), { token, host })
  if (res.body.code !== 20000) throw new Error(res.body.msg)
  return { token, id: res.body.data.userId }
}

async function zone(id: number) {
  return (await t.call(API.zone.getZoneList, {})).body.data.find((z) => z.id === id)
}

async function page(zoneId: number, token: string, pageNum = 1, pageSize = 20) {
  const res = await t.call(API.zone.getZoneMemberPage, { zoneId, pageNum, pageSize }, { token })
  expect(res.body.code).toBe(20000)
  return res.body.data
}

describe('zone list', () => {
  it('shows the seeded zones with cover, description and member count, open to visitors', async () => {
    const res = await t.call(API.zone.getZoneList, {})
    expect(res.status).toBe(200)
    expect(res.body.data.map((z) => z.title)).toEqual(['VIP专区', '实名认证专区', '高学历专区', '杭州本地'])
    expect(res.body.data[0]).toEqual({
      id: zoneIds[0],
      title: 'VIP专区',
      cover: '',
      description: expect.stringMatching(/\S/),
      memberCount: 0,
      rule: { vip: true }
    })
    expect(res.body.data.map((z) => z.rule)).toEqual([
      { vip: true },
      { certified: 'realname' },
      { educationMin: 'bachelor' },
      { city: '杭州市' }
    ])
  })

  it("shows only this tenant's zones", async () => {
    const b = (await t.call(API.zone.getZoneList, {}, { host: HOST_B })).body.data
    expect(b).toHaveLength(4)
    expect(b.some((z) => zoneIds.includes(z.id))).toBe(false)
  })
})

describe('zone members', () => {
  // The test members are bachelors living in 杭州市: without their rules these two zones hold only whom staff put in.
  beforeAll(async () => {
    for (const zoneId of [zoneIds[2], zoneIds[3]])
      expect((await t.call(API.zone.setZoneRule, { zoneId, rule: null }, { token: editor })).body.code).toBe(20000)
  })

  it('staff put love members in; members see them as feed cards, latest first, paged', async () => {
    const [z] = zoneIds
    const viewer = await loveMember('看客')
    const first = await loveMember('小美')
    const second = await loveMember('小丽')
    for (const m of [first, second]) {
      expect((await t.call(API.zone.addZoneMember, { zoneId: z, userId: m.id }, { token: editor })).body).toEqual({
        code: 20000,
        msg: 'success',
        data: { ok: true }
      })
    }
    // Adding twice is harmless.
    expect((await t.call(API.zone.addZoneMember, { zoneId: z, userId: first.id }, { token: editor })).body.code).toBe(
      20000
    )

    expect((await zone(z))?.memberCount).toBe(2)
    const all = await page(z, viewer.token)
    expect(all).toMatchObject({ total: 2, pageNum: 1, pageSize: 20 })
    expect(all.list.map((c) => c.nickname)).toEqual(['小丽', '小美'])
    expect(all.list[0]).toMatchObject({
      userId: second.id,
      gender: 'female',
      city: '杭州市',
      isTop: false,
      isBoosted: false,
      badges: expect.any(Array)
    })
    const secondPage = await page(z, viewer.token, 2, 1)
    expect(secondPage.list.map((c) => c.userId)).toEqual([first.id])
    expect(secondPage.total).toBe(2)
  })

  it('members who hide their profile leave the zone page and its count', async () => {
    const z = zoneIds[1]
    const shy = await loveMember('害羞')
    await t.call(API.zone.addZoneMember, { zoneId: z, userId: shy.id }, { token: editor })
    expect((await zone(z))?.memberCount).toBe(1)
    await t.call(
      API.loveProfile.setPrivacy,
      { hideFromFeed: true, photosVipOnly: false, hideAge: false, hideIncome: false },
      { token: shy.token }
    )
    expect((await zone(z))?.memberCount).toBe(0)
    expect((await page(z, shy.token)).list).toEqual([])
  })

  it('a member blocked either way is left out of the zone page for the two of them only', async () => {
    const z = zoneIds[3]
    const [viewer, blocker, other] = [await loveMember('甲'), await loveMember('乙'), await loveMember('丙')]
    for (const m of [blocker, other])
      await t.call(API.zone.addZoneMember, { zoneId: z, userId: m.id }, { token: editor })
    expect((await t.call(API.loveSocial.block, { userId: viewer.id }, { token: blocker.token })).body.code).toBe(20000)
    const seen = await page(z, viewer.token)
    expect(seen.list.map((c) => c.userId)).toEqual([other.id])
    expect(seen.total).toBe(1)
    expect((await page(z, other.token)).list.map((c) => c.userId)).toEqual([other.id, blocker.id])
  })

  it('staff take members out again', async () => {
    const z = zoneIds[2]
    const m = await loveMember('路人')
    await t.call(API.zone.addZoneMember, { zoneId: z, userId: m.id }, { token: editor })
    expect((await t.call(API.zone.removeZoneMember, { zoneId: z, userId: m.id }, { token: editor })).body.data).toEqual(
      { ok: true }
    )
    expect((await zone(z))?.memberCount).toBe(0)
  })

  it('only love members can be put in, into zones that exist', async () => {
    const plain = await loginWithMpCode(t)
    expectFailure(
      await t.call(API.zone.addZoneMember, { zoneId: zoneIds[0], userId: await userIdOf(t, plain) }, { token: editor }),
      40000,
      '该会员尚未填写交友资料'
    )
    expectFailure(
      await t.call(API.zone.addZoneMember, { zoneId: 999999, userId: 1 }, { token: editor }),
      40400,
      '专区不存在'
    )
    expectFailure(
      await t.call(API.zone.getZoneMemberPage, { zoneId: 999999, pageNum: 1, pageSize: 10 }, { token: editor }),
      40400,
      '专区不存在'
    )
    expectFailure(
      await t.call(API.zone.getZoneMemberPage, { zoneId: 'vip', pageNum: 1, pageSize: 10 }, { token: editor }),
      40000,
      '专区不正确'
    )
    expectFailure(
      await t.call(API.zone.getZoneMemberPage, { zoneId: zoneIds[0], pageNum: 0, pageSize: 10 }, { token: editor }),
      40000,
      '页码不正确'
    )
  })

  it('ordinary members and auditors may not edit zones', async () => {
    const m = await loveMember('普通')
    const auditor = await loginWithMpCode(t)
    await grantRole(t, 1, await userIdOf(t, auditor), 'auditor')
    for (const token of [m.token, auditor]) {
      expectFailure(
        await t.call(API.zone.addZoneMember, { zoneId: zoneIds[0], userId: m.id }, { token }),
        40300,
        '没有权限'
      )
      expectFailure(
        await t.call(API.zone.removeZoneMember, { zoneId: zoneIds[0], userId: m.id }, { token }),
        40300,
        '没有权限'
      )
    }
  })

  it("tenants can't reach each other's zones or members", async () => {
    const editorB = await loginWithMpCode(t, HOST_B)
    await grantRole(t, 2, await userIdOf(t, editorB, HOST_B), 'admin')
    const memberA = await loveMember('甲城会员')
    const memberB = await loveMember('乙城会员', HOST_B)
    const zoneB = (await t.call(API.zone.getZoneList, {}, { host: HOST_B })).body.data[0].id
    expectFailure(
      await t.call(
        API.zone.addZoneMember,
        { zoneId: zoneIds[0], userId: memberB.id },
        { token: editorB, host: HOST_B }
      ),
      40400,
      '专区不存在'
    )
    expectFailure(
      await t.call(API.zone.addZoneMember, { zoneId: zoneB, userId: memberA.id }, { token: editorB, host: HOST_B }),
      40000,
      '该会员尚未填写交友资料'
    )
    expectFailure(
      await t.call(
        API.zone.getZoneMemberPage,
        { zoneId: zoneIds[0], pageNum: 1, pageSize: 10 },
        { token: memberB.token, host: HOST_B }
      ),
      40400,
      '专区不存在'
    )
  })

  it('needs a logged-in member', async () => {
    expectUnauthorized(await t.call(API.zone.getZoneMemberPage, { zoneId: zoneIds[0], pageNum: 1, pageSize: 10 }))
    expectUnauthorized(await t.call(API.zone.addZoneMember, { zoneId: zoneIds[0], userId: 1 }))
    expectUnauthorized(await t.call(API.zone.removeZoneMember, { zoneId: zoneIds[0], userId: 1 }))
  })
})

describe('theme plugin grant', () => {
  it('a tenant without plugin 3 has no zones', async () => {
    const editorB = await loginWithMpCode(t, HOST_B)
    await grantRole(t, 2, await userIdOf(t, editorB, HOST_B), 'admin')
    const zoneB = (await t.call(API.zone.getZoneList, {}, { host: HOST_B })).body.data[0].id
    const withoutTheme = Object.values(PLUGIN_IDS).filter((id) => id !== PLUGIN_IDS.theme)
    await t.app.db.update(tenants).set({ grantPluginIds: withoutTheme }).where(eq(tenants.tenantId, 2))
    try {
      const off = '本站未开通会员专区'
      expectFailure(await t.call(API.zone.getZoneList, {}, { host: HOST_B }), 40300, off)
      expectFailure(
        await t.call(
          API.zone.getZoneMemberPage,
          { zoneId: zoneB, pageNum: 1, pageSize: 10 },
          { token: editorB, host: HOST_B }
        ),
        40300,
        off
      )
      expectFailure(
        await t.call(API.zone.addZoneMember, { zoneId: zoneB, userId: 1 }, { token: editorB, host: HOST_B }),
        40300,
        off
      )
      expectFailure(
        await t.call(API.zone.removeZoneMember, { zoneId: zoneB, userId: 1 }, { token: editorB, host: HOST_B }),
        40300,
        off
      )
      // Tenant A keeps its grant.
      expect((await t.call(API.zone.getZoneList, {})).body.code).toBe(20000)
    } finally {
      await t.app.db
        .update(tenants)
        .set({ grantPluginIds: Object.values(PLUGIN_IDS) })
        .where(eq(tenants.tenantId, 2))
    }
  })
})
