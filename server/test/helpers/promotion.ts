import { and, eq, sql } from 'drizzle-orm'
import { API, type ApiPath, type ReqOf } from '@contract/api'
import type { PromotionRules } from '@contract/promotion'
import { promoCommissions, users } from '../../src/db/schema'
import type { TestApp } from './app'
import { ok, tenantOf } from './finance'
import type { Lover } from './love'

/** What the promotion suites do as promoters, partners and admins, on the suite's app. */
export function promotionKit(app: () => TestApp) {
  const send = <P extends ApiPath>(who: Lover, path: P, body: ReqOf<P> | Record<string, unknown> = {}) =>
    app().call(path, body, { token: who.token, host: who.host })

  /** `who` opens `promoter`'s shared link once logged in: whether it bound her. */
  const bring = async (promoter: Lover, who: Lover) =>
    (await ok(send(who, API.love.saveExtensionDetail, { id: promoter.id }))).bound

  async function saveRules(admin: Lover, patch: Partial<PromotionRules>) {
    const current = await ok(send(admin, API.promotion.getRules))
    const { version: _v, updatedAt: _u, ...rules } = current
    return ok(send(admin, API.promotion.saveRules, { ...rules, ...patch }))
  }

  /** Approves `who` as a partner through the application and the admin's review. */
  async function makePartner(admin: Lover, who: Lover) {
    const applied = await ok(send(who, API.promotion.applyPartner, { reason: '带团队' }))
    await ok(send(admin, API.promotion.reviewPartner, { id: applied.id, approve: true, rejectReason: '' }))
  }

  const commissionsOfPayer = (payer: Lover) =>
    app()
      .app.db.select()
      .from(promoCommissions)
      .where(and(eq(promoCommissions.tenantId, tenantOf(payer)), eq(promoCommissions.payerId, payer.id)))
      .orderBy(promoCommissions.id)

  /** The refund window passes for these shares: the clock is moved by moving their availableAt back. */
  async function windowPasses(payer: Lover) {
    await app()
      .app.db.update(promoCommissions)
      .set({ availableAt: sql`now() - interval '1 second'` })
      .where(and(eq(promoCommissions.tenantId, tenantOf(payer)), eq(promoCommissions.payerId, payer.id)))
  }

  /** Moves when `who` was bound back by `days`. */
  async function boundDaysAgo(who: Lover, days: number) {
    await app()
      .app.db.update(users)
      .set({ promoterBoundAt: new Date(Date.now() - days * 24 * 60 * 60 * 1000) })
      .where(and(eq(users.tenantId, tenantOf(who)), eq(users.id, who.id)))
  }

  const centre = (who: Lover) => ok(send(who, API.promotion.getMyCentre))

  return { send, bring, saveRules, makePartner, commissionsOfPayer, windowPasses, boundDaysAgo, centre }
}
