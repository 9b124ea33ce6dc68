import {
  STORY_CONTENT_MAX,
  STORY_MET_THROUGH_MAX,
  STORY_TITLE_MAX,
  type StoryStage,
  type SubmitStoryReq
} from '@contract/xixun'
import { checkContactInfo } from '@/utils/contact-info'
import { charLength } from '@/utils/formText'

/** What the member types into the story form, as typed. */
export interface StoryForm {
  partnerId: string
  title: string
  stage: StoryStage
  metThrough: string
  content: string
  photos: string[]
}

export const EMPTY_STORY_FORM: StoryForm = {
  partnerId: '',
  title: '',
  stage: 'together',
  metThrough: '',
  content: '',
  photos: []
}

/** The fewest characters the server takes for a title and for the story itself. */
const STORY_TITLE_MIN = 2
const STORY_CONTENT_MIN = 10

/**
 * The request to send, or what to fix first (the same limits the server holds, so the member
 * hears it before a round trip). The member's own id is not a partner.
 */
export function storyOrProblem(form: StoryForm, myId: number): SubmitStoryReq | string {
  const id = form.partnerId.trim()
  if (!/^\d+$/.test(id) || Number(id) <= 0) return '请填写对方的会员ID'
  if (Number(id) === myId) return '请填写对方的会员ID，而不是你自己的'
  const title = form.title.trim()
  if (charLength(title) < STORY_TITLE_MIN) return `标题至少${STORY_TITLE_MIN}个字`
  if (charLength(title) > STORY_TITLE_MAX) return `标题最多${STORY_TITLE_MAX}个字`
  const metThrough = form.metThrough.trim()
  if (charLength(metThrough) > STORY_MET_THROUGH_MAX) return `相识方式最多${STORY_MET_THROUGH_MAX}个字`
  const content = form.content.trim()
  if (charLength(content) < STORY_CONTENT_MIN) return `故事至少写${STORY_CONTENT_MIN}个字`
  if (charLength(content) > STORY_CONTENT_MAX) return `故事最多${STORY_CONTENT_MAX}个字`
  const contact = checkContactInfo(title) ?? checkContactInfo(metThrough) ?? checkContactInfo(content)
  if (contact) return contact
  return { partnerId: Number(id), title, stage: form.stage, metThrough, content, photos: form.photos }
}
