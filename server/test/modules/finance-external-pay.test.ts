/** Paying through WeChat Pay and Alipay (their sandboxes) and the signed callbacks that settle an order. */
import { API } from '@contract/api'
import type { TestApp } from '../helpers/app'
import { buy, fund, productOf, buildFinanceApp, financeKit, ok, tampered, type Raw } from '../helpers/finance'
import { member } from '../helpers/love'
import { expectFailure, userRow } from '../helpers/members'

let t: TestApp
beforeAll(async () => {
  t = await buildFinanceApp()
})
afterAll(async () => {
  await t.close()
})

const { send, ledgerStaysSound, wallet, order, pay, productNamed, expireOrder, moneyState, sandbox, signBody, notify } =
  financeKit(() => t)

describe('external payments in the sandbox', () => {
  ledgerStaysSound()

  it('tenPay and aliPay answer the sandbox cashier and pay nothing yet', async () => {
    const m = await member(t)
    const o = await buy(t, m.token, (await productOf(t, 'vip')).id)
    for (const scene of ['jsapi', 'miniapp', 'h5'] as const) {
      expect(await ok(send(m, API.finance.tenPay, { orderNo: o.orderNo, scene }))).toEqual({
        mode: 'sandbox',
        provider: 'tenpay',
        orderNo: o.orderNo
      })
    }
    expect(
      await ok(send(m, API.finance.aliPay, { orderNo: o.orderNo, returnUrl: 'https://a.love.test/pay/done' }))
    ).toEqual({
      mode: 'sandbox',
      provider: 'alipay',
      orderNo: o.orderNo
    })
    expect((await order(m, o.orderNo)).status).toBe('unpaid')
  })

  it('a points pack paid through the sandbox WeChat Pay adds points and shows in the points history', async () => {
    const m = await member(t)
    const o = await buy(t, m.token, (await productOf(t, 'credit')).id)
    await ok(send(m, API.finance.tenPay, { orderNo: o.orderNo, scene: 'h5' }))
    const paid = await ok(send(m, API.finance.sandboxPay, { orderNo: o.orderNo, provider: 'tenpay', confirm: true }))
    expect(paid).toMatchObject({ orderNo: o.orderNo, status: 'paid', payMethod: 'tenpay' })
    expect(await wallet(m)).toEqual({ balance: 0, credit: 100, lineCredits: 0 })
    const his = await ok(send(m, API.finance.getPagedCreditHis, { pageNum: 1, pageSize: 20 }))
    expect(his.total).toBe(1)
    expect(his.list[0]).toMatchObject({ title: '充值100积分', amount: 100, balanceAfter: 100 })
  })

  it('a VIP plan paid through the sandbox Alipay makes the member VIP', async () => {
    const m = await member(t)
    const o = await buy(t, m.token, (await productOf(t, 'vip')).id)
    const paid = await ok(send(m, API.finance.sandboxPay, { orderNo: o.orderNo, provider: 'alipay', confirm: true }))
    expect(paid).toMatchObject({ status: 'paid', payMethod: 'alipay' })
    expect(await ok(send(m, API.member.getUser))).toMatchObject({ isWhetherVip: true, userVipType: 1 })
  })

  it('eight 确认支付 taps at once settle the order once and mint no balance', async () => {
    const m = await member(t)
    const o = await buy(t, m.token, (await productOf(t, 'credit')).id)
    const taps = await Promise.all(
      Array.from({ length: 8 }, () =>
        send(m, API.finance.sandboxPay, { orderNo: o.orderNo, provider: 'tenpay', confirm: true })
      )
    )
    expect(taps.filter((r) => r.body.code === 20000).length).toBeGreaterThanOrEqual(1)
    expect((await order(m, o.orderNo)).status).toBe('paid')
    expect(await wallet(m)).toEqual({ balance: 0, credit: 100, lineCredits: 0 })
  })

  it('cancelling in the sandbox cashier changes nothing', async () => {
    const m = await member(t)
    const o = await buy(t, m.token, (await productOf(t, 'credit')).id)
    const before = await moneyState(m, [o.orderNo])
    const answer = await ok(send(m, API.finance.sandboxPay, { orderNo: o.orderNo, provider: 'tenpay', confirm: false }))
    expect(answer).toMatchObject({ status: 'unpaid', payMethod: null })
    expect(await moneyState(m, [o.orderNo])).toEqual(before)
  })

  it('refuses a paid or expired order before going to the provider', async () => {
    const m = await member(t)
    const paid = await buy(t, m.token, (await productOf(t, 'credit')).id)
    await ok(send(m, API.finance.sandboxPay, { orderNo: paid.orderNo, provider: 'tenpay', confirm: true }))
    expectFailure(
      await send(m, API.finance.tenPay, { orderNo: paid.orderNo, scene: 'h5' }),
      41007,
      '订单已支付，无需重复支付'
    )
    expectFailure(await send(m, API.finance.aliPay, { orderNo: paid.orderNo }), 41007, '订单已支付，无需重复支付')
    expectFailure(
      await send(m, API.finance.sandboxPay, { orderNo: paid.orderNo, provider: 'alipay', confirm: true }),
      41007,
      '订单已支付，无需重复支付'
    )

    const old = await buy(t, m.token, (await productOf(t, 'credit')).id)
    await expireOrder(1, old.orderNo)
    const before = await moneyState(m, [paid.orderNo, old.orderNo])
    expectFailure(
      await send(m, API.finance.tenPay, { orderNo: old.orderNo, scene: 'h5' }),
      41007,
      '订单已过期，请重新下单'
    )
    expectFailure(
      await send(m, API.finance.sandboxPay, { orderNo: old.orderNo, provider: 'tenpay', confirm: true }),
      41007,
      '订单已过期，请重新下单'
    )
    expect(await moneyState(m, [paid.orderNo, old.orderNo])).toEqual(before)
    expect(before.wallet.credit).toBe(100)
  })

  it('refuses bad input with a Chinese message', async () => {
    const m = await member(t)
    const o = await buy(t, m.token, (await productOf(t, 'credit')).id)
    expectFailure(await send(m, API.finance.tenPay, { orderNo: o.orderNo }), 40000, '支付场景不正确')
    expectFailure(await send(m, API.finance.tenPay, { orderNo: o.orderNo, scene: 'app' }), 40000, '支付场景不正确')
    expectFailure(await send(m, API.finance.tenPay, { scene: 'h5' }), 40000, '订单号不正确')
    expectFailure(
      await send(m, API.finance.aliPay, { orderNo: o.orderNo, returnUrl: 'x'.repeat(501) }),
      40000,
      '返回地址不正确'
    )
    expectFailure(
      await send(m, API.finance.sandboxPay, { orderNo: o.orderNo, provider: 'paypal', confirm: true }),
      40000,
      '支付方式不正确'
    )
    expectFailure(
      await send(m, API.finance.sandboxPay, { orderNo: o.orderNo, provider: 'tenpay' }),
      40000,
      '请选择是否确认支付'
    )
    expectFailure(await send(m, API.finance.tenPay, { orderNo: 'NOPE', scene: 'h5' }), 40400, '订单不存在')
    expect((await order(m, o.orderNo)).status).toBe('unpaid')
  })
})

