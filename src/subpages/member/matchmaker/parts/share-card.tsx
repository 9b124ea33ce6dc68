import { Text, View } from '@tarojs/components'
import './share-card.scss'

export interface Props {
  title: string
  /** Beside the title, e.g. the level or the share rate. */
  tag?: string
  subtitle?: string
  figures: { label: string; value: string; strong?: boolean }[]
}

/** One store's or one matchmaker's totals. */
export function ShareCard({ title, tag, subtitle, figures }: Props) {
  return (
    <View className='share-card'>
      <View className='share-card__head'>
        <Text className='share-card__title'>{title}</Text>
        {tag && <Text className='share-card__tag'>{tag}</Text>}
      </View>
      {subtitle && <Text className='share-card__subtitle'>{subtitle}</Text>}
      <View className='share-card__figures'>
        {figures.map((f) => (
          <View key={f.label} className='share-card__figure'>
            <Text className={`share-card__value ${f.strong ? 'share-card__value--strong' : ''}`}>{f.value}</Text>
            <Text className='share-card__label'>{f.label}</Text>
          </View>
        ))}
      </View>
    </View>
  )
}
