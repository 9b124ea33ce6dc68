import { Text, View } from '@tarojs/components'
import './info-rows.scss'

export interface Row {
  label: string
  value: string
}

/** Label and value pairs on a grey panel; empty values are left out rather than shown blank. */
export function InfoRows({ rows }: { rows: Row[] }) {
  return (
    <View className='info-rows'>
      {rows
        .filter((r) => r.value)
        .map((r) => (
          <View key={r.label} className='info-rows__row'>
            <Text className='info-rows__label'>{r.label}</Text>
            <Text className='info-rows__value'>{r.value}</Text>
          </View>
        ))}
    </View>
  )
}
