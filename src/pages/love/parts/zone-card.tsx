import { Image, Text, View } from '@tarojs/components'
import type { Zone } from '@contract/content'
import { zoneCountLabel } from './zone-count'
import './zone-card.scss'

export interface Props {
  zone: Zone
  /** Position in the list; zones without a cover take turns through the brand tints. */
  index: number
  onOpen: (zoneId: number) => void
}

const TINTS = 4

/** One member zone: cover with its title and member count, then what it is about. */
export function ZoneCard({ zone, index, onOpen }: Props) {
  return (
    <View className='zone-card' onClick={() => onOpen(zone.id)}>
      <View className={`zone-card__cover zone-card__cover--tint${index % TINTS}`}>
        {zone.cover ? (
          <Image className='zone-card__image' src={zone.cover} mode='aspectFill' lazyLoad />
        ) : (
          <Text className='zone-card__mark'>{zone.title.slice(0, 1)}</Text>
        )}
        <View className='zone-card__shade' />
        <Text className='zone-card__title'>{zone.title}</Text>
        <Text className='zone-card__count'>{zoneCountLabel(zone.memberCount)}</Text>
      </View>
      <View className='zone-card__body'>
        <Text className='zone-card__desc'>{zone.description}</Text>
        <Text className='zone-card__enter'>进入专区 ›</Text>
      </View>
    </View>
  )
}
