import { Type } from '@sinclair/typebox'
import { NOTICE_KINDS } from '@contract/notice'
import { Cursor, Id, MESSAGE, oneOf, PageSize, withMessage } from '../../lib/schemas'

export const NoticePageBody = Type.Object({ cursor: Cursor, pageSize: PageSize })

export const NoticeSchema = Type.Object({
  id: Type.Integer(),
  kind: oneOf(NOTICE_KINDS),
  title: Type.String(),
  body: Type.String(),
  link: Type.String(),
  read: Type.Boolean(),
  createdAt: Type.String()
})
export const NoticePageSchema = Type.Object({ list: Type.Array(NoticeSchema), nextCursor: Type.String() })

export const NoticeIdBody = Type.Object({ noticeId: withMessage(Id, '通知不正确') })
export const UnreadSchema = Type.Object({ unread: Type.Integer() })

export const SubscribeTemplatesSchema = Type.Object({
  list: Type.Array(Type.Object({ kind: oneOf(NOTICE_KINDS), templateId: Type.String() }))
})

const TemplateId = Type.String({ minLength: 1, maxLength: 128, [MESSAGE]: '订阅消息模板不正确' })
export const GrantSubscribeBody = Type.Object({
  templateIds: Type.Array(TemplateId, { minItems: 1, maxItems: 10, [MESSAGE]: '订阅消息模板不正确' })
})
export const GrantSubscribeSchema = Type.Object({
  list: Type.Array(Type.Object({ templateId: Type.String(), remaining: Type.Integer() }))
})
