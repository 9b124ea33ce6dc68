import { on, type ServerModule } from '../../lib/module'
import { registerCashoutHook, registerCommission } from '../finance/kernel'
import { erasePromotionDataOf } from './privacy'
import { rewardRegistration } from './rewards'
import promotionRoutes from './routes'
import { promotionCashout, promotionCommission } from './shares'

export const promotionModule: ServerModule = {
  name: 'promotion',
  dependsOn: ['finance', 'matchmaker', 'user'],
  owns: ['promoRules', 'promoCommissions', 'promoDebts', 'promoPartners'],
  async routes(app) {
    await app.register(promotionRoutes)
  },
  setup() {
    registerCommission('promotion', promotionCommission)
    registerCashoutHook('promotion', promotionCashout)
  },
  subscriptions: [
    on('account.erasing', 'promotion.erasePromotionData', (tx, e) => erasePromotionDataOf(tx, e.tenantId, e.userId)),
    on('love-profile.created', 'promotion.rewardRegistration', rewardRegistration)
  ]
}
