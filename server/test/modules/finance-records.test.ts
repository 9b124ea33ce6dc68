/** What members read back (charges, incomes, points) and who may see which tenant's money. */
import { API } from '@contract/api'
import { HOST_B, type TestApp } from '../helpers/app'
import { buy, fund, givePoints, productOf, buildFinanceApp, financeKit, ok } from '../helpers/finance'
import { member } from '../helpers/love'
import { expectFailure, expectUnauthorized } from '../helpers/members'

let t: TestApp
beforeAll(async () => {
  t = await buildFinanceApp()
})
afterAll(async () => {
  await t.close()
})

const { send, ledgerStaysSound, wallet, order, pay, productNamed, buyWithBalance, staff, moneyState } = financeKit(
  () => t
)

describe('finance records', () => {
  ledgerStaysSound()

  it('charges list paid orders of every method, newest first, with paging', async () => {
    const m = await member(t)
    await fund(t, m.id, 6800)
    await givePoints(t, m.id, 99)
    const vip = await buy(t, m.token, (await productOf(t, 'vip')).id)
    await ok(pay(m, vip.orderNo))
    const top = await buy(t, m.token, (await productOf(t, 'top')).id)
    await ok(pay(m, top.orderNo, 'credit'))
    const pack = await buy(t, m.token, (await productOf(t, 'credit')).id)
    await ok(send(m, API.finance.sandboxPay, { orderNo: pack.orderNo, provider: 'tenpay', confirm: true }))
    await buy(t, m.token, (await productOf(t, 'vip')).id) // unpaid: not a charge

    const page = await ok(send(m, API.finance.getPagedCharges, { pageNum: 1, pageSize: 20 }))
    expect(page.total).toBe(3)
    expect(page.list.map((c) => [c.orderNo, c.title, c.amount, c.payMethod, c.points])).toEqual([
      [pack.orderNo, '100积分', 1000, 'tenpay', 0],
      [top.orderNo, '置顶1天', 990, 'credit', 99],
      [vip.orderNo, '月度VIP', 6800, 'wallet', 0]
    ])
    expect(page.list.every((c) => c.paidAt !== '')).toBe(true)

    const second = await ok(send(m, API.finance.getPagedCharges, { pageNum: 2, pageSize: 2 }))
    expect(second).toMatchObject({ total: 3, pageNum: 2, pageSize: 2 })
    expect(second.list.map((c) => c.orderNo)).toEqual([vip.orderNo])
    expect((await ok(send(await member(t), API.finance.getPagedCharges, { pageNum: 1, pageSize: 20 }))).total).toBe(0)
  })

  it('incomes show the commission and a cash-out refund, not the spending', async () => {
    const m = await member(t)
    await fund(t, m.id, 5000)
    const row = await ok(
      send(m, API.finance.applyCashout, { amount: 2000, channel: 'alipay', account: '13800138000', realName: '张三' })
    )
    await ok(
      send(await staff('admin'), API.finance.staffAuditCashout, { id: row.id, approve: false, reason: '信息有误' })
    )
    await fund(t, m.id, 1000)
    await buyWithBalance(m, await productNamed('置顶1天'))

    const page = await ok(send(m, API.finance.getPagedIncomes, { pageNum: 1, pageSize: 20 }))
    expect(page.list.map((r) => [r.title, r.amount, r.balanceAfter])).toEqual([
      ['佣金收入', 990, 6990],
      ['佣金收入', 1000, 6000],
      ['提现驳回退回', 2000, 5000],
      ['佣金收入', 5000, 5000]
    ])
    expect(page.total).toBe(4)
    const one = await ok(send(m, API.finance.getPagedIncomes, { pageNum: 3, pageSize: 1 }))
    expect(one).toMatchObject({ total: 4, pageNum: 3, pageSize: 1 })
    expect(one.list.map((r) => r.title)).toEqual(['提现驳回退回'])
  })

  it('the points history shows points in and out with the balance after', async () => {
    const m = await member(t)
    await givePoints(t, m.id, 1000)
    const o = await buy(t, m.token, (await productOf(t, 'vip')).id)
    await ok(pay(m, o.orderNo, 'credit'))
    const his = await ok(send(m, API.finance.getPagedCreditHis, { pageNum: 1, pageSize: 20 }))
    expect(his.list.map((r) => [r.title, r.amount, r.balanceAfter])).toEqual([
      ['月度VIP', -680, 320],
      ['赠送积分', 1000, 1000]
    ])
  })

  it('refuses bad paging with a Chinese message', async () => {
    const m = await member(t)
    for (const path of [
      API.finance.getPagedCharges,
      API.finance.getPagedIncomes,
      API.finance.getPagedCreditHis,
      API.finance.getPagedCashoutHis,
      API.loveLine.getMyLines
    ]) {
      expectFailure(await send(m, path, { pageNum: 0, pageSize: 20 }), 40000, '页码不正确')
      expectFailure(await send(m, path, { pageNum: 1, pageSize: 0 }), 40000, '每页条数不正确')
      expectFailure(await send(m, path, { pageNum: 1, pageSize: 51 }), 40000, '每页条数不正确')
      expect((await send(m, path, {})).body).toMatchObject({ code: 20000, data: { pageNum: 1, pageSize: 20 } })
    }
  })
})

