import { Type, type TSchema } from '@sinclair/typebox'
import {
  PENNANT_STATUSES,
  PENNANT_TEMPLATE_KEYS,
  PENNANT_WORDS_MAX,
  STORY_CONTENT_MAX,
  STORY_MET_THROUGH_MAX,
  STORY_PHOTOS_MAX,
  STORY_STAGES,
  STORY_STATUSES,
  STORY_TITLE_MAX
} from '@contract/xixun'
import { Cursor, Id, MESSAGE, oneOf, PageSize, withMessage } from '../../lib/schemas'
import { ImageUrl } from '../image/schema'

/** What a member reads when a text is too short or too long; the service says the same after trimming. */
export const TITLE_RULE = `标题为2-${STORY_TITLE_MAX}个字`
export const CONTENT_RULE = `故事内容为10-${STORY_CONTENT_MAX}个字`
export const WORDS_RULE = `锦旗寄语为2-${PENNANT_WORDS_MAX}个字`
const REASON_MAX = 200

const Text = (minLength: number, maxLength: number, message: string) =>
  Type.String({ minLength, maxLength, [MESSAGE]: message })
const PageOf = <T extends TSchema>(item: T) => Type.Object({ list: Type.Array(item), nextCursor: Type.String() })

const StoryId = withMessage(Id, '喜讯不正确')
const Stage = withMessage(oneOf(STORY_STAGES), '请选择你们现在的阶段')

export const StoryPageReqSchema = Type.Object({ cursor: Cursor, pageSize: PageSize })
export const StoryIdReqSchema = Type.Object({ storyId: StoryId })

export const SubmitStoryReqSchema = Type.Object({
  partnerId: withMessage(Id, '请填写对方的会员ID'),
  title: Text(2, STORY_TITLE_MAX, TITLE_RULE),
  content: Text(10, STORY_CONTENT_MAX, CONTENT_RULE),
  stage: Stage,
  photos: Type.Array(ImageUrl, {
    maxItems: STORY_PHOTOS_MAX,
    [MESSAGE]: `照片最多${STORY_PHOTOS_MAX}张，且须为上传的图片`
  }),
  metThrough: Type.String({ maxLength: STORY_MET_THROUGH_MAX, [MESSAGE]: `相识方式最多${STORY_MET_THROUGH_MAX}个字` })
})

export const ConfirmStoryReqSchema = Type.Object({
  storyId: StoryId,
  confirm: Type.Boolean({ [MESSAGE]: '请选择是否确认' })
})

export const SetStoryStageReqSchema = Type.Object({ storyId: StoryId, stage: Stage })

const PersonSchema = Type.Object({ userId: Type.Integer(), nickname: Type.String(), avatar: Type.String() })

const StoryFields = {
  id: Type.Integer(),
  couple: Type.Tuple([PersonSchema, PersonSchema]),
  title: Type.String(),
  stage: oneOf(STORY_STAGES),
  cover: Type.String(),
  publishedAt: Type.String()
}

export const StoryCardSchema = Type.Object({ ...StoryFields, excerpt: Type.String() })
export const StoryCardPageSchema = PageOf(StoryCardSchema)

export const StoryDetailSchema = Type.Object({
  ...StoryFields,
  content: Type.String(),
  photos: Type.Array(Type.String()),
  metThrough: Type.String(),
  status: oneOf(STORY_STATUSES),
  reason: Type.String(),
  mine: Type.Boolean(),
  awaitingMe: Type.Boolean(),
  createdAt: Type.String()
})
export const StoryDetailListSchema = Type.Array(StoryDetailSchema)
export const StoryDetailPageSchema = PageOf(StoryDetailSchema)

export const PennantPageReqSchema = Type.Object({
  cursor: Cursor,
  pageSize: PageSize,
  matchmakerId: Type.Optional(withMessage(Id, '红娘不正确'))
})
export const PennantIdReqSchema = Type.Object({ pennantId: withMessage(Id, '锦旗不正确') })

export const SendPennantReqSchema = Type.Object({
  matchmakerId: withMessage(Id, '请选择红娘'),
  template: withMessage(oneOf(PENNANT_TEMPLATE_KEYS), '请选择锦旗样式'),
  words: Text(2, PENNANT_WORDS_MAX, WORDS_RULE)
})

export const PennantSchema = Type.Object({
  id: Type.Integer(),
  from: PersonSchema,
  matchmaker: Type.Object({ id: Type.Integer(), name: Type.String(), avatar: Type.String() }),
  template: oneOf(PENNANT_TEMPLATE_KEYS),
  words: Type.String(),
  status: oneOf(PENNANT_STATUSES),
  reason: Type.String(),
  createdAt: Type.String()
})
export const PennantPageSchema = PageOf(PennantSchema)

export const ReviewReqSchema = Type.Object({
  id: Id,
  approve: Type.Boolean({ [MESSAGE]: '请选择是否通过' }),
  reason: Type.String({ maxLength: REASON_MAX, [MESSAGE]: `原因最多${REASON_MAX}个字` })
})

export const QueueReqSchema = Type.Object({
  tab: withMessage(oneOf(['pending', 'handled'] as const), '审核状态不正确'),
  cursor: Cursor,
  pageSize: PageSize
})
