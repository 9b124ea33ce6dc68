import { Type } from '@sinclair/typebox'
import { REPORT_REASONS } from '@contract/love'
import { REPORT_ACTIONS, REPORT_STATUSES } from '@contract/report'
import { ReportItemSchema as MessageReportItemSchema } from '../message/schema'
import { Cursor, MemberId, MESSAGE, oneOf, PageSize, withMessage } from '../../lib/schemas'

const Peer = Type.Object({ userId: Type.Integer(), nickname: Type.String(), avatar: Type.String() })
const Status = oneOf(REPORT_STATUSES)

export const PageReqSchema = Type.Object({ cursor: Cursor, pageSize: PageSize })

export const QueueReqSchema = Type.Object({
  tab: withMessage(oneOf(['pending', 'handled'] as const), '举报状态不正确'),
  cursor: Cursor,
  pageSize: PageSize
})

const ReportedMemberSchema = Type.Object({
  ...Peer.properties,
  album: Type.Array(Type.String()),
  aboutMe: Type.String(),
  registeredAt: Type.String(),
  accountStatus: oneOf(['active', 'disabled', 'deleted'] as const),
  staffHidden: Type.Boolean(),
  placementsPaused: Type.Boolean(),
  history: Type.Array(
    Type.Object({
      id: Type.Integer(),
      reason: oneOf(REPORT_REASONS),
      status: Status,
      createdAt: Type.String(),
      handledAt: Type.String()
    })
  ),
  warnings: Type.Integer(),
  pendingReports: Type.Integer()
})

const ProfileReportSchema = Type.Object({
  id: Type.Integer(),
  reporter: Peer,
  reason: oneOf(REPORT_REASONS),
  description: Type.String(),
  images: Type.Array(Type.String()),
  times: Type.Integer(),
  status: Status,
  resolution: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  handledAt: Type.String()
})

export const ReportCaseSchema = Type.Object({
  member: ReportedMemberSchema,
  profileReports: Type.Array(ProfileReportSchema),
  messageReports: Type.Array(MessageReportItemSchema),
  at: Type.String()
})
export const QueuePageSchema = Type.Object({ list: Type.Array(ReportCaseSchema), nextCursor: Type.String() })

export const HandleReqSchema = Type.Object({
  targetId: withMessage(MemberId, '被举报的会员不正确'),
  action: withMessage(oneOf(REPORT_ACTIONS), '请选择处理方式'),
  resolution: Type.String({ maxLength: 200, [MESSAGE]: '处理说明最多200个字' })
})
export const HandleResSchema = Type.Object({ decided: Type.Integer() })
export const UnhideReqSchema = Type.Object({ userId: MemberId })

export const MyReportSchema = Type.Object({
  id: Type.Integer(),
  target: Peer,
  reason: oneOf(REPORT_REASONS),
  status: Status,
  times: Type.Integer(),
  createdAt: Type.String(),
  handledAt: Type.String()
})
export const MyReportPageSchema = Type.Object({ list: Type.Array(MyReportSchema), nextCursor: Type.String() })
