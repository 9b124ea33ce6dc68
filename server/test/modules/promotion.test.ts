/** Promoters and partners: rules, binding, commission on the money kernel, cash-out, and what they read. */
import { and, eq } from 'drizzle-orm'
import { API } from '@contract/api'
import { ORDER_KIND_LABELS } from '@contract/finance'
import { DEFAULT_PROMOTION_RULES } from '@contract/promotion'
import { PLUGIN_IDS } from '@contract/plugins'
import { tenants, users } from '../../src/db/schema'
import { OWED_REFUSAL } from '../../src/modules/promotion/shares'
import { HOST_B, type TestApp } from '../helpers/app'
import { buildFinanceApp, expectLedgerSound, financeKit, givePoints, ok, productOf } from '../helpers/finance'
import { lover, member, profileInput, type Lover } from '../helpers/love'
import { expectFailure, loginWithMaPhone, userIdOf } from '../helpers/members'
import { officeKit } from '../helpers/office'
import { promotionKit } from '../helpers/promotion'

let t: TestApp
const app = () => t
beforeAll(async () => {
  t = await buildFinanceApp()
})
afterAll(async () => {
  // Every share, release, reversal and debt left the ledger balanced, whatever the tests did.
  await expectLedgerSound(t)
  await t.close()
})

const money = financeKit(app)
const office = officeKit(app)
const promo = promotionKit(app)
const { send, bring, saveRules, makePartner, commissionsOfPayer, windowPasses, centre } = promo

let admin: Lover
beforeAll(async () => {
  admin = await money.staff('admin')
})

const alipay = (amount: number) => ({ amount, channel: 'alipay', account: '13800138000', realName: '张三' })
const refund = (orderNo: string, amount?: number) =>
  ok(
    send(
      admin,
      API.finance.staffRefundOrder,
      amount === undefined ? { orderNo, reason: '退款' } : { orderNo, amount, reason: '退款' }
    )
  )

async function withPlugins(tenantId: number, without: number[], fn: () => Promise<void>) {
  await t.app.db
    .update(tenants)
    .set({ grantPluginIds: Object.values(PLUGIN_IDS).filter((id) => !without.includes(id)) })
    .where(eq(tenants.tenantId, tenantId))
  try {
    await fn()
  } finally {
    await t.app.db
      .update(tenants)
      .set({ grantPluginIds: Object.values(PLUGIN_IDS) })
      .where(eq(tenants.tenantId, tenantId))
  }
}

/** A promoter and a member she brought. */
async function brought(): Promise<{ promoter: Lover; payer: Lover }> {
  const promoter = await member(t)
  const payer = await lover(t)
  expect(await bring(promoter, payer)).toBe(true)
  return { promoter, payer }
}

describe('rules', () => {
  it('start from the defaults as version 1, and each save by the admin is the next version', async () => {
    const other = await money.staff('admin', HOST_B)
    const first = await ok(send(other, API.promotion.getRules))
    expect(first).toMatchObject({ ...DEFAULT_PROMOTION_RULES, version: 1 })
    expect(first.levels.map((l) => [l.name, l.basisPoints, l.minSales, l.minValidMembers])).toEqual([
      ['初级合伙人', 3500, 0, 0],
      ['中级合伙人', 4000, 1_000_000, 100],
      ['战略合伙人', 4500, 3_000_000, 500]
    ])
    const saved = await saveRules(other, { refundWindowDays: 3 })
    expect(saved).toMatchObject({ refundWindowDays: 3, version: 2 })
    expect(await ok(send(other, API.promotion.getRules))).toMatchObject({ refundWindowDays: 3, version: 2 })
    // Another tenant's rules are its own.
    expect((await ok(send(admin, API.promotion.getRules))).refundWindowDays).toBe(7)
  })

  it('are the admin’s alone, and refused when they make no sense', async () => {
    const someone = await member(t)
    const matchmaker = await money.staff('matchmaker')
    expectFailure(await send(someone, API.promotion.getRules), 40300, '没有权限')
    expectFailure(await send(matchmaker, API.promotion.saveRules, DEFAULT_PROMOTION_RULES), 40300, '没有权限')
    const other = await money.staff('admin', HOST_B)
    const levels = DEFAULT_PROMOTION_RULES.levels
    expectFailure(
      await send(other, API.promotion.saveRules, { ...DEFAULT_PROMOTION_RULES, levels: [levels[1], levels[0]] }),
      40000,
      '第一个等级不设升级条件'
    )
    expectFailure(
      await send(other, API.promotion.saveRules, {
        ...DEFAULT_PROMOTION_RULES,
        levels: [levels[0], levels[2], levels[1]]
      }),
      40000,
      '中级合伙人的升级条件须高于战略合伙人'
    )
    expectFailure(
      await send(other, API.promotion.saveRules, {
        ...DEFAULT_PROMOTION_RULES,
        promoterBasisPoints: 4000,
        capBasisPoints: 3000
      }),
      40000,
      '推广佣金比例不能高于单笔分成上限'
    )
  })
})

