import { and, eq, inArray, sql } from 'drizzle-orm'
import { createOrder, walletPay } from '../modules/finance/orders'
import { postTxn } from '../modules/finance/ledger'
import { staffRefundOrder } from '../modules/finance/refunds'
import { applyPartner, reviewPartner } from '../modules/promotion/partners'
import { bindPromoter } from '../modules/user/service'
import type { Db } from './client'
import { finProducts, promoCommissions, promoPartners, tenants, users } from './schema'
import { feedMemberPhone } from './seed-love'

/**
 * 李阳 runs a team as a partner; two feed members promote in it. The other demo accounts stay out:
 * the journeys check their balances to the fen.
 */
const PARTNER = '13800000006'
const PROMOTERS: { who: string | number; brought: number[] }[] = [
  { who: 149, brought: [151, 152, 153, 154, 155] },
  { who: 150, brought: [156, 157] }
]
/** Who of the members brought bought what, and how many days ago (the refund window is 7 days). */
const PURCHASES = [
  { member: 151, product: 'vip', daysAgo: 20 },
  { member: 152, product: 'vip', daysAgo: 12 },
  { member: 153, product: 'top', daysAgo: 2 },
  { member: 156, product: 'vip', daysAgo: 9 },
  { member: 157, product: 'boost', daysAgo: 1 }
] as const
/** 152 got half of her VIP back: the share was reversed by half. */
const HALF_REFUNDED = 152
const APPLICANT = 158

/** A demo member's phone, or the i-th feed member's. */
const phoneOf = (tenantId: number, who: string | number) =>
  typeof who === 'number' ? feedMemberPhone(tenantId, who) : who

/**
 * The demo city's promotion: a partner with two promoters in her team, the members they brought,
 * their purchases paid through the wallet (so the shares come from the real hook) with the older ones
 * past their refund window, one half refunded, and a member's pending application to be a partner.
 * Runs once: a tenant whose partner is already approved is left as it is; without the demo members
 * (a tenant seeded without them) there is nobody to seed.
 */
export async function seedDemoPromotion(db: Db, tenantId: number): Promise<void> {
  const wanted = [
    PARTNER,
    ...PROMOTERS.map((p) => phoneOf(tenantId, p.who)),
    ...[...PROMOTERS.flatMap((p) => p.brought), APPLICANT].map((i) => feedMemberPhone(tenantId, i))
  ]
  const people = await db
    .select({ id: users.id, phone: users.phone })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.phone, wanted)))
  const idOf = (phone: string) => people.find((p) => p.phone === phone)?.id
  const partnerId = idOf(PARTNER)
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.phone, '13800000001')))
  if (partnerId === undefined || !admin || people.length < wanted.length) return
  const [already] = await db
    .select({ id: promoPartners.id })
    .from(promoPartners)
    .where(and(eq(promoPartners.tenantId, tenantId), eq(promoPartners.userId, partnerId)))
  if (already) return

  const staff = { tenantId, userId: admin.id }
  const application = await applyPartner(
    db,
    { tenantId, userId: partnerId },
    { reason: '做了多年社区活动，想带一支推广团队' }
  )
  await db.transaction((tx) => reviewPartner(tx, staff, { id: application.id, approve: true, rejectReason: '' }))
  await applyPartner(
    db,
    { tenantId, userId: idOf(feedMemberPhone(tenantId, APPLICANT))! },
    { reason: '朋友圈里单身的朋友多，想试试做合伙人' }
  )
  for (const p of PROMOTERS) {
    const promoterId = idOf(phoneOf(tenantId, p.who))!
    await bindPromoter(db, tenantId, promoterId, partnerId)
    for (const i of p.brought) await bindPromoter(db, tenantId, idOf(feedMemberPhone(tenantId, i))!, promoterId)
  }

  const [tenant] = await db
    .select({ financeConfig: tenants.financeConfig })
    .from(tenants)
    .where(eq(tenants.tenantId, tenantId))
  for (const buy of PURCHASES) {
    const userId = idOf(feedMemberPhone(tenantId, buy.member))!
    const [product] = await db
      .select({ id: finProducts.id, price: finProducts.price })
      .from(finProducts)
      .where(and(eq(finProducts.tenantId, tenantId), eq(finProducts.kind, buy.product), eq(finProducts.enabled, true)))
      .orderBy(finProducts.sort, finProducts.id)
      .limit(1)
    const who = { tenantId, userId }
    const order = await createOrder(db, who, { productId: product.id }, tenant.financeConfig)
    await db.transaction((tx) =>
      postTxn(tx, tenantId, {
        bizType: 'demo_recharge',
        bizId: `promotion-${order.orderNo}`,
        title: '余额充值',
        postings: [
          { system: 'tenpay', amount: -product.price },
          { userId, account: 'balance', amount: product.price }
        ]
      })
    )
    await walletPay(db, who, order.orderNo, 'balance', tenant.financeConfig)
    // The purchase is as old as the plan says: its shares' window has run for that long.
    const back = sql`make_interval(days => ${buy.daysAgo})`
    await db
      .update(promoCommissions)
      .set({
        createdAt: sql`${promoCommissions.createdAt} - ${back}`,
        availableAt: sql`${promoCommissions.availableAt} - ${back}`
      })
      .where(and(eq(promoCommissions.tenantId, tenantId), eq(promoCommissions.payerId, userId)))
    if (buy.member === HALF_REFUNDED)
      await staffRefundOrder(
        db,
        staff,
        { orderNo: order.orderNo, amount: Math.floor(order.amount / 2), reason: '会员中途暂停服务，退还一半' },
        tenant.financeConfig
      )
  }
}
