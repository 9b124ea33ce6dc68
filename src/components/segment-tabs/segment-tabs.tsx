import { View } from '@tarojs/components'
import { Segmented } from '@nutui/nutui-react-taro'
import './segment-tabs.scss'

export interface Tab<K extends string> {
  key: K
  title: string
}

export interface Props<K extends string> {
  tabs: readonly Tab<K>[]
  value: K
  onChange: (key: K) => void
}

/**
 * A pill-shaped row of tabs switching what a list page shows. NutUI's Segmented is that control
 * (its Tabs carry panes and a scrolling title bar a list switch does not use); the wrapper
 * stretches it across the page, which its root's class cannot be given to do.
 */
export function SegmentTabs<K extends string>({ tabs, value, onChange }: Props<K>) {
  return (
    <View className='segment-tabs'>
      <Segmented
        value={value}
        options={tabs.map((t) => ({
          value: t.key,
          label: t.title,
          className: t.key === value ? 'segment-tabs__tab segment-tabs__tab--on' : 'segment-tabs__tab'
        }))}
        onChange={(key) => onChange(key as K)}
      />
    </View>
  )
}