describe('binding', () => {
  it('binds the first promoter only, never oneself', async () => {
    const a = await member(t)
    const b = await member(t)
    const m = await member(t)
    expect(await bring(m, m)).toBe(false)
    expect(await bring(a, m)).toBe(true)
    expect(await bring(b, m)).toBe(false)
    expect(await bring(a, m)).toBe(false)
    const [row] = await t.app.db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, 1), eq(users.id, m.id)))
    expect(row.promoterId).toBe(a.id)
  })

  it('never binds a member to her own service matchmaker', async () => {
    const matchmaker = await member(t)
    const customer = await member(t)
    await office.own(customer, matchmaker.id)
    expect(await bring(matchmaker, customer)).toBe(false)
    expect(await bring(await member(t), customer)).toBe(true)
  })

  it('holds for the binding days, after which another link may bind her', async () => {
    await saveRules(admin, { bindingDays: 30 })
    try {
      const first = await member(t)
      const second = await member(t)
      const m = await member(t)
      expect(await bring(first, m)).toBe(true)
      await promo.boundDaysAgo(m, 29)
      expect(await bring(second, m)).toBe(false)
      await promo.boundDaysAgo(m, 31)
      expect(await bring(second, m)).toBe(true)
      const [row] = await t.app.db
        .select()
        .from(users)
        .where(and(eq(users.tenantId, 1), eq(users.id, m.id)))
      expect(row.promoterId).toBe(second.id)
    } finally {
      await saveRules(admin, { bindingDays: 0 })
    }
  })

  it('20 concurrent first visits through two promoters’ links bind once', async () => {
    const a = await member(t)
    const b = await member(t)
    const m = await member(t)
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => bring(i % 2 ? a : b, m)))
    expect(results.filter(Boolean)).toHaveLength(1)
    const [row] = await t.app.db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, 1), eq(users.id, m.id)))
    expect(row.promoterId).toBe(results.indexOf(true) % 2 ? a.id : b.id)
  })
})

describe('first logins at once', () => {
  it('20 concurrent first logins of one phone through two promoters’ links make one member, bound once', async () => {
    const a = await member(t)
    const b = await member(t)
    const phone = '13700099901'
    const bound = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        // A login that lost the race to create the account is refused (40900) and tried again, as the app does.
        const token = await loginWithMaPhone(t, phone).catch(() => loginWithMaPhone(t, phone))
        const res = await t.call(API.love.saveExtensionDetail, { id: (i % 2 ? a : b).id }, { token })
        return { id: await userIdOf(t, token), bound: res.body.data?.bound === true, promoter: i % 2 ? a.id : b.id }
      })
    )
    expect(new Set(bound.map((r) => r.id)).size).toBe(1)
    const winners = bound.filter((r) => r.bound)
    expect(winners).toHaveLength(1)
    const [row] = await t.app.db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, 1), eq(users.id, bound[0].id)))
    expect(row.promoterId).toBe(winners[0].promoter)
  })
})

