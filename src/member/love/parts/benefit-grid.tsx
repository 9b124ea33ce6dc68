import { Text, View } from '@tarojs/components'
import { LineIcon } from '@/components/line-icon'
import './benefit-grid.scss'

export interface Benefit {
  /** A LineIcon name. */
  icon: string
  title: string
  desc: string
}

export interface Props {
  title: string
  items: Benefit[]
}

/** What a purchase gives, as icon tiles two to a row. */
export function BenefitGrid({ title, items }: Props) {
  return (
    <View className='benefit-grid'>
      <Text className='benefit-grid__title'>{title}</Text>
      <View className='benefit-grid__items'>
        {items.map((b) => (
          <View key={b.title} className='benefit-grid__item'>
            <View className='benefit-grid__icon'>
              <LineIcon name={b.icon} fallback={b.title.slice(0, 1)} />
            </View>
            <View className='benefit-grid__text'>
              <Text className='benefit-grid__name'>{b.title}</Text>
              <Text className='benefit-grid__desc'>{b.desc}</Text>
            </View>
          </View>
        ))}
      </View>
    </View>
  )
}
