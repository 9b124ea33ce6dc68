import { View } from '@tarojs/components'
import type { NavigationEntry } from '@contract/models'
import { IconEntry } from '@/components/icon-entry'

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
        <IconEntry key={e.id} entry={e} onOpen={onOpen} />
      ))}
    </View>
  )
}