describe('login and tenants', () => {
  ledgerStaysSound()

  it('every finance and line endpoint but the product list needs a login', async () => {
    const authed = [...Object.entries(API.finance), ...Object.entries(API.loveLine)].filter(
      ([name]) => name !== 'getProducts'
    )
    expect(authed).toHaveLength(27)
    for (const [, path] of authed) {
      expectUnauthorized(await t.call(path, {}))
      expectUnauthorized(
        await t.call(path, { orderNo: 'X', pageNum: 1, pageSize: 20 }, { token: 'Bearer nonsense' }),
        '登录已过期，请重新登录'
      )
    }
  })

  it("a member of another tenant can neither see nor pay nor poll this tenant's order", async () => {
    const a = await member(t)
    const o = await buy(t, a.token, (await productOf(t, 'vip')).id)
    const b = await member(t, HOST_B)
    await fund(t, b.id, 100000, 2)
    await givePoints(t, b.id, 100000, 2)
    const before = await moneyState(b)
    expectFailure(await send(b, API.finance.getFinOrder, { orderNo: o.orderNo }), 40400, '订单不存在')
    expectFailure(await pay(b, o.orderNo), 40400, '订单不存在')
    expectFailure(await pay(b, o.orderNo, 'credit'), 40400, '订单不存在')
    expectFailure(await send(b, API.finance.tenPay, { orderNo: o.orderNo, scene: 'h5' }), 40400, '订单不存在')
    expectFailure(await send(b, API.finance.aliPay, { orderNo: o.orderNo }), 40400, '订单不存在')
    expectFailure(
      await send(b, API.finance.sandboxPay, { orderNo: o.orderNo, provider: 'tenpay', confirm: true }),
      40400,
      '订单不存在'
    )
    expect(await moneyState(b)).toEqual(before)
    expect((await order(a, o.orderNo)).status).toBe('unpaid')
  })

  it("keeps each tenant's wallets apart", async () => {
    const b = await member(t, HOST_B)
    await fund(t, b.id, 5000, 2)
    expect(await wallet(b)).toEqual({ balance: 5000, credit: 0, lineCredits: 0 })
    const a = await member(t)
    expect(await wallet(a)).toEqual({ balance: 0, credit: 0, lineCredits: 0 })
    // A tenant-1 token is no login on tenant 2.
    expectUnauthorized(
      await t.call(API.finance.getWallet, {}, { token: a.token, host: HOST_B }),
      '登录已过期，请重新登录'
    )
  })
})
