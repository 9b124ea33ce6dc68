import { Text, View } from '@tarojs/components'
import type { NavigationEntry } from '@contract/models'
import { LineIcon } from '@/components/line-icon'
import './icon-entry.scss'

export interface Props {
  entry: NavigationEntry
  onOpen: (url: string) => void
}

/** One configured navigation entry as a tile: its icon (or the name's first character) on a coloured tile, then the name. */
export function IconEntry({ entry, onOpen }: Props) {
  return (
    <View className='icon-entry' onClick={() => onOpen(entry.url)}>
      <View className='icon-entry__icon' style={entry.color ? { background: entry.color } : undefined}>
        <LineIcon name={entry.ico} fallback={entry.name.slice(0, 1)} className='icon-entry__glyph' />
      </View>
      <Text className='icon-entry__name'>{entry.name}</Text>
    </View>
  )
}
