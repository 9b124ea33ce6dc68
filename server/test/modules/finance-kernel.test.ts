import { API } from '@contract/api'
import { ORDER_KINDS } from '@contract/finance'
import { registerFulfiller } from '../../src/modules/finance/kernel'
import { SERVER_MODULES, startModules, undeliveredOrderKinds } from '../../src/server-modules'
import { buildTestApp, type TestApp } from '../helpers/app'
import { buy, fund, ok, productOf } from '../helpers/finance'
import { member } from '../helpers/love'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 })
})
afterAll(async () => {
  await t.close()
})

describe('the finance kernel', () => {
  it('takes the same registrations again (every app of a process registers them)', () => {
    expect(() => startModules(SERVER_MODULES)).not.toThrow()
  })

  it('has a module delivering every kind of order', () => {
    expect(undeliveredOrderKinds()).toEqual([])
  })

  it('refuses a second, different fulfiller for a kind: one module delivers each kind', () => {
    for (const kind of ORDER_KINDS)
      expect(() => registerFulfiller(kind, { deliver: async () => [] })).toThrow(
        `the fulfiller of order kind ${kind} is registered twice`
      )
  })

  it('serves an app of a few modules: their routes and what they depend on, nothing else', async () => {
    const small = await buildTestApp({}, ['love'])
    try {
      const who = await member(small)
      const vip = await productOf(small, 'vip', who.token)
      await fund(small, who.id, vip.price)
      const order = await buy(small, who.token, vip.id)
      await ok(small.call(API.finance.walletPay, { orderNo: order.orderNo }, { token: who.token }))
      expect((await ok(small.call(API.member.getUser, {}, { token: who.token }))).isWhetherVip).toBe(true)
      expect(
        (await small.call(API.xixun.getStoryPage, { cursor: '', pageSize: 10 }, { token: who.token })).status
      ).toBe(404)
    } finally {
      await small.close()
    }
  })

  it('delivers a paid order through the fulfiller its module registered', async () => {
    const who = await member(t)
    const vip = await productOf(t, 'vip', who.token)
    await fund(t, who.id, vip.price)
    const order = await buy(t, who.token, vip.id)
    await ok(t.call(API.finance.walletPay, { orderNo: order.orderNo }, { token: who.token }))
    const user = await ok(t.call(API.member.getUser, {}, { token: who.token }))
    expect(user.isWhetherVip).toBe(true)
    expect(new Date(user.vipExpiresAt).getTime()).toBeGreaterThan(Date.now() + (vip.days - 1) * 86_400_000)
  })
})