describe('commission on a payment', () => {
  it('pays the promoter her share of the money, pending for the refund window, under the rules’ version', async () => {
    const { promoter, payer } = await brought()
    const { version } = await ok(send(admin, API.promotion.getRules))
    const order = await money.buyWithBalance(payer, await productOf(t, 'vip'))
    const [row] = await commissionsOfPayer(payer)
    const share = Math.floor((order.amount * 1000) / 10_000)
    expect(row).toMatchObject({
      kind: 'promoter',
      beneficiaryId: promoter.id,
      amount: share,
      ruleVersion: version,
      baseAmount: order.amount
    })
    expect(row.availableAt.getTime() - row.createdAt.getTime()).toBe(7 * 24 * 60 * 60 * 1000)
    expect(await centre(promoter)).toMatchObject({
      pending: share,
      available: 0,
      withdrawn: 0,
      broughtCount: 1,
      validMemberCount: 1
    })
    const page = await ok(send(promoter, API.promotion.getMyCommissions, { pageNum: 1, pageSize: 20 }))
    expect(page.list).toEqual([expect.objectContaining({ state: 'pending', amount: share, orderTitle: order.title })])
    // Nothing of it can leave yet.
    expect((await ok(send(promoter, API.finance.getCouldCashutAmount))).balance).toBe(0)
    // A new version of the rules leaves the paid share as it was.
    await saveRules(admin, { promoterBasisPoints: 1500 })
    expect((await commissionsOfPayer(payer))[0]).toMatchObject({ amount: share, ruleVersion: version })
    await saveRules(admin, { promoterBasisPoints: 1000 })
  })

  it('pays once when the gateway calls back twice', async () => {
    const { promoter, payer } = await brought()
    const vip = await productOf(t, 'vip')
    const order = await ok(send(payer, API.finance.createFinOrder, { productId: vip.id }))
    const raw = money.sandbox().signedCallback(order.orderNo, order.amount)
    expect((await money.notify(raw)).status).toBe(200)
    expect((await money.notify(raw)).status).toBe(200)
    expect(await commissionsOfPayer(payer)).toHaveLength(1)
    expect((await centre(promoter)).pending).toBe(Math.floor((order.amount * 1000) / 10_000))
  })

  it('pays nothing on points, to the payer’s own service matchmaker, or once the binding ran out', async () => {
    const { payer: byPoints } = await brought()
    const pack = await productOf(t, 'line')
    await money.withFinanceConfig(
      1,
      { creditBalanceRatio: 100, creditFinanceItems: [ORDER_KIND_LABELS.line] },
      async () => {
        const order = await ok(send(byPoints, API.finance.createFinOrder, { productId: pack.id }))
        await givePoints(t, byPoints.id, order.creditPrice)
        expect((await ok(money.pay(byPoints, order.orderNo, 'credit'))).payMethod).toBe('credit')
      }
    )
    expect(await commissionsOfPayer(byPoints)).toEqual([])

    const { promoter: serving, payer: customer } = await brought()
    await office.own(customer, serving.id)
    await money.buyWithBalance(customer, pack)
    expect(await commissionsOfPayer(customer)).toEqual([])

    await saveRules(admin, { bindingDays: 30 })
    try {
      const { payer: lapsed } = await brought()
      await promo.boundDaysAgo(lapsed, 31)
      await money.buyWithBalance(lapsed, pack)
      expect(await commissionsOfPayer(lapsed)).toEqual([])
      const { payer: fresh } = await brought()
      await promo.boundDaysAgo(fresh, 29)
      await money.buyWithBalance(fresh, pack)
      expect(await commissionsOfPayer(fresh)).toHaveLength(1)
    } finally {
      await saveRules(admin, { bindingDays: 0 })
    }
  })

  it('pays the partner whose team the promoter is in, never anyone above, all of it within the cap', async () => {
    const top = await member(t)
    const partner = await member(t)
    const promoter = await member(t)
    const payer = await lover(t)
    expect(await bring(top, partner)).toBe(true)
    await makePartner(admin, top)
    await makePartner(admin, partner)
    expect(await bring(partner, promoter)).toBe(true)
    expect(await bring(promoter, payer)).toBe(true)
    const order = await money.buyWithBalance(payer, await productOf(t, 'vip'))
    const share = Math.floor((order.amount * 1000) / 10_000)
    const rows = await commissionsOfPayer(payer)
    expect(rows.map((r) => [r.kind, r.beneficiaryId, r.amount, r.basisPoints])).toEqual([
      ['promoter', promoter.id, share, 1000],
      ['partner', partner.id, Math.floor((share * 3500) / 10_000), 3500]
    ])
    // The partner's team and sales.
    const team = await ok(send(partner, API.promotion.getMyTeam, { pageNum: 1, pageSize: 20 }))
    expect(team.list).toEqual([expect.objectContaining({ id: promoter.id, broughtCount: 1, sales: order.amount })])
    expect(team.list[0].phone).toMatch(/^\d{3}\*{4}\d{4}$/)

    // A cap below both shares trims the partner's.
    await saveRules(admin, { capBasisPoints: 1200 })
    try {
      const second = await lover(t)
      expect(await bring(promoter, second)).toBe(true)
      const o2 = await money.buyWithBalance(second, await productOf(t, 'vip'))
      const [p, q] = await commissionsOfPayer(second)
      expect(p.amount + q.amount).toBeLessThanOrEqual(Math.floor((o2.amount * 1200) / 10_000))
      expect(q.amount).toBe(Math.floor((o2.amount * 1200) / 10_000) - p.amount)
    } finally {
      await saveRules(admin, { capBasisPoints: DEFAULT_PROMOTION_RULES.capBasisPoints })
    }
  })

  it('a partner who brought the payer herself earns her partner share too (the default), or not when the admin says so', async () => {
    const partner = await member(t)
    await makePartner(admin, partner)
    const payer = await lover(t)
    expect(await bring(partner, payer)).toBe(true)
    await money.buyWithBalance(payer, await productOf(t, 'vip'))
    expect((await commissionsOfPayer(payer)).map((r) => [r.kind, r.beneficiaryId])).toEqual([
      ['promoter', partner.id],
      ['partner', partner.id]
    ])
    await saveRules(admin, { partnerSelfShare: false })
    try {
      const next = await lover(t)
      expect(await bring(partner, next)).toBe(true)
      await money.buyWithBalance(next, await productOf(t, 'vip'))
      expect((await commissionsOfPayer(next)).map((r) => r.kind)).toEqual(['promoter'])
    } finally {
      await saveRules(admin, { partnerSelfShare: true })
    }
  })

  it('pays nothing where the tenant does not run promoters, and no partner share without the partner programme', async () => {
    const partner = await member(t)
    await makePartner(admin, partner)
    const promoter = await member(t)
    expect(await bring(partner, promoter)).toBe(true)
    const a = await lover(t)
    const b = await lover(t)
    expect(await bring(promoter, a)).toBe(true)
    expect(await bring(promoter, b)).toBe(true)
    await withPlugins(1, [PLUGIN_IDS.popmatchmaker], async () => {
      await money.buyWithBalance(a, await productOf(t, 'vip'))
    })
    expect(await commissionsOfPayer(a)).toEqual([])
    await withPlugins(1, [PLUGIN_IDS.partner], async () => {
      await money.buyWithBalance(b, await productOf(t, 'vip'))
    })
    expect((await commissionsOfPayer(b)).map((r) => r.kind)).toEqual(['promoter'])
  })
})

