import { Image, Text, View } from '@tarojs/components'
import type { Zone } from '@contract/content'
import { zoneCountLabel, zoneRuleLabel } from './zone-count'
import './zone-header.scss'

export interface Props {
  zone: Zone
}

/** The top of a zone's page: its cover (or the brand gradient), title, member count, who it takes in and description. */
export function ZoneHeader({ zone }: Props) {
  const rule = zoneRuleLabel(zone.rule)
  return (
    <View className='zone-header'>
      {zone.cover && <Image className='zone-header__image' src={zone.cover} mode='aspectFill' />}
      <View className='zone-header__shade' />
      <View className='zone-header__text'>
        <Text className='zone-header__title'>{zone.title}</Text>
        <Text className='zone-header__count'>{zoneCountLabel(zone.memberCount)}</Text>
        {rule && <Text className='zone-header__rule'>{rule}</Text>}
        {zone.description && <Text className='zone-header__desc'>{zone.description}</Text>}
      </View>
    </View>
  )
}
