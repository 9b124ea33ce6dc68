import { API } from '@contract/api'
import { DEFAULT_PROMOTION_RULES } from '@contract/promotion'
import type { GroupFixture } from './types'

export const promotionFixture: GroupFixture<'promotion'> = {
  bodies: {
    [API.promotion.getMyCentre]: {},
    [API.promotion.getMyLevels]: {},
    [API.promotion.getMyCommissions]: { pageNum: 1, pageSize: 20, kind: 'register' },
    [API.promotion.getMyMembers]: { pageNum: 1, pageSize: 20, validOnly: false },
    [API.promotion.getMyTeam]: { pageNum: 1, pageSize: 20 },
    [API.promotion.getPartnerApplication]: {},
    [API.promotion.applyPartner]: { reason: '想带团队推广' },
    [API.promotion.getRules]: {},
    [API.promotion.saveRules]: DEFAULT_PROMOTION_RULES,
    [API.promotion.getPartnerApplications]: { pageNum: 1, pageSize: 20, status: 'pending' },
    [API.promotion.reviewPartner]: { id: 1, approve: false, rejectReason: '资料不完整' },
    [API.promotion.revokePartner]: { id: 1, reason: '长期未推广' },
    [API.promotion.getCommissionPage]: { pageNum: 1, pageSize: 20, kind: 'partner', beneficiaryId: 1 }
  },
  publicPaths: []
}
