/**
 * Promotion: a 推广红娘 (plugin 12) earns on what the members she brought pay, and a 合伙人红娘
 * (plugin 7) also on what her team's members pay, two levels at most. Money is in fen, shares in
 * basis points (per ten thousand).
 */
import type { Paged } from './models'
import type { PROMOTION_API } from './promotion-api'
type NoBody = Record<string, never>

export interface PageReq {
  pageNum: number
  pageSize: number
}

/** A partner level: reached at either threshold (team sales in fen kept after refunds, or valid members). */
export interface PromotionLevel {
  name: string
  /** The partner's share of her team promoters' commission. */
  basisPoints: number
  minSales: number
  minValidMembers: number
}

/** A tenant's rules. Every edit is a new version; a commission keeps the version in force when it was paid. */
export interface PromotionRules {
  /** How long a binding earns commission (0: for good). */
  bindingDays: number
  /** Days a commission stays pending, refundable, before it can be withdrawn. */
  refundWindowDays: number
  /** The promoter's share of the money a member she brought pays. */
  promoterBasisPoints: number
  /** All promotion shares of one order together never exceed this share of the money paid. */
  capBasisPoints: number
  /** Whether a partner who herself brought the payer also earns her partner share on top. */
  partnerSelfShare: boolean
  /** Lowest first; the first has no thresholds. */
  levels: PromotionLevel[]
  /** fen a promoter is rewarded, by the member's gender, when a member she brought makes her dating profile. */
  registerRewardMale: number
  registerRewardFemale: number
}

export interface PromotionRulesView extends PromotionRules {
  version: number
  updatedAt: string
}

export const PROMOTION_BASIS_POINTS_MAX = 10_000
export const PROMOTION_DAYS_MAX = 3650
/** 2000 万元: the highest threshold or reward an admin can type (fen). */
export const PROMOTION_FEN_MAX = 2_000_000_000
export const PROMOTION_LEVELS_MAX = 10

/** The original product's defaults: 初级 35 %, 中级 40 % at 10,000 元 or 100 members, 战略 45 % at 30,000 元 or 500. */
export const DEFAULT_PROMOTION_RULES: PromotionRules = {
  bindingDays: 0,
  refundWindowDays: 7,
  promoterBasisPoints: 1000,
  capBasisPoints: 3000,
  partnerSelfShare: true,
  levels: [
    { name: '初级合伙人', basisPoints: 3500, minSales: 0, minValidMembers: 0 },
    { name: '中级合伙人', basisPoints: 4000, minSales: 1_000_000, minValidMembers: 100 },
    { name: '战略合伙人', basisPoints: 4500, minSales: 3_000_000, minValidMembers: 500 }
  ],
  registerRewardMale: 0,
  registerRewardFemale: 0
}

/** Index of the highest level whose either threshold the figures reach (0 at least). */
export function promotionLevelIndex(levels: readonly PromotionLevel[], sales: number, validMembers: number): number {
  let reached = 0
  levels.forEach((l, i) => {
    if (i === 0 || sales >= l.minSales || validMembers >= l.minValidMembers) reached = i
  })
  return reached
}

/** A share of a payment (the promoter's, her partner's), or a reward for a member brought who made her profile. */
export const COMMISSION_KINDS = ['promoter', 'partner', 'register'] as const
export type CommissionKind = (typeof COMMISSION_KINDS)[number]
export const COMMISSION_KIND_LABELS: Record<CommissionKind, string> = {
  promoter: '推广佣金',
  partner: '团队分成',
  register: '注册奖励'
}

/**
 * pending until the refund window passes, then available; withdrawn once a cash-out took it;
 * reversed when the whole payment went back.
 */
export const COMMISSION_STATES = ['pending', 'available', 'withdrawn', 'reversed'] as const
export type CommissionState = (typeof COMMISSION_STATES)[number]
export const COMMISSION_STATE_LABELS: Record<CommissionState, string> = {
  pending: '待结算',
  available: '可提现',
  withdrawn: '已提现',
  reversed: '已退款'
}

export interface CommissionItem {
  id: number
  kind: CommissionKind
  state: CommissionState
  orderTitle: string
  /** The payer (or the member registered), as a nickname. */
  payer: string
  /** fen paid in money, the share earned, and what refunds took back of it. */
  baseAmount: number
  amount: number
  reversedAmount: number
  basisPoints: number
  ruleVersion: number
  createdAt: string
  availableAt: string
}

