import { and, eq } from 'drizzle-orm'
import { API } from '@contract/api'
import { users } from '../../src/db/schema'
import { buildTestApp, HOST_B, type TestApp } from '../helpers/app'
import { expectFailure, expectUnauthorized, loginWithMpCode, userIdOf, userRow } from '../helpers/members'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t.close()
})

const DAY = 24 * 60 * 60 * 1000

async function setUser(id: number, values: Partial<typeof users.$inferInsert>, tenantId = 1) {
  await t.app.db
    .update(users)
    .set(values)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)))
}

describe('checkLoginUserInfo', () => {
  it('reports a new member as neither dating member nor VIP', async () => {
    const token = await loginWithMpCode(t)
    const res = await t.call(API.love.checkLoginUserInfo, {}, { token })
    expect(res.body).toEqual({
      code: 20000,
      msg: 'success',
      data: { whetherLoveUser: false, whetherVip: false, userVipType: 0, vipExpiresAt: '' }
    })
  })

  it('reports a live VIP with its type, and getUser agrees', async () => {
    const token = await loginWithMpCode(t)
    const id = await userIdOf(t, token)
    const ends = new Date(Date.now() + 30 * DAY)
    await setUser(id, { vipType: 2, vipExpiresAt: ends, isLoveUser: true })
    expect((await t.call(API.love.checkLoginUserInfo, {}, { token })).body.data).toEqual({
      whetherLoveUser: true,
      whetherVip: true,
      userVipType: 2,
      vipExpiresAt: ends.toISOString()
    })
    expect((await t.call(API.member.getUser, {}, { token })).body.data).toMatchObject({
      isWhetherLoveUser: true,
      isWhetherVip: true,
      userVipType: 2,
      vipExpiresAt: ends.toISOString()
    })
  })

  it('treats an expired VIP, or a VIP type without an end date, as not VIP', async () => {
    const token = await loginWithMpCode(t)
    const id = await userIdOf(t, token)
    await setUser(id, { vipType: 2, vipExpiresAt: new Date(Date.now() - 60_000) })
    expect((await t.call(API.love.checkLoginUserInfo, {}, { token })).body.data).toEqual({
      whetherLoveUser: false,
      whetherVip: false,
      userVipType: 0,
      vipExpiresAt: ''
    })
    await setUser(id, { vipType: 3, vipExpiresAt: null })
    expect((await t.call(API.love.checkLoginUserInfo, {}, { token })).body.data.whetherVip).toBe(false)
  })

  it('answers 401 when logged out or with a token of tenant B', async () => {
    expectUnauthorized(await t.call(API.love.checkLoginUserInfo, {}))
    const tokenB = await loginWithMpCode(t, HOST_B)
    expectUnauthorized(await t.call(API.love.checkLoginUserInfo, {}, { token: tokenB }), '登录已过期，请重新登录')
  })

  it('rejects a body that is not an object', async () => {
    const token = await loginWithMpCode(t)
    const res = await t.request({
      method: 'POST',
      url: API.love.checkLoginUserInfo,
      headers: { 'content-type': 'application/json', authorization: token },
      body: '[1,2]'
    })
    expect(res.status).toBe(200)
    expect(res.json()).toEqual({ code: 40000, msg: '请求参数不正确', data: null })
  })
})

describe('saveExtensionDetail (promoter binding)', () => {
  it('binds the member to the first promoter only', async () => {
    const promoter = await userIdOf(t, await loginWithMpCode(t))
    const other = await userIdOf(t, await loginWithMpCode(t))
    const token = await loginWithMpCode(t)
    const me = await userIdOf(t, token)

    expect((await t.call(API.love.saveExtensionDetail, { id: promoter }, { token })).body).toEqual({
      code: 20000,
      msg: 'success',
      data: { bound: true }
    })
    expect((await userRow(t, 1, me)).promoterId).toBe(promoter)

    expect((await t.call(API.love.saveExtensionDetail, { id: other }, { token })).body.data.bound).toBe(false)
    expect((await t.call(API.love.saveExtensionDetail, { id: promoter }, { token })).body.data.bound).toBe(false)
    expect((await userRow(t, 1, me)).promoterId).toBe(promoter)
  })

  it('refuses the member itself, an unknown id, a disabled promoter and a promoter of tenant B', async () => {
    const token = await loginWithMpCode(t)
    const me = await userIdOf(t, token)
    const disabled = await userIdOf(t, await loginWithMpCode(t))
    await setUser(disabled, { status: 'disabled' })
    const tokenB = await loginWithMpCode(t, HOST_B)
    const onB = await userIdOf(t, tokenB, HOST_B)

    for (const id of [me, 987654, disabled, onB]) {
      expect((await t.call(API.love.saveExtensionDetail, { id }, { token })).body.data.bound).toBe(false)
    }
    expect((await userRow(t, 1, me)).promoterId).toBeNull()

    // The refusals left the member free to be bound by a real promoter of its own tenant.
    const real = await userIdOf(t, await loginWithMpCode(t))
    expect((await t.call(API.love.saveExtensionDetail, { id: real }, { token })).body.data.bound).toBe(true)
  })

  it('rejects an id that is not a positive 32-bit integer as bad input (never a 500)', async () => {
    const token = await loginWithMpCode(t)
    for (const id of [0, -1, 1.5, '3', null, 99_999_999_999]) {
      expectFailure(await t.call(API.love.saveExtensionDetail, { id }, { token }), 40000, '编号不正确')
    }
    expectFailure(await t.call(API.love.saveExtensionDetail, {}, { token }), 40000, '编号不正确')
  })

  it('answers 401 when logged out', async () => {
    expectUnauthorized(await t.call(API.love.saveExtensionDetail, { id: 1 }))
  })
})
