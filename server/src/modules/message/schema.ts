import { Type } from '@sinclair/typebox'
import { REPORT_REASONS } from '@contract/love'
import { MESSAGE_TEXT_MAX } from '@contract/message'
import { Cursor, Id, INT4_MAX, MemberId, MESSAGE, oneOf, PageSize, withMessage } from '../../lib/schemas'
import { ImageUrl } from '../image/schema'

const ConversationId = withMessage(Id, '会话不正确')
const MessageId = withMessage(Id, '消息不正确')

export const ChatGiftSchema = Type.Object({
  sendId: Type.Integer(),
  name: Type.String(),
  image: Type.String(),
  points: Type.Integer()
})

export const ChatMessageSchema = Type.Object({
  id: Type.Integer(),
  conversationId: Type.Integer(),
  seq: Type.Integer(),
  senderId: Type.Integer(),
  kind: oneOf(['text', 'image', 'gift'] as const),
  text: Type.String(),
  image: Type.String(),
  gift: Type.Union([ChatGiftSchema, Type.Null()]),
  recalled: Type.Boolean(),
  removedByPlatform: Type.Boolean(),
  clientMessageId: Type.String(),
  createdAt: Type.String()
})

export const ChatPeerSchema = Type.Object({ userId: Type.Integer(), nickname: Type.String(), avatar: Type.String() })

const ConversationKindSchema = oneOf(['member', 'matchmaker'] as const)

export const ConversationItemSchema = Type.Object({
  id: Type.Integer(),
  kind: ConversationKindSchema,
  peer: ChatPeerSchema,
  lastMessage: Type.Union([ChatMessageSchema, Type.Null()]),
  unread: Type.Integer(),
  lastSeq: Type.Integer(),
  updatedAt: Type.String()
})

export const UnreadSummarySchema = Type.Object({
  messages: Type.Integer(),
  notices: Type.Integer(),
  total: Type.Integer(),
  office: Type.Integer()
})

export const CursorPageReqSchema = Type.Object({ cursor: Cursor, pageSize: PageSize })
export const ConversationPageSchema = Type.Object({
  list: Type.Array(ConversationItemSchema),
  nextCursor: Type.String()
})

export const OpenConversationReqSchema = Type.Object({ userId: MemberId })
export const OpenConversationResSchema = Type.Object({
  kind: ConversationKindSchema,
  matchmakerId: Type.Integer(),
  peer: ChatPeerSchema,
  conversation: Type.Union([ConversationItemSchema, Type.Null()]),
  canSend: Type.Boolean(),
  reason: Type.String()
})

export const MessagePageReqSchema = Type.Object({
  conversationId: ConversationId,
  beforeId: Type.Integer({ minimum: 0, maximum: INT4_MAX, default: 0, [MESSAGE]: '分页参数不正确' }),
  pageSize: PageSize
})
export const MessagePageSchema = Type.Object({ list: Type.Array(ChatMessageSchema), hasMore: Type.Boolean() })

export const SyncMessagesReqSchema = Type.Object({
  conversationId: ConversationId,
  afterSeq: Type.Integer({ minimum: 0, maximum: INT4_MAX, [MESSAGE]: '同步位置不正确' })
})
export const SyncMessagesResSchema = Type.Object({
  list: Type.Array(ChatMessageSchema),
  lastSeq: Type.Integer(),
  hasMore: Type.Boolean()
})

export const SendMessageReqSchema = Type.Object({
  toUserId: MemberId,
  clientMessageId: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$', [MESSAGE]: '消息编号不正确' }),
  kind: withMessage(oneOf(['text', 'image'] as const), '消息类型不正确'),
  text: Type.String({ maxLength: MESSAGE_TEXT_MAX, [MESSAGE]: `消息最多${MESSAGE_TEXT_MAX}个字` }),
  image: Type.Union([Type.Literal(''), ImageUrl], { [MESSAGE]: '图片不正确，请重新上传' })
})

export const MessageIdReqSchema = Type.Object({ messageId: MessageId })
export const MarkReadReqSchema = Type.Object({ conversationId: ConversationId, messageId: MessageId })

export const GreetingsSchema = Type.Object({ list: Type.Array(Type.String()) })

export const MessageReportReqSchema = Type.Object({
  messageId: MessageId,
  reason: withMessage(oneOf(REPORT_REASONS), '请选择举报原因'),
  description: Type.String({ maxLength: 500, [MESSAGE]: '描述最多500个字' })
})

export const SocketTicketSchema = Type.Object({ ticket: Type.String(), path: Type.String() })

const ReportStatusSchema = oneOf(['pending', 'upheld', 'dismissed'] as const)

/** A reported message as the reports desk shows it (report module). */
export const ReportItemSchema = Type.Object({
  id: Type.Integer(),
  reporter: ChatPeerSchema,
  reported: ChatPeerSchema,
  message: Type.Object({
    ...ChatMessageSchema.properties,
    originalText: Type.String(),
    originalImage: Type.String()
  }),
  reason: oneOf(REPORT_REASONS),
  description: Type.String(),
  status: ReportStatusSchema,
  resolution: Type.String(),
  createdAt: Type.String(),
  handledAt: Type.String()
})

export const SocketQuerySchema = Type.Object({ ticket: Type.String({ maxLength: 100 }) })
