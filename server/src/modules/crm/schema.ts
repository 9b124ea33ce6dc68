import { Type } from '@sinclair/typebox'
import {
  ABANDON_REASON_MAX,
  FOLLOW_UP_CONTENT_MAX,
  FOLLOW_UP_KINDS,
  LEAD_EVENT_KINDS,
  LEAD_REMARK_MAX,
  LEAD_SOURCES,
  LEAD_STAGES,
  LEAD_STATUSES,
  LEAD_TABS,
  LEAD_TAG_LENGTH_MAX,
  LEAD_TAG_MAX,
  POOL_RULE_LIMITS,
  PROSPECT_FILTERS
} from '@contract/crm'
import { Cursor, Id, MESSAGE, oneOf, PageSize, withMessage } from '../../lib/schemas'

const MemberUserId = withMessage(Id, '客户不正确')
const Gender = Type.Union([Type.Literal('male'), Type.Literal('female'), Type.Literal('')])
const Owner = Type.Object({ userId: Type.Integer(), nickname: Type.String() })

export const LeadUserReqSchema = Type.Object({ userId: MemberUserId })

export const LeadPageReqSchema = Type.Object({
  cursor: Cursor,
  pageSize: PageSize,
  tab: withMessage(oneOf(LEAD_TABS), '列表不正确'),
  stage: Type.Optional(withMessage(oneOf(LEAD_STAGES), '阶段不正确')),
  source: Type.Optional(withMessage(oneOf(LEAD_SOURCES), '来源不正确')),
  tag: Type.Optional(Type.String({ maxLength: LEAD_TAG_LENGTH_MAX, [MESSAGE]: '标签不正确' })),
  keyword: Type.Optional(Type.String({ maxLength: 20, [MESSAGE]: '搜索词太长' })),
  expiring: Type.Optional(Type.Boolean()),
  ownerId: Type.Optional(withMessage(Id, '红娘不正确'))
})

const leadItemFields = {
  userId: Type.Integer(),
  nickname: Type.String(),
  avatar: Type.String(),
  gender: Gender,
  age: Type.Integer(),
  city: Type.String(),
  phoneTail: Type.String(),
  source: oneOf(LEAD_SOURCES),
  stage: oneOf(LEAD_STAGES),
  tags: Type.Array(Type.String()),
  status: oneOf(LEAD_STATUSES),
  owner: Type.Union([Owner, Type.Null()]),
  claimedAt: Type.String(),
  expiresAt: Type.String(),
  expiring: Type.Boolean(),
  protectedByContract: Type.Boolean(),
  lastFollowUpAt: Type.String(),
  nextFollowUpAt: Type.String(),
  registeredAt: Type.String()
}
export const LeadItemSchema = Type.Object(leadItemFields)
export const LeadPageSchema = Type.Object({ list: Type.Array(LeadItemSchema), nextCursor: Type.String() })

const TimelineEntry = Type.Object({
  kind: Type.Union([Type.Literal('follow_up'), oneOf(LEAD_EVENT_KINDS)]),
  followUpKind: Type.Union([oneOf(FOLLOW_UP_KINDS), Type.Null()]),
  content: Type.String(),
  actor: Type.String(),
  nextFollowUpAt: Type.String(),
  at: Type.String()
})

export const LeadDetailSchema = Type.Object({
  ...leadItemFields,
  remark: Type.String(),
  aboutMe: Type.String(),
  claimBlocker: Type.String(),
  canClaim: Type.Boolean(),
  canManage: Type.Boolean(),
  canAbandon: Type.Boolean(),
  canAssign: Type.Boolean(),
  hasPhone: Type.Boolean(),
  timeline: Type.Array(TimelineEntry)
})

export const ClaimResSchema = Type.Object({ lead: LeadDetailSchema, claimsLeftToday: Type.Integer() })

export const AbandonLeadReqSchema = Type.Object({
  userId: MemberUserId,
  reason: Type.String({ maxLength: ABANDON_REASON_MAX, [MESSAGE]: `放弃原因最多 ${ABANDON_REASON_MAX} 个字` })
})

export const AssignLeadReqSchema = Type.Object({ userId: MemberUserId, matchmakerId: withMessage(Id, '红娘不正确') })

