import { Text, View } from '@tarojs/components'
import type { NavigationEntry } from '../../../types/models'
import './icon-entry.scss'

export interface Props {
  entry: NavigationEntry
  onOpen: (url: string) => void
}

/** One configured navigation entry as a tile: coloured icon with the name's first character, then the name. */
export function IconEntry({ entry, onOpen }: Props) {
  return (
    <View className='icon-entry' onClick={() => onOpen(entry.url)}>
      <View className='icon-entry__icon' style={entry.color ? { background: entry.color } : undefined}>
        {entry.name.slice(0, 1)}
      </View>
      <Text className='icon-entry__name'>{entry.name}</Text>
    </View>
  )
}
