/** Shares of what a matchmaker's customers pay: through the real payment paths, reversed on refunds, levels. */
import { randomBytes } from 'node:crypto'
import { API } from '@contract/api'
import { ORDER_KIND_LABELS } from '@contract/finance'
import type { StoreItem } from '@contract/matchmaker'
import { postTxn } from '../../src/modules/finance/ledger'
import { activeKit } from '../helpers/active'
import type { TestApp } from '../helpers/app'
import { buildFinanceApp, expectLedgerSound, financeKit, fund, givePoints, ok, productOf } from '../helpers/finance'
import { lover, member, type Lover } from '../helpers/love'
import { officeKit } from '../helpers/office'

let t: TestApp
const app = () => t
beforeAll(async () => {
  t = await buildFinanceApp()
})
afterAll(async () => {
  // Every share and reversal left the ledger balanced, whatever the tests did.
  await expectLedgerSound(t)
  await t.close()
})

const money = financeKit(app)
const office = officeKit(app)
const events = activeKit(app)
const { send } = office

let admin: Lover
let manager: Lover
let shop: StoreItem

beforeAll(async () => {
  admin = await office.staff('admin')
  manager = await member(t)
  shop = await office.store(admin, { name: '西湖店', manager: String(manager.id), shareBasisPoints: 500 })
  await office.levels(admin, [
    { name: '见习红娘', minIncome: 0, shareBasisPoints: 1000 },
    { name: '资深红娘', minIncome: 100_000, shareBasisPoints: 1500 }
  ])
})

const balanceOf = async (who: Lover) => (await money.wallet(who)).balance

/** A customer owned by a new matchmaker of the store. */
async function served(): Promise<{ mm: Lover; customer: Lover }> {
  const mm = await office.matchmakerIn(admin, shop.id)
  const customer = await lover(t)
  await office.own(customer, mm.id)
  return { mm, customer }
}

describe('a customer’s payment', () => {
  it('paid from the balance credits the matchmaker’s level share and the store manager’s share, rounded down', async () => {
    const { mm, customer } = await served()
    const vip = await productOf(t, 'vip')
    const managerBefore = await balanceOf(manager)
    await money.buyWithBalance(customer, vip)

    expect(await balanceOf(mm)).toBe(Math.floor(vip.price / 10))
    expect(await balanceOf(manager)).toBe(managerBefore + Math.floor((vip.price * 5) / 100))
    const shares = await office.sharesOf(customer)
    expect(shares.map((s) => [s.kind, s.baseAmount, s.basisPoints])).toEqual([
      ['matchmaker', vip.price, 1000],
      ['store', vip.price, 500]
    ])
    const page = await ok(send(mm, API.matchmaker.getMyShares, { cursor: '', pageSize: 20 }))
    expect(page.list).toEqual([
      expect.objectContaining({
        kind: 'matchmaker',
        orderTitle: vip.name,
        amount: Math.floor(vip.price / 10),
        reversedAt: ''
      })
    ])
  })

  it('paid through a gateway whose callback arrives twice pays the shares once', async () => {
    const { mm, customer } = await served()
    const vip = await productOf(t, 'vip')
    const order = await ok(send(customer, API.finance.createFinOrder, { productId: vip.id }))
    const raw = money.sandbox().signedCallback(order.orderNo, order.amount)
    expect((await money.notify(raw)).status).toBe(200)
    expect((await money.notify(raw)).status).toBe(200)
    // A second payment of the same order (another trade) goes to the customer's balance, not to shares.
    expect((await money.notify(money.sandbox().signedCallback(order.orderNo, order.amount))).status).toBe(200)

    expect((await money.order(customer, order.orderNo)).status).toBe('paid')
    expect(await office.sharesOf(customer)).toHaveLength(2)
    expect(await balanceOf(mm)).toBe(Math.floor(order.amount / 10))
  })

  it('paid with points, or by a member nobody serves, or after the ownership ran out, shares nothing', async () => {
    const { mm, customer } = await served()
    const pack = await productOf(t, 'line')
    await money.withFinanceConfig(
      1,
      { creditBalanceRatio: 100, creditFinanceItems: [ORDER_KIND_LABELS.line] },
      async () => {
        const order = await ok(send(customer, API.finance.createFinOrder, { productId: pack.id }))
        await givePoints(t, customer.id, order.creditPrice)
        expect((await ok(money.pay(customer, order.orderNo, 'credit'))).payMethod).toBe('credit')
      }
    )
    const nobodys = await lover(t)
    await money.buyWithBalance(nobodys, pack)
    const lapsed = await lover(t)
    await office.own(lapsed, mm.id, new Date(Date.now() - 1000))
    await money.buyWithBalance(lapsed, pack)

    expect(await office.sharesOf(customer)).toEqual([])
    expect(await office.sharesOf(nobodys)).toEqual([])
    expect(await office.sharesOf(lapsed)).toEqual([])
    expect(await balanceOf(mm)).toBe(0)
  })
})

