import { Text, View } from '@tarojs/components'
import type { NavigationEntry } from '@contract/models'
import { IconEntry } from '@/components/icon-entry'
import './service-nav.scss'

export interface Props {
  open: boolean
  groups: { title: string; entries: NavigationEntry[] }[]
  onClose: () => void
  onOpen: (url: string) => void
}

/** The 服务导航 popup: the two configured header navigation groups. */
export function ServiceNav({ open, groups, onClose, onOpen }: Props) {
  if (!open) return null
  return (
    <View className='service-nav' onClick={onClose}>
      <View className='service-nav__panel' onClick={(e) => e.stopPropagation()}>
        <Text className='service-nav__title'>服务导航</Text>
        {groups.map((g) => (
          <View key={g.title} className='service-nav__group'>
            {g.entries.map((e) => (
              <IconEntry key={e.id} entry={e} onOpen={onOpen} />
            ))}
          </View>
        ))}
        <View className='service-nav__close' onClick={onClose}>
          关闭
        </View>
      </View>
    </View>
  )
}
