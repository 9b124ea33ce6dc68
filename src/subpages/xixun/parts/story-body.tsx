import { Image, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { StoryDetail } from '@contract/xixun'
import './story-body.scss'

export interface Props {
  story: Pick<StoryDetail, 'title' | 'metThrough' | 'content' | 'photos'>
}

/** The story as the couple wrote it: title, how they met, the text and the photos (tap to enlarge). */
export function StoryBody({ story }: Props) {
  return (
    <View className='story-body'>
      <Text className='story-body__title'>{story.title}</Text>
      {story.metThrough && <Text className='story-body__met'>{`相识于：${story.metThrough}`}</Text>}
      <Text className='story-body__content'>{story.content}</Text>
      {story.photos.length > 0 && (
        <View className='story-body__photos'>
          {story.photos.map((url) => (
            <Image
              key={url}
              className='story-body__photo'
              src={url}
              mode='aspectFill'
              onClick={() => void Taro.previewImage({ urls: story.photos, current: url })}
            />
          ))}
        </View>
      )}
    </View>
  )
}
