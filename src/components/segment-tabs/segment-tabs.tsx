import { Text, View } from '@tarojs/components'
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

/** A pill-shaped row of tabs switching what a list page shows. */
export function SegmentTabs<K extends string>({ tabs, value, onChange }: Props<K>) {
  return (
    <View className='segment-tabs'>
      {tabs.map((t) => (
        <Text
          key={t.key}
          className={`segment-tabs__tab ${value === t.key ? 'segment-tabs__tab--on' : ''}`}
          onClick={() => onChange(t.key)}
        >
          {t.title}
        </Text>
      ))}
    </View>
  )
}