describe('availability, cash-out and refunds', () => {
  beforeAll(async () => {
    // Shares large enough to clear the minimum cash-out of one order.
    await saveRules(admin, { promoterBasisPoints: 3000, capBasisPoints: 5000 })
  })
  afterAll(async () => {
    await saveRules(admin, { promoterBasisPoints: 1000, capBasisPoints: DEFAULT_PROMOTION_RULES.capBasisPoints })
  })

  it('a share becomes available once the window passes and leaves through the cash-out', async () => {
    const { promoter, payer } = await brought()
    const order = await money.buyWithBalance(payer, await productOf(t, 'vip'))
    const share = Math.floor((order.amount * 3000) / 10_000)
    expectFailure(await send(promoter, API.finance.applyCashout, alipay(share)), 41006, '可提现余额不足')
    await windowPasses(payer)
    expect(await centre(promoter)).toMatchObject({ pending: 0, available: share })
    expect(await ok(send(promoter, API.finance.getCouldCashutAmount))).toMatchObject({
      balance: share,
      couldCashout: share
    })
    await ok(send(promoter, API.finance.applyCashout, alipay(share)))
    expect(await centre(promoter)).toMatchObject({ pending: 0, available: 0, withdrawn: share })
    const page = await ok(send(promoter, API.promotion.getMyCommissions, { pageNum: 1, pageSize: 20 }))
    expect(page.list[0].state).toBe('withdrawn')
  })

  it('a partial then a full refund while pending reverse exactly the share', async () => {
    const { promoter, payer } = await brought()
    const order = await money.buyWithBalance(payer, await productOf(t, 'vip'))
    const [row] = await commissionsOfPayer(payer)
    const part = Math.floor(order.amount / 3)
    await refund(order.orderNo, part)
    const afterPart = (await commissionsOfPayer(payer))[0]
    expect(afterPart.reversedAmount).toBe(Math.floor((row.amount * part) / order.amount))
    await refund(order.orderNo)
    const after = (await commissionsOfPayer(payer))[0]
    expect(after.reversedAmount).toBe(row.amount)
    expect(await centre(promoter)).toMatchObject({ pending: 0, available: 0, withdrawn: 0, owed: 0 })
    const page = await ok(send(promoter, API.promotion.getMyCommissions, { pageNum: 1, pageSize: 20 }))
    expect(page.list[0].state).toBe('reversed')
  })

  it('a refund after the share was withdrawn leaves a debt: cash-out refused until new commission pays it down', async () => {
    const { promoter, payer } = await brought()
    const vip = await productOf(t, 'vip')
    const order = await money.buyWithBalance(payer, vip)
    const share = Math.floor((order.amount * 3000) / 10_000)
    await windowPasses(payer)
    await ok(send(promoter, API.finance.applyCashout, alipay(share)))
    await refund(order.orderNo)
    expect(await centre(promoter)).toMatchObject({ available: -share, owed: share, withdrawn: 0 })
    expect(await ok(send(promoter, API.finance.getCouldCashutAmount))).toMatchObject({
      couldCashout: 0,
      reason: OWED_REFUSAL
    })

    // Two new purchases by another member she brought: the first pays the debt, the second can leave.
    const next = await lover(t)
    expect(await bring(promoter, next)).toBe(true)
    await money.buyWithBalance(next, vip)
    await money.buyWithBalance(next, vip)
    await windowPasses(next)
    expect(await centre(promoter)).toMatchObject({ available: share, owed: share })
    expect(await ok(send(promoter, API.finance.getCouldCashutAmount))).toMatchObject({ balance: share, reason: '' })
    await ok(send(promoter, API.finance.applyCashout, alipay(share)))
    expect(await centre(promoter)).toMatchObject({ available: 0, owed: 0 })
    expect((await money.wallet(promoter)).balance).toBe(0)
  })

  it('a refund after the share was released but still in her balance takes it back from the balance', async () => {
    const { promoter, payer } = await brought()
    const order = await money.buyWithBalance(payer, await productOf(t, 'vip'))
    const share = Math.floor((order.amount * 3000) / 10_000)
    await windowPasses(payer)
    // Her cash-out of the minimum releases the whole share; the rest stays in her balance.
    await ok(send(promoter, API.finance.applyCashout, alipay(1000)))
    expect((await money.wallet(promoter)).balance).toBe(share - 1000)
    await refund(order.orderNo)
    expect((await money.wallet(promoter)).balance).toBe(0)
    expect(await centre(promoter)).toMatchObject({ owed: 1000 })
  })
})

