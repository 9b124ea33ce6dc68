import { Type } from '@sinclair/typebox'
import { EVENT_KINDS, EVENT_PHASES } from '@contract/active'
import { Id, MemberId, oneOf, withMessage } from '../../lib/schemas'

const EventId = withMessage(Id, '活动不正确')

export const RoomReqSchema = Type.Object({ eventId: EventId })
export const RoomGuestReqSchema = Type.Object({ eventId: EventId, userId: withMessage(MemberId, '嘉宾不正确') })
/** The event's picksPerGuest is the real limit; the bound only keeps a forged list small. */
export const SavePicksReqSchema = Type.Object({
  eventId: EventId,
  userIds: withMessage(Type.Array(Id, { maxItems: 50 }), '选择的嘉宾不正确')
})

export const RoomGuestSchema = Type.Object({
  userId: Type.Integer(),
  nickname: Type.String(),
  avatar: Type.String(),
  age: Type.Integer(),
  height: Type.Integer(),
  city: Type.String(),
  education: Type.String(),
  occupation: Type.String()
})

export const RoomGuestDetailSchema = Type.Object({
  ...RoomGuestSchema.properties,
  album: Type.Array(Type.String()),
  aboutMe: Type.String(),
  picked: Type.Boolean(),
  matched: Type.Boolean()
})

export const RoomViewSchema = Type.Object({
  event: Type.Object({
    id: Type.Integer(),
    title: Type.String(),
    cover: Type.String(),
    kind: oneOf(EVENT_KINDS),
    phase: oneOf(EVENT_PHASES),
    startsAt: Type.String(),
    endsAt: Type.String(),
    picksPerGuest: Type.Integer(),
    revealAt: Type.String()
  }),
  isGuest: Type.Boolean(),
  canPick: Type.Boolean(),
  blocker: Type.String(),
  guests: Type.Array(RoomGuestSchema),
  myPicks: Type.Array(Type.Integer()),
  revealed: Type.Boolean(),
  matches: Type.Array(RoomGuestSchema)
})

export const RevealResSchema = Type.Object({ matchedPairs: Type.Integer() })
