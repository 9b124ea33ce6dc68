import { Type } from '@sinclair/typebox'
import { SINGLE_PAGE_CONTENT_MAX, SINGLE_PAGE_TITLE_MAX } from '@contract/models'
import { Id, MESSAGE } from '../../lib/schemas'

export const SinglePageSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content: Type.String(),
  updatedAt: Type.String()
})

export const SaveSinglePageBody = Type.Object({
  id: Id,
  title: Type.String({
    minLength: 1,
    maxLength: SINGLE_PAGE_TITLE_MAX,
    pattern: '\\S',
    [MESSAGE]: `标题为1-${SINGLE_PAGE_TITLE_MAX}个字`
  }),
  content: Type.String({
    minLength: 1,
    maxLength: SINGLE_PAGE_CONTENT_MAX,
    pattern: '\\S',
    [MESSAGE]: `正文不能为空，且不超过${SINGLE_PAGE_CONTENT_MAX}个字符`
  })
})