describe('registration rewards', () => {
  it('reward the promoter by the gender of a member she brought who makes her profile, once, withdrawable at once', async () => {
    await saveRules(admin, { registerRewardMale: 800, registerRewardFemale: 1200 })
    try {
      const promoter = await member(t)
      const woman = await member(t)
      const man = await member(t)
      expect(await bring(promoter, woman)).toBe(true)
      expect(await bring(promoter, man)).toBe(true)
      await ok(send(woman, API.loveProfile.signUp, profileInput({ gender: 'female', nickname: '小雅' })))
      await ok(send(man, API.loveProfile.signUp, profileInput({ gender: 'male', nickname: '阿杰' })))
      // Editing the profile later rewards nothing again.
      await ok(send(woman, API.loveProfile.editInfo, profileInput({ gender: 'female', nickname: '小雅同学' })))
      const rewards = await ok(
        send(promoter, API.promotion.getMyCommissions, { pageNum: 1, pageSize: 20, kind: 'register' })
      )
      expect(rewards.list.map((r) => [r.payer, r.amount, r.state])).toEqual([
        ['阿杰', 800, 'available'],
        ['小雅同学', 1200, 'available']
      ])
      expect(await centre(promoter)).toMatchObject({ available: 2000, validMemberCount: 2 })
      await ok(send(promoter, API.finance.applyCashout, alipay(2000)))
      expect(await centre(promoter)).toMatchObject({ available: 0, withdrawn: 2000 })
    } finally {
      await saveRules(admin, { registerRewardMale: 0, registerRewardFemale: 0 })
    }
  })

  it('reward nobody when the rules give nothing, nobody brought her, or the binding ran out', async () => {
    const promoter = await member(t)
    const unrewarded = await member(t)
    expect(await bring(promoter, unrewarded)).toBe(true)
    await ok(send(unrewarded, API.loveProfile.signUp, profileInput()))
    await saveRules(admin, { registerRewardMale: 800, registerRewardFemale: 1200, bindingDays: 30 })
    try {
      await ok(send(await member(t), API.loveProfile.signUp, profileInput()))
      const lapsed = await member(t)
      expect(await bring(promoter, lapsed)).toBe(true)
      await promo.boundDaysAgo(lapsed, 31)
      await ok(send(lapsed, API.loveProfile.signUp, profileInput()))
    } finally {
      await saveRules(admin, { registerRewardMale: 0, registerRewardFemale: 0, bindingDays: 0 })
    }
    expect((await ok(send(promoter, API.promotion.getMyCommissions, { pageNum: 1, pageSize: 20 }))).total).toBe(0)
  })
})

