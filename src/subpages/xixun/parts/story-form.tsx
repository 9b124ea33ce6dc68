import { Input, TextArea } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import {
  STORY_CONTENT_MAX,
  STORY_MET_THROUGH_MAX,
  STORY_PHOTOS_MAX,
  STORY_STAGES,
  STORY_STAGE_LABELS,
  STORY_TITLE_MAX
} from '@contract/xixun'
import { ChoiceChips } from '@/components/choice-chips'
import { ImagePicker } from '@/components/image-picker'
import { charLength } from '@/utils/formText'
import type { StoryForm as Form } from '@/subpages/xixun/models/storyForm'
import { Field } from './field'

const STAGE_CHIPS = STORY_STAGES.map((key) => ({ key, label: STORY_STAGE_LABELS[key] }))

export interface Props {
  value: Form
  onChange: (value: Form) => void
  /** The member's own id, to tell the partner. */
  myId: number
}

/** What a couple tells about themselves: who the other is, a title, where they are, how they met, the story, photos. */
export function StoryForm({ value, onChange, myId }: Props) {
  const set = (key: 'partnerId' | 'title' | 'metThrough' | 'content') => (text: string) =>
    onChange({ ...value, [key]: text })
  return (
    <View>
      <Field
        label='对方的会员ID'
        hint={`在对方的资料页可以看到TA的会员ID。${myId ? `你的会员ID是 ${myId}，也可以告诉对方。` : ''}`}
      >
        <Input
          className='xixun-field__input'
          type='number'
          placeholder='请输入对方的会员ID'
          maxLength={12}
          value={value.partnerId}
          onChange={set('partnerId')}
        />
      </Field>
      <Field label='标题'>
        <Input
          className='xixun-field__input'
          placeholder='给你们的故事起个标题'
          maxLength={STORY_TITLE_MAX}
          value={value.title}
          onChange={set('title')}
        />
      </Field>
      <Field label='现在的阶段'>
        <ChoiceChips chips={STAGE_CHIPS} chosen={[value.stage]} onPick={(stage) => onChange({ ...value, stage })} />
      </Field>
      <Field label='相识方式（选填）'>
        <Input
          className='xixun-field__input'
          placeholder='例如：线下交友活动、红娘牵线'
          maxLength={STORY_MET_THROUGH_MAX}
          value={value.metThrough}
          onChange={set('metThrough')}
        />
      </Field>
      <Field label='我们的故事' counter={`${charLength(value.content)}/${STORY_CONTENT_MAX}`}>
        <TextArea
          className='xixun-field__textarea'
          placeholder='你们是怎样相识、相知、走到一起的？写下来，给还在寻找的人一点信心'
          maxLength={STORY_CONTENT_MAX}
          value={value.content}
          onChange={set('content')}
        />
      </Field>
      <Field label={`照片（选填，最多${STORY_PHOTOS_MAX}张）`}>
        <ImagePicker
          value={value.photos}
          onChange={(photos) => onChange({ ...value, photos })}
          max={STORY_PHOTOS_MAX}
          addText='添加合照'
        />
      </Field>
    </View>
  )
}
