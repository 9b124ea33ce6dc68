import { Type } from '@sinclair/typebox'
import {
  EVENT_KINDS,
  EVENT_PHASES,
  EVENT_PICKS_MAX,
  EVENT_PRICE_MAX,
  EVENT_QUOTA_MAX,
  EVENT_STATUSES,
  EVENT_TABS,
  MANAGED_EVENT_TABS,
  SIGNUP_STATUSES
} from '@contract/active'
import { PAY_METHODS } from '@contract/finance'
import { Cursor, Id, MESSAGE, oneOf, PageSize, withMessage } from '../../lib/schemas'
import { ImageUrl } from '../image/schema'

/** The longest free texts an event takes; the staff editor stops typing at the same lengths. */
export const EVENT_TEXT_MAX = { city: 20, venue: 100, organiser: 30, rules: 2000, cancelReason: 200 } as const

export const EventId = withMessage(Id, '活动不正确')
export const EventIdReqSchema = Type.Object({ eventId: EventId })

const Seats = Type.Object({ male: Type.Integer(), female: Type.Integer() })
const Location = Type.Object({ lat: Type.Number(), lng: Type.Number() })

const cardFields = {
  id: Type.Integer(),
  kind: oneOf(EVENT_KINDS),
  title: Type.String(),
  cover: Type.String(),
  city: Type.String(),
  venue: Type.String(),
  startsAt: Type.String(),
  endsAt: Type.String(),
  signupEndsAt: Type.String(),
  phase: oneOf(EVENT_PHASES),
  price: Seats,
  quota: Seats,
  seatsLeft: Seats,
  signedCount: Type.Integer(),
  mutualSelection: Type.Boolean()
}
export const EventCardSchema = Type.Object(cardFields)
export const EventCardPageSchema = Type.Object({ list: Type.Array(EventCardSchema), nextCursor: Type.String() })

export const MySignupSchema = Type.Object({
  id: Type.Integer(),
  eventId: Type.Integer(),
  status: oneOf(SIGNUP_STATUSES),
  fee: Type.Integer(),
  payMethod: Type.Union([oneOf(PAY_METHODS), Type.Null()]),
  orderNo: Type.String(),
  holdExpiresAt: Type.String(),
  checkInCode: Type.String(),
  checkedInAt: Type.String(),
  refunded: Type.Integer(),
  reason: Type.String(),
  cancellable: Type.Boolean(),
  createdAt: Type.String()
})

export const EventDetailSchema = Type.Object({
  ...cardFields,
  signupStartsAt: Type.String(),
  cancelDeadline: Type.String(),
  location: Type.Union([Location, Type.Null()]),
  rules: Type.String(),
  organiser: Type.String(),
  realNameRequired: Type.Boolean(),
  auditRequired: Type.Boolean(),
  picksPerGuest: Type.Integer(),
  revealAt: Type.String(),
  guestAvatars: Type.Array(Type.String()),
  mySignup: Type.Union([MySignupSchema, Type.Null()]),
  signupBlocker: Type.String(),
  pointsAccepted: Type.Boolean()
})

export const EventPageReqSchema = Type.Object({
  tab: withMessage(oneOf(EVENT_TABS), '活动分类不正确'),
  kind: Type.Optional(withMessage(oneOf(EVENT_KINDS), '活动类型不正确')),
  cursor: Cursor,
  pageSize: PageSize
})

export const ManagedEventPageReqSchema = Type.Object({
  tab: withMessage(oneOf(MANAGED_EVENT_TABS), '活动分类不正确'),
  cursor: Cursor,
  pageSize: PageSize
})

export const SignupCountsSchema = Type.Object({
  unpaid: Type.Integer(),
  pendingAudit: Type.Integer(),
  approved: Type.Integer(),
  checkedIn: Type.Integer(),
  income: Type.Integer()
})

export const ManagedEventItemSchema = Type.Object({
  ...cardFields,
  status: oneOf(EVENT_STATUSES),
  counts: SignupCountsSchema,
  organiser: Type.String()
})
export const ManagedEventPageSchema = Type.Object({
  list: Type.Array(ManagedEventItemSchema),
  nextCursor: Type.String()
})

/**
 * An event's cover: the same rule as every uploaded image, but its ownership is checked by the
 * service, not the uploaded-images plugin, which admits only the requester's own uploads: an admin
 * editing a matchmaker's event keeps the cover the matchmaker chose (saveEvent checks a new one).
 */
const Cover = Type.Union(
  [Type.Literal(''), Type.String({ maxLength: ImageUrl.maxLength, pattern: ImageUrl.pattern })],
  { [MESSAGE]: '封面图片不正确，请重新上传' }
)

