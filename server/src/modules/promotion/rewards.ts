import { and, eq } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { promoCommissions, users } from '../../db/schema'
import type { DomainEvents } from '../../lib/events'
import { postTxn } from '../finance/ledger'
import { rulesInForce } from './rules'
import { bindingLive, bindingOf } from './shares'
import { programmesOf } from './team'

/**
 * A promoter's reward when a member she brought makes her dating profile (a valid member), by the
 * member's gender under the rules in force, in the profile's transaction. Nothing can be refunded, so
 * it is available at once and leaves with her next cash-out; the row is unique per member, so a
 * member who deletes and remakes her profile rewards nobody twice.
 */
export async function rewardRegistration(tx: Tx, e: DomainEvents['love-profile.created']): Promise<void> {
  const { tenantId, userId } = e
  if (!(await programmesOf(tx, tenantId)).promoters) return
  const { version, rules } = await rulesInForce(tx, tenantId)
  const reward = e.gender === 'male' ? rules.registerRewardMale : rules.registerRewardFemale
  if (reward <= 0) return
  const member = await bindingOf(tx, tenantId, userId)
  const promoterId = member?.promoterId ?? null
  if (promoterId === null || promoterId === userId || !bindingLive(rules, member.boundAt, new Date())) return
  const [who] = await tx
    .select({ nickname: users.nickname })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
  const now = new Date()
  const [written] = await tx
    .insert(promoCommissions)
    .values({
      tenantId,
      kind: 'register',
      orderId: null,
      orderTitle: `注册奖励：${who?.nickname ?? ''}`,
      payerId: userId,
      beneficiaryId: promoterId,
      promoterId,
      ruleVersion: version,
      baseAmount: 0,
      amount: reward,
      basisPoints: 0,
      availableAt: now,
      createdAt: now
    })
    .onConflictDoNothing()
    .returning({ id: promoCommissions.id })
  if (!written) return
  await postTxn(tx, tenantId, {
    bizType: 'promo_register_reward',
    bizId: String(written.id),
    title: '推广注册奖励',
    postings: [
      { system: 'revenue', amount: -reward },
      { system: 'commission', amount: reward }
    ]
  })
}