export interface PromotionCentre {
  /** Whether the tenant runs partners and whether I am one. */
  partnerProgramme: boolean
  isPartner: boolean
  /** fen: still refundable; withdrawable (negative while refunds after withdrawal are owed); already withdrawn. */
  pending: number
  available: number
  withdrawn: number
  /** fen refunds took back after the commission had left, not yet paid down by new commission. */
  owed: number
  broughtCount: number
  validMemberCount: number
}

export interface MyLevelsRes {
  levels: PromotionLevel[]
  currentIndex: number
  /** -1 at the top. */
  nextIndex: number
  /** fen kept after refunds of what my team's members paid, and my team's valid members. */
  sales: number
  validMembers: number
  salesToNext: number
  membersToNext: number
}

/** A member I brought; names are nicknames, phones masked. */
export interface BroughtMember {
  id: number
  nickname: string
  avatar: string
  phone: string
  valid: boolean
  boundAt: string
}

export interface MyCommissionsReq extends PageReq {
  /** One kind only: the registration rewards page asks for 'register'. */
  kind?: CommissionKind
}

export interface MyMembersReq extends PageReq {
  validOnly?: boolean
}

export interface TeamPromoter {
  id: number
  nickname: string
  avatar: string
  phone: string
  broughtCount: number
  /** fen her members paid, refunds left out. */
  sales: number
}

/** revoked: an admin ended an approved partnership; she may apply again. */
export const PARTNER_STATUSES = ['pending', 'approved', 'rejected', 'revoked'] as const
export type PartnerStatus = (typeof PARTNER_STATUSES)[number]

export interface PartnerApplication {
  id: number
  status: PartnerStatus
  reason: string
  /** Why staff rejected the application, or ended the partnership. */
  rejectReason: string
  createdAt: string
  reviewedAt: string
}

export interface ApplyPartnerReq {
  reason: string
}

export interface PartnerApplicationRes {
  /** Whether the tenant runs the partner programme (plugin 7). */
  open: boolean
  application: PartnerApplication | null
}

export interface StaffPartnerApplication extends PartnerApplication {
  userId: number
  nickname: string
  phone: string
}

export interface PartnerApplicationsReq extends PageReq {
  status?: PartnerStatus
}

export interface ReviewPartnerReq {
  id: number
  approve: boolean
  rejectReason: string
}

export interface RevokePartnerReq {
  id: number
  reason: string
}

export interface StaffCommissionsReq extends PageReq {
  kind?: CommissionKind
  /** One earner's rows only. */
  beneficiaryId?: number
}

export interface StaffCommissionItem extends CommissionItem {
  beneficiaryId: number
  /** The earner, as a nickname. */
  beneficiary: string
}

export interface PromotionEndpoints {
  [PROMOTION_API.getMyCentre]: { req: NoBody; res: PromotionCentre }
  [PROMOTION_API.getMyLevels]: { req: NoBody; res: MyLevelsRes }
  [PROMOTION_API.getMyCommissions]: { req: MyCommissionsReq; res: Paged<CommissionItem> }
  [PROMOTION_API.getMyMembers]: { req: MyMembersReq; res: Paged<BroughtMember> }
  [PROMOTION_API.getMyTeam]: { req: PageReq; res: Paged<TeamPromoter> }
  [PROMOTION_API.getPartnerApplication]: { req: NoBody; res: PartnerApplicationRes }
  [PROMOTION_API.applyPartner]: { req: ApplyPartnerReq; res: PartnerApplication }
  [PROMOTION_API.getRules]: { req: NoBody; res: PromotionRulesView }
  [PROMOTION_API.saveRules]: { req: PromotionRules; res: PromotionRulesView }
  [PROMOTION_API.getPartnerApplications]: { req: PartnerApplicationsReq; res: Paged<StaffPartnerApplication> }
  [PROMOTION_API.reviewPartner]: { req: ReviewPartnerReq; res: StaffPartnerApplication }
  [PROMOTION_API.revokePartner]: { req: RevokePartnerReq; res: StaffPartnerApplication }
  [PROMOTION_API.getCommissionPage]: { req: StaffCommissionsReq; res: Paged<StaffCommissionItem> }
}
