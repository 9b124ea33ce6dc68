import { PROMOTION_API } from '@contract/promotion-api'
import type {
  ApplyPartnerReq,
  MyCommissionsReq,
  MyMembersReq,
  PageReq,
  PartnerApplicationsReq,
  PromotionRules,
  ReviewPartnerReq,
  RevokePartnerReq,
  StaffCommissionsReq
} from '@contract/promotion'
import { call, SAVING, SUBMITTING, type CallOptions } from './client'

export const getMyCentre = (options?: CallOptions) => call(PROMOTION_API.getMyCentre, {}, options)
export const getMyLevels = (options?: CallOptions) => call(PROMOTION_API.getMyLevels, {}, options)
export const getMyCommissions = (req: MyCommissionsReq) => call(PROMOTION_API.getMyCommissions, req)
export const getMyMembers = (req: MyMembersReq) => call(PROMOTION_API.getMyMembers, req)
export const getMyTeam = (req: PageReq) => call(PROMOTION_API.getMyTeam, req)

export const getPartnerApplication = () => call(PROMOTION_API.getPartnerApplication, {})
export const applyPartner = (req: ApplyPartnerReq) => call(PROMOTION_API.applyPartner, req, SUBMITTING)

export const getRules = () => call(PROMOTION_API.getRules, {})
export const saveRules = (req: PromotionRules) => call(PROMOTION_API.saveRules, req, SAVING)
export const getPartnerApplications = (req: PartnerApplicationsReq) => call(PROMOTION_API.getPartnerApplications, req)
export const reviewPartner = (req: ReviewPartnerReq) => call(PROMOTION_API.reviewPartner, req, SUBMITTING)
export const revokePartner = (req: RevokePartnerReq) => call(PROMOTION_API.revokePartner, req, SUBMITTING)
export const getCommissionPage = (req: StaffCommissionsReq) => call(PROMOTION_API.getCommissionPage, req)
