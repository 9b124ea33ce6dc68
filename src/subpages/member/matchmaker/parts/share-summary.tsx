import { Text, View } from '@tarojs/components'
import './share-summary.scss'

export interface Props {
  /** The big figure on top, with its label. */
  main: { label: string; value: string }
  /** Up to three smaller figures under it. */
  figures: { label: string; value: string }[]
  note?: string
}

/** The brand-coloured head of a shares page: what was earned, and the figures behind it. */
export function ShareSummary({ main, figures, note }: Props) {
  return (
    <View className='share-summary'>
      <Text className='share-summary__label'>{main.label}</Text>
      <Text className='share-summary__main'>{main.value}</Text>
      <View className='share-summary__figures'>
        {figures.map((f) => (
          <View key={f.label} className='share-summary__figure'>
            <Text className='share-summary__value'>{f.value}</Text>
            <Text className='share-summary__figure-label'>{f.label}</Text>
          </View>
        ))}
      </View>
      {note && <Text className='share-summary__note'>{note}</Text>}
    </View>
  )
}