describe('what admins read', () => {
  it('lists the tenant’s commission by earner or kind, nicknames only, and nothing of another tenant', async () => {
    const partner = await member(t)
    await makePartner(admin, partner)
    const promoter = await member(t)
    const payer = await lover(t, { nickname: '晓晓' })
    expect(await bring(partner, promoter)).toBe(true)
    expect(await bring(promoter, payer)).toBe(true)
    const order = await money.buyWithBalance(payer, await productOf(t, 'vip'))
    const mine = await ok(
      send(admin, API.promotion.getCommissionPage, { pageNum: 1, pageSize: 20, beneficiaryId: partner.id })
    )
    expect(mine.list).toEqual([
      expect.objectContaining({
        kind: 'partner',
        beneficiaryId: partner.id,
        payer: '晓晓',
        baseAmount: order.amount,
        state: 'pending'
      })
    ])
    const partners = await ok(
      send(admin, API.promotion.getCommissionPage, { pageNum: 1, pageSize: 50, kind: 'partner' })
    )
    expect(partners.list.every((c) => c.kind === 'partner')).toBe(true)
    const someone = await member(t)
    expectFailure(await send(someone, API.promotion.getCommissionPage, { pageNum: 1, pageSize: 20 }), 40300, '没有权限')
    const otherAdmin = await money.staff('admin', HOST_B)
    expect(
      (
        await ok(
          send(otherAdmin, API.promotion.getCommissionPage, { pageNum: 1, pageSize: 20, beneficiaryId: partner.id })
        )
      ).total
    ).toBe(0)
  })
})

