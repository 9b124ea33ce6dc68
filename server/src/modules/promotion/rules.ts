import { desc, eq } from 'drizzle-orm'
import { DEFAULT_PROMOTION_RULES, type PromotionRules, type PromotionRulesView } from '@contract/promotion'
import type { Queryable, Tx } from '../../db/client'
import { promoRules } from '../../db/schema'
import { BizError, conflict } from '../../lib/errors'

export interface RulesInForce {
  version: number
  rules: PromotionRules
  createdAt: Date
}

async function latest(db: Queryable, tenantId: number): Promise<RulesInForce | undefined> {
  const [row] = await db
    .select({ version: promoRules.version, rules: promoRules.rules, createdAt: promoRules.createdAt })
    .from(promoRules)
    .where(eq(promoRules.tenantId, tenantId))
    .orderBy(desc(promoRules.version))
    .limit(1)
  return row
}

/**
 * The rules in force: the tenant's latest version, the defaults written as version 1 the first time
 * anyone asks (a commission must name a version that exists).
 */
export async function rulesInForce(db: Queryable, tenantId: number): Promise<RulesInForce> {
  const found = await latest(db, tenantId)
  if (found) return found
  await db.insert(promoRules).values({ tenantId, version: 1, rules: DEFAULT_PROMOTION_RULES }).onConflictDoNothing()
  return (await latest(db, tenantId))!
}

export const rulesView = (r: RulesInForce): PromotionRulesView => ({
  ...r.rules,
  levels: r.rules.levels.map((l) => ({ ...l })),
  version: r.version,
  updatedAt: r.createdAt.toISOString()
})

/** Levels climb: each asks more than the one below on both figures, the first nothing. */
function checkLevels(rules: PromotionRules): void {
  const [first, ...rest] = rules.levels
  if (!first) throw new BizError('至少需要一个等级')
  if (first.minSales !== 0 || first.minValidMembers !== 0) throw new BizError('第一个等级不设升级条件')
  rest.forEach((l, i) => {
    const below = rules.levels[i]
    if (l.minSales <= below.minSales || l.minValidMembers <= below.minValidMembers)
      throw new BizError(`${l.name}的升级条件须高于${below.name}`)
  })
  if (new Set(rules.levels.map((l) => l.name.trim())).size !== rules.levels.length)
    throw new BizError('等级名称不能重复')
  if (rules.promoterBasisPoints > rules.capBasisPoints) throw new BizError('推广佣金比例不能高于单笔分成上限')
}

/**
 * Saves the admin's rules as the next version; commissions keep the version they were paid under.
 * Of two saves made at once from the same version, the second finds its number taken and is refused.
 */
export async function saveRules(tx: Tx, tenantId: number, by: number, input: PromotionRules): Promise<RulesInForce> {
  const rules: PromotionRules = {
    bindingDays: input.bindingDays,
    refundWindowDays: input.refundWindowDays,
    promoterBasisPoints: input.promoterBasisPoints,
    capBasisPoints: input.capBasisPoints,
    partnerSelfShare: input.partnerSelfShare,
    levels: input.levels.map((l) => ({
      name: l.name.trim(),
      basisPoints: l.basisPoints,
      minSales: l.minSales,
      minValidMembers: l.minValidMembers
    })),
    registerRewardMale: input.registerRewardMale,
    registerRewardFemale: input.registerRewardFemale
  }
  checkLevels(rules)
  const current = await rulesInForce(tx, tenantId)
  const [saved] = await tx
    .insert(promoRules)
    .values({ tenantId, version: current.version + 1, rules, createdBy: by })
    .onConflictDoNothing()
    .returning({ version: promoRules.version, rules: promoRules.rules, createdAt: promoRules.createdAt })
  if (!saved) throw conflict('推广规则刚被修改过，请刷新后再保存')
  return saved
}