export const AddFollowUpReqSchema = Type.Object({
  userId: MemberUserId,
  kind: withMessage(oneOf(FOLLOW_UP_KINDS), '跟进方式不正确'),
  content: Type.String({ maxLength: FOLLOW_UP_CONTENT_MAX, [MESSAGE]: `跟进内容最多 ${FOLLOW_UP_CONTENT_MAX} 个字` }),
  nextFollowUpAt: Type.String({ maxLength: 40, [MESSAGE]: '下次跟进时间不正确' })
})

export const UpdateLeadReqSchema = Type.Object({
  userId: MemberUserId,
  stage: Type.Optional(withMessage(oneOf(LEAD_STAGES), '阶段不正确')),
  tags: Type.Optional(
    Type.Array(Type.String({ maxLength: LEAD_TAG_LENGTH_MAX, [MESSAGE]: `每个标签最多 ${LEAD_TAG_LENGTH_MAX} 个字` }), {
      maxItems: LEAD_TAG_MAX,
      [MESSAGE]: `标签最多 ${LEAD_TAG_MAX} 个`
    })
  ),
  remark: Type.Optional(Type.String({ maxLength: LEAD_REMARK_MAX, [MESSAGE]: `备注最多 ${LEAD_REMARK_MAX} 个字` }))
})

export const LeadPhoneSchema = Type.Object({ userId: Type.Integer(), phone: Type.String() })

export const OfficeFiguresSchema = Type.Object({
  dueToday: Type.Integer(),
  myLeads: Type.Integer(),
  expiring: Type.Integer(),
  claimsLeftToday: Type.Integer(),
  poolCount: Type.Integer(),
  rules: Type.Object({
    claimsPerDay: Type.Integer(),
    protectDays: Type.Integer(),
    idleDays: Type.Integer(),
    warnDays: Type.Integer(),
    reclaimBlockDays: Type.Integer()
  }),
  manager: Type.Boolean()
})

const rule = (key: keyof typeof POOL_RULE_LIMITS) => {
  const l = POOL_RULE_LIMITS[key]
  return Type.Integer({ minimum: l.min, maximum: l.max, [MESSAGE]: `${l.label}需在 ${l.min}-${l.max} ${l.unit}之间` })
}
export const PoolRulesSchema = Type.Object({
  claimsPerDay: rule('claimsPerDay'),
  protectDays: rule('protectDays'),
  idleDays: rule('idleDays'),
  warnDays: rule('warnDays'),
  reclaimBlockDays: rule('reclaimBlockDays')
})

export const AssigneesSchema = Type.Array(Owner)

export const ProspectPageReqSchema = Type.Object({
  cursor: Cursor,
  pageSize: PageSize,
  filter: withMessage(oneOf(PROSPECT_FILTERS), '筛选条件不正确')
})

const prospectFields = {
  id: Type.Integer(),
  referrer: Owner,
  source: oneOf(LEAD_SOURCES),
  visits: Type.Integer(),
  firstVisitAt: Type.String(),
  lastVisitAt: Type.String(),
  member: Type.Object({ userId: Type.Integer(), nickname: Type.String(), avatar: Type.String() }),
  converted: Type.Boolean()
}
export const ProspectPageSchema = Type.Object({
  list: Type.Array(Type.Object(prospectFields)),
  nextCursor: Type.String()
})
export const ProspectDetailSchema = Type.Object({
  ...prospectFields,
  lead: Type.Union([LeadItemSchema, Type.Null()])
})
export const ProspectIdReqSchema = Type.Object({ id: withMessage(Id, '潜在客户不正确') })

export const RecordVisitReqSchema = Type.Object({
  referrerId: withMessage(Id, '分享链接已失效')
})
export const RecordVisitResSchema = Type.Object({ converted: Type.Boolean() })

export const ReportReqSchema = Type.Object({
  days: Type.Union([Type.Literal(7), Type.Literal(14), Type.Literal(30)], { [MESSAGE]: '统计周期不正确' })
})

export const OfficeReportSchema = Type.Object({
  days: Type.Integer(),
  bySource: Type.Array(Type.Object({ key: oneOf(LEAD_SOURCES), count: Type.Integer() })),
  followUpsPerDay: Type.Array(Type.Object({ key: Type.String(), count: Type.Integer() })),
  funnel: Type.Array(Type.Object({ key: oneOf(LEAD_STAGES), count: Type.Integer() })),
  matchmakers: Type.Array(
    Type.Object({
      userId: Type.Integer(),
      nickname: Type.String(),
      followUps: Type.Integer(),
      leads: Type.Integer(),
      conversions: Type.Integer(),
      income: Type.Integer()
    })
  )
})