describe('what promoters and partners read', () => {
  it('lists the members I brought with masked phones, and the valid ones', async () => {
    const promoter = await member(t)
    const plain = await member(t)
    const valid = await lover(t)
    expect(await bring(promoter, plain)).toBe(true)
    expect(await bring(promoter, valid)).toBe(true)
    const all = await ok(send(promoter, API.promotion.getMyMembers, { pageNum: 1, pageSize: 20 }))
    expect(all.total).toBe(2)
    for (const m of all.list) expect(m.phone).toMatch(/^\d{3}\*{4}\d{4}$/)
    const onlyValid = await ok(
      send(promoter, API.promotion.getMyMembers, { pageNum: 1, pageSize: 20, validOnly: true })
    )
    expect(onlyValid.list.map((m) => m.id)).toEqual([valid.id])
  })

  it('shows the levels and what the next one needs', async () => {
    const promoter = await member(t)
    const levels = await ok(send(promoter, API.promotion.getMyLevels))
    expect(levels).toMatchObject({
      currentIndex: 0,
      nextIndex: 1,
      sales: 0,
      validMembers: 0,
      salesToNext: 1_000_000,
      membersToNext: 100
    })
  })

  it('refuses without the plugin, a team to a non-partner, and shows another tenant nothing of mine', async () => {
    const { promoter } = await brought()
    await withPlugins(1, [PLUGIN_IDS.popmatchmaker], async () => {
      expectFailure(await send(promoter, API.promotion.getMyCentre), 40300, '本站未开通推广红娘')
      expectFailure(
        await send(promoter, API.promotion.getMyCommissions, { pageNum: 1, pageSize: 20 }),
        40300,
        '本站未开通推广红娘'
      )
    })
    expectFailure(await send(promoter, API.promotion.getMyTeam, { pageNum: 1, pageSize: 20 }), 40300, '你还不是合伙人')
    await withPlugins(1, [PLUGIN_IDS.partner], async () => {
      expectFailure(await send(promoter, API.promotion.applyPartner, { reason: '' }), 40300, '本站未开通合伙人红娘')
    })
    const elsewhere = await member(t, HOST_B)
    expect(await centre(elsewhere)).toMatchObject({ pending: 0, broughtCount: 0 })
    // A member of tenant B can't bind to tenant A's promoter.
    expect(await bring(promoter, elsewhere)).toBe(false)
  })
})

