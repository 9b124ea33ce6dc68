import { Text, View } from '@tarojs/components'
import { LineIcon } from '@/components/line-icon'

export interface Entry {
  title: string
  /** A LineIcon name. */
  icon: string
  hint: string
  onPress: () => void
}

export interface Props {
  entries: Entry[]
}

/** The personal centre's list of places to go and things to do. */
export function EntryList({ entries }: Props) {
  return (
    <View className='entry-list'>
      {entries.map((e) => (
        <View key={e.title} className='entry-list__row' onClick={e.onPress}>
          <LineIcon name={e.icon} className='entry-list__icon' />
          <Text className='entry-list__title'>{e.title}</Text>
          <Text className='entry-list__hint'>{e.hint}</Text>
          <Text className='entry-list__arrow'>›</Text>
        </View>
      ))}
    </View>
  )
}
