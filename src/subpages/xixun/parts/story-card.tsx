import { Image, Text, View } from '@tarojs/components'
import { STORY_STAGE_LABELS, type StoryCard as Story } from '@contract/xixun'
import { formatDate } from '@/utils/time'
import { personName } from '@/subpages/xixun/models/personName'
import { Couple } from './couple'
import './story-card.scss'

export interface Props {
  story: Story
  onOpen: (id: number) => void
}

/** One published story in the list: the couple, where they are now, the title and how it begins. */
export function StoryCard({ story, onOpen }: Props) {
  const [one, other] = story.couple
  return (
    <View className='story-card' onClick={() => onOpen(story.id)}>
      <View className='story-card__head'>
        <Couple couple={story.couple} />
        <View className='story-card__who'>
          <Text className='story-card__names'>{`${personName(one)} & ${personName(other)}`}</Text>
          <Text className='story-card__date'>{formatDate(story.publishedAt)}</Text>
        </View>
        <Text className='story-card__stage'>{STORY_STAGE_LABELS[story.stage]}</Text>
      </View>
      <Text className='story-card__title'>{story.title}</Text>
      <View className='story-card__body'>
        <Text className='story-card__excerpt'>{story.excerpt}</Text>
        {story.cover && <Image className='story-card__cover' src={story.cover} mode='aspectFill' />}
      </View>
    </View>
  )
}
