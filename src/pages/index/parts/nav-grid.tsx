import { Text, View } from '@tarojs/components'
import type { NavigationEntry } from '../../../../types/models'

export interface Props {
  entries: NavigationEntry[]
  onOpen: (url: string) => void
}

/** The 首页专用导航 icon grid. */
export function NavGrid({ entries, onOpen }: Props) {
  if (entries.length === 0) return null
  return (
    <View className='nav-grid'>
      {entries.map((e) => (
        <View key={e.id} className='nav-grid__item' onClick={() => onOpen(e.url)}>
          <View className='nav-grid__icon' style={e.color ? { background: e.color } : undefined}>
            {e.name.slice(0, 1)}
          </View>
          <Text className='nav-grid__name'>{e.name}</Text>
        </View>
      ))}
    </View>
  )
}
