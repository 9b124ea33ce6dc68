import { Type } from '@sinclair/typebox'
import { SIGNUP_FILTERS, SIGNUP_STATUSES } from '@contract/active'
import { PAY_METHODS } from '@contract/finance'
import { Cursor, Id, MESSAGE, oneOf, PageSize, withMessage } from '../../lib/schemas'
import { EventCardSchema, EventId, MySignupSchema, SignupCountsSchema } from './schema'

/** The longest reason a rejected member reads. */
export const REJECT_REASON_MAX = 200

export const SignUpReqSchema = Type.Object({
  eventId: EventId,
  sharerId: Type.Optional(withMessage(Id, '推荐人不正确'))
})
export const SignUpResSchema = Type.Object({ signup: MySignupSchema })

export const SignupIdReqSchema = Type.Object({ signupId: withMessage(Id, '报名记录不正确') })

export const MySignupPageReqSchema = Type.Object({ cursor: Cursor, pageSize: PageSize })
export const MySignupPageSchema = Type.Object({
  list: Type.Array(Type.Object({ ...MySignupSchema.properties, event: EventCardSchema })),
  nextCursor: Type.String()
})

export const SignupPageReqSchema = Type.Object({
  eventId: EventId,
  filter: withMessage(oneOf(SIGNUP_FILTERS), '筛选条件不正确'),
  keyword: Type.Optional(Type.String({ maxLength: 30, [MESSAGE]: '搜索内容最多30个字' })),
  cursor: Cursor,
  pageSize: PageSize
})

export const ManagedSignupSchema = Type.Object({
  id: Type.Integer(),
  userId: Type.Integer(),
  nickname: Type.String(),
  avatar: Type.String(),
  gender: oneOf(['male', 'female'] as const),
  age: Type.Integer(),
  realNameVerified: Type.Boolean(),
  status: oneOf(SIGNUP_STATUSES),
  fee: Type.Integer(),
  payMethod: Type.Union([oneOf(PAY_METHODS), Type.Null()]),
  refunded: Type.Integer(),
  reason: Type.String(),
  sharer: Type.String(),
  checkedInAt: Type.String(),
  createdAt: Type.String()
})

export const SignupPageSchema = Type.Object({
  list: Type.Array(ManagedSignupSchema),
  nextCursor: Type.String(),
  counts: SignupCountsSchema,
  pickers: Type.Integer(),
  revealed: Type.Boolean(),
  matchedPairs: Type.Integer()
})

export const AuditSignupReqSchema = Type.Object({
  signupId: withMessage(Id, '报名记录不正确'),
  approve: Type.Boolean({ [MESSAGE]: '请选择通过或不通过' }),
  reason: Type.String({ maxLength: REJECT_REASON_MAX, [MESSAGE]: `原因最多${REJECT_REASON_MAX}个字` })
})

/** A typed code or the text of the member's sign-in QR (types/active.ts signinQrText). */
export const CheckInReqSchema = Type.Object({
  eventId: EventId,
  code: Type.String({ minLength: 1, maxLength: 60, pattern: '\\S', [MESSAGE]: '请输入签到码' })
})

export const ExportSignupsResSchema = Type.Object({ fileName: Type.String(), base64: Type.String() })
