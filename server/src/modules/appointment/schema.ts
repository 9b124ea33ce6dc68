import { Type } from '@sinclair/typebox'
import {
  DATE_ACTIONS,
  DATE_RESPONSES,
  DATE_STATUSES,
  DATE_TABS,
  FEEDBACK_MAX,
  MEETING_ACTIONS,
  MEETING_MESSAGE_MAX,
  MEETING_STATUSES,
  PLACE_MAX,
  REASON_MAX
} from '@contract/appointment'
import { GENDERS } from '@contract/love'
import { Cursor, Id, MemberId, MESSAGE, oneOf, PageSize, withMessage } from '../../lib/schemas'

const DateId = withMessage(Id, '约会不正确')
const MeetingId = withMessage(Id, '约见申请不正确')
const Reason = Type.String({ maxLength: REASON_MAX, default: '', [MESSAGE]: `原因最多${REASON_MAX}字` })
const Keyword = Type.String({ maxLength: 30, default: '', [MESSAGE]: '搜索内容最多30字' })
const pageFields = { cursor: Cursor, pageSize: PageSize }

const memberFields = {
  userId: Type.Integer(),
  nickname: Type.String(),
  avatar: Type.String(),
  gender: Type.Union([oneOf(GENDERS), Type.Null()]),
  age: Type.Union([Type.Integer(), Type.Null()]),
  city: Type.String()
}
export const OfficeMemberSchema = Type.Object(memberFields)

export const StaffMeetingSchema = Type.Object({
  id: Type.Integer(),
  customer: OfficeMemberSchema,
  target: OfficeMemberSchema,
  matchmakerId: Type.Integer(),
  matchmakerName: Type.String(),
  proposed: Type.Boolean(),
  message: Type.String(),
  status: oneOf(MEETING_STATUSES),
  reason: Type.String(),
  dated: Type.Boolean(),
  createdAt: Type.String(),
  updatedAt: Type.String()
})

export const StaffDateSchema = Type.Object({
  id: Type.Integer(),
  meetingRequestId: Type.Integer(),
  customer: OfficeMemberSchema,
  partner: OfficeMemberSchema,
  matchmakerId: Type.Integer(),
  matchmakerName: Type.String(),
  place: Type.String(),
  startsAt: Type.String(),
  status: oneOf(DATE_STATUSES),
  feedback: Type.String(),
  rating: Type.Union([Type.Integer(), Type.Null()]),
  reason: Type.String(),
  contractId: Type.Integer(),
  customerConfirmedAt: Type.String(),
  createdAt: Type.String(),
  side: Type.Union([Type.Literal('arranger'), Type.Literal('partner')]),
  canRespond: Type.Boolean()
})

export const QuotaCounterSchema = Type.Object({
  contractId: Type.Integer(),
  name: Type.String(),
  meetingsUsed: Type.Integer(),
  meetingQuota: Type.Integer()
})

export const MyDateSchema = Type.Object({
  id: Type.Integer(),
  role: Type.Union([Type.Literal('customer'), Type.Literal('partner')]),
  other: OfficeMemberSchema,
  matchmakerName: Type.String(),
  place: Type.String(),
  startsAt: Type.String(),
  status: oneOf(DATE_STATUSES),
  reason: Type.String(),
  feedback: Type.String(),
  rating: Type.Union([Type.Integer(), Type.Null()]),
  countedInContract: Type.Boolean(),
  customerConfirmedAt: Type.String(),
  canConfirm: Type.Boolean(),
  canRespond: Type.Boolean()
})

const pageOf = <T extends Parameters<typeof Type.Array>[0]>(item: T) =>
  Type.Object({ list: Type.Array(item), nextCursor: Type.String() })

export const MyDatePageSchema = pageOf(MyDateSchema)
export const StaffDatePageSchema = pageOf(StaffDateSchema)
export const StaffMeetingPageSchema = pageOf(StaffMeetingSchema)
export const OfficeMemberPageSchema = pageOf(OfficeMemberSchema)
export const MatchCandidatePageSchema = pageOf(Type.Object({ ...memberFields, reasons: Type.Array(Type.String()) }))
export const MyQuotaSchema = Type.Object({ contract: Type.Union([QuotaCounterSchema, Type.Null()]) })
export const MoveDateResSchema = Type.Object({
  date: StaffDateSchema,
  quota: Type.Union([QuotaCounterSchema, Type.Null()])
})
export const RequestMeetingResSchema = Type.Object({
  id: Type.Integer(),
  status: oneOf(MEETING_STATUSES),
  matchmakerName: Type.String()
})

export const RequestMeetingReqSchema = Type.Object({
  targetId: MemberId,
  message: Type.String({ maxLength: MEETING_MESSAGE_MAX, default: '', [MESSAGE]: `留言最多${MEETING_MESSAGE_MAX}字` })
})
export const CursorReqSchema = Type.Object(pageFields)
export const EmptyReqSchema = Type.Object({})
export const DateIdReqSchema = Type.Object({ dateId: DateId })
export const MeetingPageReqSchema = Type.Object({
  ...pageFields,
  status: Type.Optional(withMessage(oneOf(MEETING_STATUSES), '状态不正确'))
})
export const MatchCustomersReqSchema = Type.Object({ ...pageFields, keyword: Keyword })
export const MatchCandidatesReqSchema = Type.Object({
  ...pageFields,
  customerId: withMessage(Id, '客户不正确'),
  keyword: Keyword
})
export const ProposeMatchReqSchema = Type.Object({
  customerId: withMessage(Id, '客户不正确'),
  targetId: MemberId,
  message: Type.String({
    maxLength: MEETING_MESSAGE_MAX,
    default: '',
    [MESSAGE]: `推荐理由最多${MEETING_MESSAGE_MAX}字`
  })
})
export const MoveMeetingReqSchema = Type.Object({
  meetingId: MeetingId,
  action: withMessage(oneOf(MEETING_ACTIONS), '操作不正确'),
  reason: Reason
})
export const DatePageReqSchema = Type.Object({ ...pageFields, tab: withMessage(oneOf(DATE_TABS), '分类不正确') })
export const ScheduleDateReqSchema = Type.Object({
  meetingRequestId: Type.Integer({ minimum: 0, maximum: 2_147_483_647, default: 0, [MESSAGE]: '约见申请不正确' }),
  customerId: withMessage(Id, '客户不正确'),
  partnerId: withMessage(Id, '约会对象不正确'),
  place: Type.String({ minLength: 1, maxLength: PLACE_MAX, [MESSAGE]: `请填写约会地点（最多${PLACE_MAX}字）` }),
  startsAt: Type.String({ minLength: 1, maxLength: 40, [MESSAGE]: '请选择约会时间' })
})
export const MoveDateReqSchema = Type.Object({
  dateId: DateId,
  action: withMessage(oneOf(DATE_ACTIONS), '操作不正确'),
  reason: Reason
})
export const RespondDateReqSchema = Type.Object({
  dateId: DateId,
  action: withMessage(oneOf(DATE_RESPONSES), '操作不正确'),
  reason: Reason
})
export const DateFeedbackReqSchema = Type.Object({
  dateId: DateId,
  feedback: Type.String({
    minLength: 1,
    maxLength: FEEDBACK_MAX,
    [MESSAGE]: `请填写约会反馈（最多${FEEDBACK_MAX}字）`
  }),
  rating: Type.Integer({ minimum: 1, maximum: 5, [MESSAGE]: '请给出 1–5 星评分' })
})
