import { Text, View } from '@tarojs/components'
import type { NavigationEntry } from '@contract/models'
import { Badge } from '@/components/badge'
import { LineIcon } from '@/components/line-icon'
import { isMessageTab, visibleTabs, type TabViewer } from './rules'
import './love-tabbar.scss'

export interface Props {
  /** The configured 底部导航 entries, in their configured order. */
  entries: NavigationEntry[]
  /** The session flags the visibility rules depend on. */
  viewer: TabViewer
  /** Path of the page showing the bar, to highlight its tab. */
  current: string
  /** Unread messages and notices, shown on the tab of the message centre. */
  unread: number
  onOpen: (url: string, needsLogin: boolean) => void
}

/** The love bottom bar from the configured 底部导航. */
export function LoveTabbar({ entries, viewer, current, unread, onOpen }: Props) {
  const tabs = visibleTabs(entries, viewer)
  if (tabs.length === 0) return null
  return (
    <View className='love-tabbar'>
      {tabs.map(({ entry, needsLogin }) => {
        const on = entry.url.split('?')[0] === current
        return (
          <View
            key={entry.id}
            className={`love-tabbar__item ${on ? 'love-tabbar__item--on' : ''}`}
            style={on && entry.color ? { color: entry.color } : undefined}
            onClick={() => onOpen(entry.url, needsLogin)}
          >
            <Badge count={isMessageTab(entry) ? unread : 0}>
              <LineIcon name={entry.ico} fallback={entry.name.slice(0, 1)} className='love-tabbar__icon' />
            </Badge>
            <Text className='love-tabbar__name'>{entry.name}</Text>
          </View>
        )
      })}
    </View>
  )
}
