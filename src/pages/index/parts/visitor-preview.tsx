import { Image, Text, View } from '@tarojs/components'
import { EDUCATION_LABELS, type VisitorPreview as Preview } from '@contract/love'
import { LineIcon } from '@/components/line-icon'
import './visitor-preview.scss'

export interface Props {
  preview: Preview
  /** Every tap leads to signing up: the cards have nothing more to open. */
  onJoin: () => void
}

/** A few of the city's members as a visitor may see them: blurred, nameless, inviting sign-up. */
export function VisitorPreview({ preview, onJoin }: Props) {
  if (preview.cards.length === 0) return null
  return (
    <View className='visitor-preview'>
      <View className='visitor-preview__head'>
        <Text className='visitor-preview__title'>{`${preview.city}的单身会员`}</Text>
        <Text className='visitor-preview__count'>{`${preview.total}位会员在等你`}</Text>
      </View>
      <View className='visitor-preview__grid'>
        {preview.cards.map((card, i) => (
          // The cards carry no id by design; their order is fixed for one answer.
          <View key={i} className='visitor-preview__card' onClick={onJoin}>
            {card.photo ? (
              <Image className='visitor-preview__photo' src={card.photo} mode='aspectFill' />
            ) : (
              <View className='visitor-preview__photo visitor-preview__photo--none'>
                <LineIcon name='lock' />
              </View>
            )}
            <Text className='visitor-preview__facts'>
              {[card.gender === 'female' ? '女' : '男', card.ageBand, EDUCATION_LABELS[card.education]]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </View>
        ))}
      </View>
      <View className='visitor-preview__join' onClick={onJoin}>
        注册查看更多
      </View>
    </View>
  )
}