describe('payment callbacks', () => {
  ledgerStaysSound()

  it('a signed callback pays the order', async () => {
    const m = await member(t)
    const o = await buy(t, m.token, (await productOf(t, 'vip')).id)
    const res = await notify(sandbox().signedCallback(o.orderNo, o.amount))
    expect(res.status).toBe(200)
    expect(JSON.parse(res.text)).toEqual({ code: 'SUCCESS' })
    expect(await order(m, o.orderNo)).toMatchObject({ status: 'paid', payMethod: 'tenpay' })
    expect(await ok(send(m, API.member.getUser))).toMatchObject({ isWhetherVip: true, userVipType: 1 })
  })

  it('replaying the same callback changes nothing', async () => {
    const m = await member(t)
    const vip = await buy(t, m.token, (await productOf(t, 'vip')).id)
    const pack = await buy(t, m.token, (await productOf(t, 'credit')).id)
    const vipRaw = sandbox().signedCallback(vip.orderNo, vip.amount)
    const packRaw = sandbox('alipay').signedCallback(pack.orderNo, pack.amount)
    expect((await notify(vipRaw)).status).toBe(200)
    expect((await notify(packRaw, 1, 'alipay')).status).toBe(200)
    const after = await moneyState(m, [vip.orderNo, pack.orderNo])
    expect(after.wallet).toEqual({ balance: 0, credit: 100, lineCredits: 0 })
    expect(after.vipExpiresAt).not.toBeNull()
    for (let i = 0; i < 5; i++) {
      expect((await notify(vipRaw)).status).toBe(200)
      expect((await notify(packRaw, 1, 'alipay')).status).toBe(200)
    }
    expect(await moneyState(m, [vip.orderNo, pack.orderNo])).toEqual(after)
  })

  it('refuses forged callbacks (wrong secret, tampered amount or order) and changes nothing', async () => {
    const m = await member(t)
    const cheap = await buy(t, m.token, (await productNamed('置顶1天')).id)
    const dear = await buy(t, m.token, (await productNamed('年度钻石VIP')).id)
    const before = await moneyState(m, [cheap.orderNo, dear.orderNo])
    const genuine = sandbox().signedCallback(cheap.orderNo, cheap.amount)
    const forged: Raw[] = [
      sandbox('tenpay', 'not-the-secret').signedCallback(dear.orderNo, dear.amount),
      tampered(sandbox().signedCallback(dear.orderNo, 1), { amount: dear.amount }),
      tampered(genuine, { orderNo: dear.orderNo, amount: dear.amount }),
      tampered(genuine, { orderNo: dear.orderNo }),
      { headers: { 'content-type': 'application/json' }, body: genuine.body },
      // Signed for the other channel.
      sandbox('alipay').signedCallback(dear.orderNo, dear.amount)
    ]
    for (const raw of forged) {
      const res = await notify(raw)
      expect(res.status).toBe(400)
      expect(JSON.parse(res.text)).toMatchObject({ code: 'FAIL' })
    }
    expect(await moneyState(m, [cheap.orderNo, dear.orderNo])).toEqual(before)
    // The genuine one still works afterwards.
    expect((await notify(genuine)).status).toBe(200)
    expect((await order(m, cheap.orderNo)).status).toBe('paid')
    expect((await order(m, dear.orderNo)).status).toBe('unpaid')
  })

  it('answers a non-JSON or incomplete body with a nack, not a 500', async () => {
    for (const raw of [
      signBody('not json'),
      signBody('{"orderNo":"X"}'),
      signBody(''),
      { headers: { 'content-type': 'text/plain' }, body: 'a=b' }
    ]) {
      const res = await notify(raw)
      expect(res.status).toBe(400)
    }
  })

  it('does not apply a callback whose amount differs from the order (acknowledged, so the gateway stops retrying)', async () => {
    const m = await member(t)
    const o = await buy(t, m.token, (await productOf(t, 'vip')).id)
    const before = await moneyState(m, [o.orderNo])
    for (const amount of [o.amount - 1, o.amount + 1, 1]) {
      const res = await notify(sandbox().signedCallback(o.orderNo, amount))
      expect(res.status).toBe(200)
    }
    expect(await moneyState(m, [o.orderNo])).toEqual(before)
  })

  it('ignores a callback that reports no payment', async () => {
    const m = await member(t)
    const o = await buy(t, m.token, (await productOf(t, 'vip')).id)
    const before = await moneyState(m, [o.orderNo])
    const res = await notify(
      signBody(JSON.stringify({ orderNo: o.orderNo, tradeNo: 'T-CLOSED', amount: o.amount, paid: false }))
    )
    expect(res.status).toBe(200)
    expect(await moneyState(m, [o.orderNo])).toEqual(before)
  })

  it('a second, different payment of a wallet-paid order goes to the balance exactly once', async () => {
    const m = await member(t)
    await fund(t, m.id, 6800)
    const o = await buy(t, m.token, (await productOf(t, 'vip')).id)
    await ok(pay(m, o.orderNo))
    const expiry = (await userRow(t, 1, m.id)).vipExpiresAt!.toISOString()
    const second = sandbox().signedCallback(o.orderNo, o.amount)
    expect((await notify(second)).status).toBe(200)
    const after = await moneyState(m, [o.orderNo])
    expect(after.wallet.balance).toBe(6800)
    expect(after.vipExpiresAt).toBe(expiry)
    expect(after.orders[0]).toMatchObject({ status: 'paid', payMethod: 'wallet' })
    for (let i = 0; i < 3; i++) expect((await notify(second)).status).toBe(200)
    expect(await moneyState(m, [o.orderNo])).toEqual(after)
    const incomes = await ok(send(m, API.finance.getPagedIncomes, { pageNum: 1, pageSize: 20 }))
    expect(incomes.list[0].title.startsWith('重复支付转入')).toBe(true)
    expect(incomes.list[0]).toMatchObject({ amount: 6800, balanceAfter: 6800 })
    expect(incomes.list.filter((r) => r.title.startsWith('重复支付转入'))).toHaveLength(1)
  })

  it('a payment through the other channel of an already paid order goes to the balance too', async () => {
    const m = await member(t)
    const o = await buy(t, m.token, (await productOf(t, 'credit')).id)
    expect((await notify(sandbox().signedCallback(o.orderNo, o.amount))).status).toBe(200)
    const other = sandbox('alipay').signedCallback(o.orderNo, o.amount)
    expect((await notify(other, 1, 'alipay')).status).toBe(200)
    expect((await notify(other, 1, 'alipay')).status).toBe(200)
    expect(await wallet(m)).toEqual({ balance: 1000, credit: 100, lineCredits: 0 })
  })

  it("a callback on another tenant's path does not pay the order", async () => {
    const m = await member(t)
    const o = await buy(t, m.token, (await productOf(t, 'vip')).id)
    const before = await moneyState(m, [o.orderNo])
    const raw = sandbox().signedCallback(o.orderNo, o.amount)
    // Signed, so acknowledged (a retry could never succeed), but never applied to another tenant's order.
    expect((await notify(raw, 2)).status).toBe(200)
    expect((await notify(raw, 999)).status).toBe(200)
    expect(await moneyState(m, [o.orderNo])).toEqual(before)
    expect((await notify(raw, 1)).status).toBe(200)
    expect((await order(m, o.orderNo)).status).toBe('paid')
  })
})
