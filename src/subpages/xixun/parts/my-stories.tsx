import { Text, View } from '@tarojs/components'
import { STORY_STATUS_LABELS, type StoryDetail } from '@contract/xixun'
import { personName } from '@/subpages/xixun/models/personName'
import './my-stories.scss'

export interface Props {
  stories: StoryDetail[]
  /** Opens one: to confirm it when the partner waits for me, else to read it. */
  onOpen: (story: StoryDetail) => void
}

/** The stories I am part of, whatever became of them, so I see what still waits for someone. */
export function MyStories({ stories, onOpen }: Props) {
  return (
    <View className='my-stories'>
      <Text className='my-stories__title'>我的故事</Text>
      {stories.map((s) => (
        <View key={s.id} className='my-stories__row' onClick={() => onOpen(s)}>
          <View className='my-stories__main'>
            <Text className='my-stories__name'>{s.title}</Text>
            <Text className='my-stories__couple'>{`${personName(s.couple[0])} & ${personName(s.couple[1])}`}</Text>
            {s.status === 'rejected' && s.reason && <Text className='my-stories__reason'>{`原因：${s.reason}`}</Text>}
          </View>
          <Text className={`my-stories__status my-stories__status--${s.awaitingMe ? 'me' : s.status}`}>
            {s.awaitingMe ? '待我确认' : STORY_STATUS_LABELS[s.status]}
          </Text>
        </View>
      ))}
    </View>
  )
}
