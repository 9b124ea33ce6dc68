/**
 * The promotion group's paths (`API.promotion` in types/api.ts): promoters (推广红娘, plugin 12) and
 * partners (合伙人红娘, plugin 7) who earn on what the members they brought pay.
 */
export const PROMOTION_API = {
  getMyCentre: '/love/api/promotion/getMyCentre',
  getMyLevels: '/love/api/promotion/getMyLevels',
  getMyCommissions: '/love/api/promotion/getMyCommissions',
  getMyMembers: '/love/api/promotion/getMyMembers',
  getMyTeam: '/love/api/promotion/getMyTeam',
  getPartnerApplication: '/love/api/promotion/getPartnerApplication',
  applyPartner: '/love/api/promotion/applyPartner',
  getRules: '/common/api/promotion/staff/getRules',
  saveRules: '/common/api/promotion/staff/saveRules',
  getPartnerApplications: '/common/api/promotion/staff/getPartnerApplications',
  reviewPartner: '/common/api/promotion/staff/reviewPartner',
  revokePartner: '/common/api/promotion/staff/revokePartner',
  getCommissionPage: '/common/api/promotion/staff/getCommissionPage'
} as const
