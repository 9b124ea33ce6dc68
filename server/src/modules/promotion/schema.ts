import { Type } from '@sinclair/typebox'
import {
  COMMISSION_KINDS,
  COMMISSION_STATES,
  PARTNER_STATUSES,
  PROMOTION_BASIS_POINTS_MAX,
  PROMOTION_DAYS_MAX,
  PROMOTION_FEN_MAX,
  PROMOTION_LEVELS_MAX
} from '@contract/promotion'
import { Id, INT4_MAX, MESSAGE, PageFields, PagedOf, oneOf } from '../../lib/schemas'

const BasisPoints = Type.Integer({ minimum: 0, maximum: PROMOTION_BASIS_POINTS_MAX, [MESSAGE]: '比例须在0到100%之间' })
const Days = Type.Integer({ minimum: 0, maximum: PROMOTION_DAYS_MAX, [MESSAGE]: '天数不正确' })
const Fen = Type.Integer({ minimum: 0, maximum: PROMOTION_FEN_MAX, [MESSAGE]: '金额不正确' })

export const LevelSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 20, [MESSAGE]: '请填写等级名称（20字以内）' }),
  basisPoints: BasisPoints,
  minSales: Fen,
  minValidMembers: Type.Integer({ minimum: 0, maximum: INT4_MAX, [MESSAGE]: '人数不正确' })
})

export const RulesSchema = Type.Object({
  bindingDays: Days,
  refundWindowDays: Days,
  promoterBasisPoints: BasisPoints,
  capBasisPoints: BasisPoints,
  partnerSelfShare: Type.Boolean(),
  levels: Type.Array(LevelSchema, { minItems: 1, maxItems: PROMOTION_LEVELS_MAX, [MESSAGE]: '等级须在1到10个之间' }),
  registerRewardMale: Fen,
  registerRewardFemale: Fen
})

export const RulesViewSchema = Type.Composite([
  RulesSchema,
  Type.Object({ version: Type.Integer(), updatedAt: Type.String() })
])

export const PageReqSchema = Type.Object(PageFields)

export const CommissionsReqSchema = Type.Object({ ...PageFields, kind: Type.Optional(oneOf(COMMISSION_KINDS)) })

export const CentreSchema = Type.Object({
  partnerProgramme: Type.Boolean(),
  isPartner: Type.Boolean(),
  pending: Type.Integer(),
  available: Type.Integer(),
  withdrawn: Type.Integer(),
  owed: Type.Integer(),
  broughtCount: Type.Integer(),
  validMemberCount: Type.Integer()
})

export const LevelsSchema = Type.Object({
  levels: Type.Array(LevelSchema),
  currentIndex: Type.Integer(),
  nextIndex: Type.Integer(),
  sales: Type.Integer(),
  validMembers: Type.Integer(),
  salesToNext: Type.Integer(),
  membersToNext: Type.Integer()
})

const commissionFields = {
  id: Type.Integer(),
  kind: oneOf(COMMISSION_KINDS),
  state: oneOf(COMMISSION_STATES),
  orderTitle: Type.String(),
  payer: Type.String(),
  baseAmount: Type.Integer(),
  amount: Type.Integer(),
  reversedAmount: Type.Integer(),
  basisPoints: Type.Integer(),
  ruleVersion: Type.Integer(),
  createdAt: Type.String(),
  availableAt: Type.String()
}

export const CommissionPageSchema = PagedOf(Type.Object(commissionFields))

export const StaffCommissionsReqSchema = Type.Object({
  ...PageFields,
  kind: Type.Optional(oneOf(COMMISSION_KINDS)),
  beneficiaryId: Type.Optional(Id)
})

export const StaffCommissionPageSchema = PagedOf(
  Type.Object({ ...commissionFields, beneficiaryId: Type.Integer(), beneficiary: Type.String() })
)

export const MembersReqSchema = Type.Object({ ...PageFields, validOnly: Type.Optional(Type.Boolean()) })

export const MemberPageSchema = PagedOf(
  Type.Object({
    id: Type.Integer(),
    nickname: Type.String(),
    avatar: Type.String(),
    phone: Type.String(),
    valid: Type.Boolean(),
    boundAt: Type.String()
  })
)

export const TeamPageSchema = PagedOf(
  Type.Object({
    id: Type.Integer(),
    nickname: Type.String(),
    avatar: Type.String(),
    phone: Type.String(),
    broughtCount: Type.Integer(),
    sales: Type.Integer()
  })
)

const applicationFields = {
  id: Type.Integer(),
  status: oneOf(PARTNER_STATUSES),
  reason: Type.String(),
  rejectReason: Type.String(),
  createdAt: Type.String(),
  reviewedAt: Type.String()
}

export const ApplicationSchema = Type.Object(applicationFields)

export const ApplicationResSchema = Type.Object({
  open: Type.Boolean(),
  application: Type.Union([ApplicationSchema, Type.Null()])
})

export const ApplyReqSchema = Type.Object({
  reason: Type.String({ maxLength: 500, [MESSAGE]: '申请说明不超过500字' })
})

export const StaffApplicationSchema = Type.Object({
  ...applicationFields,
  userId: Type.Integer(),
  nickname: Type.String(),
  phone: Type.String()
})

export const ApplicationsReqSchema = Type.Object({ ...PageFields, status: Type.Optional(oneOf(PARTNER_STATUSES)) })

export const ReviewReqSchema = Type.Object({
  id: Id,
  approve: Type.Boolean(),
  rejectReason: Type.String({ maxLength: 200, [MESSAGE]: '驳回原因不超过200字' })
})

export const StaffApplicationPageSchema = PagedOf(StaffApplicationSchema)

export const RevokeReqSchema = Type.Object({
  id: Id,
  reason: Type.String({ maxLength: 200, [MESSAGE]: '取消原因不超过200字' })
})