/** An ISO time; the service reads it and checks the times against each other. */
const Time = (label: string) => Type.String({ minLength: 1, maxLength: 40, [MESSAGE]: `请选择${label}` })

const text = (max: number, label: string) => Type.String({ maxLength: max, [MESSAGE]: `${label}最多${max}个字` })

const inputFields = {
  kind: withMessage(oneOf(EVENT_KINDS), '请选择活动类型'),
  title: Type.String({ maxLength: 200, [MESSAGE]: '活动名称不正确' }),
  cover: Cover,
  city: text(EVENT_TEXT_MAX.city, '城市'),
  venue: text(EVENT_TEXT_MAX.venue, '活动地点'),
  location: Type.Union(
    [
      Type.Object({
        lat: Type.Number({ minimum: -90, maximum: 90, [MESSAGE]: '纬度须为-90到90之间的数字' }),
        lng: Type.Number({ minimum: -180, maximum: 180, [MESSAGE]: '经度须为-180到180之间的数字' })
      }),
      Type.Null()
    ],
    { [MESSAGE]: '地图坐标不正确' }
  ),
  signupStartsAt: Time('报名开始时间'),
  signupEndsAt: Time('报名截止时间'),
  startsAt: Time('活动开始时间'),
  endsAt: Time('活动结束时间'),
  cancelDeadline: Time('取消截止时间'),
  quotaMale: Type.Integer({
    minimum: 0,
    maximum: EVENT_QUOTA_MAX,
    [MESSAGE]: `男士名额须为0-${EVENT_QUOTA_MAX}的整数`
  }),
  quotaFemale: Type.Integer({
    minimum: 0,
    maximum: EVENT_QUOTA_MAX,
    [MESSAGE]: `女士名额须为0-${EVENT_QUOTA_MAX}的整数`
  }),
  priceMale: Type.Integer({
    minimum: 0,
    maximum: EVENT_PRICE_MAX,
    [MESSAGE]: `男士费用须为0-${EVENT_PRICE_MAX / 100}元`
  }),
  priceFemale: Type.Integer({
    minimum: 0,
    maximum: EVENT_PRICE_MAX,
    [MESSAGE]: `女士费用须为0-${EVENT_PRICE_MAX / 100}元`
  }),
  realNameRequired: Type.Boolean(),
  auditRequired: Type.Boolean(),
  mutualSelection: Type.Boolean(),
  picksPerGuest: Type.Integer({
    minimum: 0,
    maximum: EVENT_PICKS_MAX,
    [MESSAGE]: `每人可选人数须为1-${EVENT_PICKS_MAX}`
  }),
  revealAt: Type.String({ maxLength: 40, [MESSAGE]: '请选择互选结果的揭晓时间' }),
  rules: text(EVENT_TEXT_MAX.rules, '活动须知'),
  organiser: text(EVENT_TEXT_MAX.organiser, '主办方')
}

export const SaveEventReqSchema = Type.Object({ id: Type.Optional(EventId), ...inputFields })

export const EditableEventSchema = Type.Object({
  id: Type.Integer(),
  kind: oneOf(EVENT_KINDS),
  title: Type.String(),
  cover: Type.String(),
  city: Type.String(),
  venue: Type.String(),
  location: Type.Union([Location, Type.Null()]),
  signupStartsAt: Type.String(),
  signupEndsAt: Type.String(),
  startsAt: Type.String(),
  endsAt: Type.String(),
  cancelDeadline: Type.String(),
  quotaMale: Type.Integer(),
  quotaFemale: Type.Integer(),
  priceMale: Type.Integer(),
  priceFemale: Type.Integer(),
  realNameRequired: Type.Boolean(),
  auditRequired: Type.Boolean(),
  mutualSelection: Type.Boolean(),
  picksPerGuest: Type.Integer(),
  revealAt: Type.String(),
  rules: Type.String(),
  organiser: Type.String(),
  status: oneOf(EVENT_STATUSES),
  phase: oneOf(EVENT_PHASES),
  organiserId: Type.Integer(),
  hasPaidSignups: Type.Boolean(),
  revealedAt: Type.String()
})

export const CancelEventReqSchema = Type.Object({
  eventId: EventId,
  reason: Type.String({
    minLength: 1,
    maxLength: EVENT_TEXT_MAX.cancelReason,
    pattern: '\\S',
    [MESSAGE]: `请填写取消原因（最多${EVENT_TEXT_MAX.cancelReason}个字）`
  })
})
export const CancelEventResSchema = Type.Object({ refunded: Type.Integer() })