describe('levels', () => {
  it('a matchmaker rises a level once their customers’ payments reach it, and the next payment pays the higher share', async () => {
    const credit = await productOf(t, 'credit')
    // Two purchases reach the upper level.
    await office.levels(admin, [
      { name: '见习红娘', minIncome: 0, shareBasisPoints: 1000 },
      { name: '资深红娘', minIncome: credit.price * 2, shareBasisPoints: 1500 }
    ])
    const { mm, customer } = await served()
    const before = await ok(send(mm, API.matchmaker.getMyLevel))
    expect(before.levels.map((l) => l.name)).toEqual(['见习红娘', '资深红娘'])
    expect(before.currentId).toBe(before.levels[0].id)
    expect(before.nextId).toBe(before.levels[1].id)
    expect(before.income).toBe(0)

    await money.buyWithBalance(customer, credit)
    expect((await ok(send(mm, API.matchmaker.getMyLevel))).currentId).toBe(before.levels[0].id)
    await money.buyWithBalance(customer, credit)
    const paid = [credit.price, credit.price]
    const after = await ok(send(mm, API.matchmaker.getMyLevel))
    expect(after.income).toBe(paid.reduce((a, b) => a + b, 0))
    expect(after.currentId).toBe(before.levels[1].id)
    expect(after.nextId).toBe(0)

    await money.buyWithBalance(customer, credit)
    const last = (await office.sharesOf(customer)).filter((s) => s.kind === 'matchmaker').sort((a, b) => b.id - a.id)[0]
    expect(last.basisPoints).toBe(1500)
    expect(last.amount).toBe(Math.floor((credit.price * 1500) / 10_000))
    expect(after.earned).toBe(paid.reduce((sum, p) => sum + Math.floor(p / 10), 0))
  })
})

describe('a refund', () => {
  it('of a paid event sign-up reverses both shares in the refund’s ledger transaction, once', async () => {
    const { mm, customer } = await served()
    const organiser = await office.staff('matchmaker')
    const event = await events.published(organiser)
    const { signup } = await ok(send(customer, API.active.signUp, { eventId: event.id }))
    await fund(t, customer.id, signup.fee)
    await ok(money.pay(customer, signup.orderNo))
    const managerBefore = await balanceOf(manager)
    expect(await balanceOf(mm)).toBe(Math.floor(signup.fee / 10))

    await ok(send(customer, API.active.cancelSignup, { signupId: signup.id }))
    expect(await balanceOf(mm)).toBe(0)
    expect(await balanceOf(manager)).toBe(managerBefore - Math.floor((signup.fee * 5) / 100))
    expect(await balanceOf(customer)).toBe(signup.fee)
    const shares = await office.sharesOf(customer)
    expect(shares.every((s) => s.reversedAt !== null && s.reversedAmount === s.amount)).toBe(true)
    const page = await ok(send(mm, API.matchmaker.getMyShares, { cursor: '', pageSize: 20 }))
    expect(page.list[0].reversedAt).not.toBe('')
    expect((await ok(send(mm, API.matchmaker.getMyLevel))).income).toBe(0)
  })

  it('takes back only what the matchmaker still holds when they cashed the share out already', async () => {
    const { mm, customer } = await served()
    const organiser = await office.staff('matchmaker')
    const event = await events.published(organiser)
    const { signup } = await ok(send(customer, API.active.signUp, { eventId: event.id }))
    await fund(t, customer.id, signup.fee)
    await ok(money.pay(customer, signup.orderNo))
    const share = Math.floor(signup.fee / 10)
    await t.app.db.transaction((tx) =>
      postTxn(tx, 1, {
        bizType: 'test_cashout',
        bizId: randomBytes(6).toString('hex'),
        title: '提现',
        postings: [
          { userId: mm.id, account: 'balance', amount: -(share - 100) },
          { system: 'payout', amount: share - 100 }
        ]
      })
    )
    await ok(send(customer, API.active.cancelSignup, { signupId: signup.id }))
    expect(await balanceOf(mm)).toBe(0)
    expect(await balanceOf(customer)).toBe(signup.fee)
    const [mine] = (await office.sharesOf(customer)).filter((s) => s.kind === 'matchmaker')
    expect(mine.reversedAmount).toBe(100)
  })
})