describe('partner applications', () => {
  it('one open application at a time, decided by the tenant’s admin only', async () => {
    const applicant = await member(t)
    expect(await ok(send(applicant, API.promotion.getPartnerApplication))).toEqual({ open: true, application: null })
    const applied = await ok(send(applicant, API.promotion.applyPartner, { reason: '想带团队' }))
    expect(applied.status).toBe('pending')
    expectFailure(
      await send(applicant, API.promotion.applyPartner, { reason: '再来' }),
      40900,
      '你已是合伙人或申请正在审核中'
    )
    const matchmaker = await money.staff('matchmaker')
    expectFailure(
      await send(matchmaker, API.promotion.reviewPartner, { id: applied.id, approve: true, rejectReason: '' }),
      40300,
      '没有权限'
    )
    const otherAdmin = await money.staff('admin', HOST_B)
    expectFailure(
      await send(otherAdmin, API.promotion.reviewPartner, { id: applied.id, approve: true, rejectReason: '' }),
      40400,
      '申请不存在'
    )
    expectFailure(
      await send(admin, API.promotion.reviewPartner, { id: applied.id, approve: false, rejectReason: ' ' }),
      40000,
      '请填写驳回原因'
    )
    const queue = await ok(
      send(admin, API.promotion.getPartnerApplications, { pageNum: 1, pageSize: 50, status: 'pending' })
    )
    const listed = queue.list.find((a) => a.id === applied.id)!
    expect(listed.phone).toMatch(/^\d{3}\*{4}\d{4}$/)
    const rejected = await ok(
      send(admin, API.promotion.reviewPartner, { id: applied.id, approve: false, rejectReason: '资料不全' })
    )
    expect(rejected).toMatchObject({ status: 'rejected', rejectReason: '资料不全' })
    expectFailure(
      await send(admin, API.promotion.reviewPartner, { id: applied.id, approve: true, rejectReason: '' }),
      40900,
      '这份申请已处理'
    )
    // Rejected, she may apply again.
    const again = await ok(send(applicant, API.promotion.applyPartner, { reason: '补充资料' }))
    await ok(send(admin, API.promotion.reviewPartner, { id: again.id, approve: true, rejectReason: '' }))
    expect((await centre(applicant)).isPartner).toBe(true)
  })

  it('an admin may end a partnership: later payments pay her nothing, what she earned stays', async () => {
    const partner = await member(t)
    await makePartner(admin, partner)
    const promoter = await member(t)
    expect(await bring(partner, promoter)).toBe(true)
    const [first, second] = [await lover(t), await lover(t)]
    expect(await bring(promoter, first)).toBe(true)
    expect(await bring(promoter, second)).toBe(true)
    await money.buyWithBalance(first, await productOf(t, 'vip'))
    const earned = (await centre(partner)).pending
    expect(earned).toBeGreaterThan(0)

    const { application } = await ok(send(partner, API.promotion.getPartnerApplication))
    const id = application!.id
    expectFailure(await send(admin, API.promotion.revokePartner, { id, reason: ' ' }), 40000, '请填写取消原因')
    const matchmaker = await money.staff('matchmaker')
    expectFailure(await send(matchmaker, API.promotion.revokePartner, { id, reason: '长期未推广' }), 40300, '没有权限')
    const otherAdmin = await money.staff('admin', HOST_B)
    expectFailure(
      await send(otherAdmin, API.promotion.revokePartner, { id, reason: '长期未推广' }),
      40400,
      '申请不存在'
    )
    expect(await ok(send(admin, API.promotion.revokePartner, { id, reason: '长期未推广' }))).toMatchObject({
      status: 'revoked',
      rejectReason: '长期未推广'
    })
    expectFailure(
      await send(admin, API.promotion.revokePartner, { id, reason: '长期未推广' }),
      40900,
      '只有已通过的合伙人可以取消'
    )

    await money.buyWithBalance(second, await productOf(t, 'vip'))
    expect((await commissionsOfPayer(second)).map((r) => r.kind)).toEqual(['promoter'])
    expect(await centre(partner)).toMatchObject({ isPartner: false, pending: earned })
    expectFailure(await send(partner, API.promotion.getMyTeam, { pageNum: 1, pageSize: 20 }), 40300, '你还不是合伙人')
    // She may apply again.
    expect((await ok(send(partner, API.promotion.applyPartner, { reason: '重新申请' }))).status).toBe('pending')
  })
})
