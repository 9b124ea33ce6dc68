import { Text, View } from '@tarojs/components'
import './bar-chart.scss'

export interface BarItem {
  key: string
  label: string
  value: number
  /** What is written for the value; the number itself by default. */
  text?: string
}

export interface Props {
  items: BarItem[]
  /** bars: one row per item; columns: side by side (days); funnel: centred, each step's share of the one before. */
  variant?: 'bars' | 'columns' | 'funnel'
  /** columns: write every n-th label so a month of days stays readable. */
  labelEvery?: number
  emptyText?: string
}

/** The bar's length in % of the largest value; a value above 0 always shows a sliver. */
export function barPercent(value: number, max: number): number {
  if (max <= 0 || value <= 0) return 0
  return Math.max(2, Math.round((value / max) * 100))
}

/** A step's share of the step before, '' for the first or after an empty step. */
export function stepRate(value: number, previous: number | undefined): string {
  if (previous === undefined || previous <= 0) return ''
  return `${Math.round((value / previous) * 100)}%`
}

/**
 * A chart drawn with plain views, not a canvas: the same on H5 and in the mini program, its numbers
 * real text (readable, selectable, found by tests), and no chart library in the bundle.
 */
export function BarChart({ items, variant = 'bars', labelEvery = 1, emptyText = '暂无数据' }: Props) {
  const max = Math.max(0, ...items.map((i) => i.value))
  if (items.length === 0) return <View className='bar-chart bar-chart--empty'>{emptyText}</View>

  if (variant === 'columns') {
    return (
      <View className='bar-chart bar-chart--columns'>
        {items.map((item, i) => (
          <View key={item.key} className='bar-chart__column'>
            <Text className='bar-chart__column-value'>{item.value > 0 ? (item.text ?? item.value) : ''}</Text>
            <View className='bar-chart__column-track'>
              <View className='bar-chart__column-fill' style={{ height: `${barPercent(item.value, max)}%` }} />
            </View>
            <Text className='bar-chart__column-label'>{i % labelEvery === 0 ? item.label : ''}</Text>
          </View>
        ))}
      </View>
    )
  }

  if (variant === 'funnel') {
    const first = items[0].value
    return (
      <View className='bar-chart bar-chart--funnel'>
        {items.map((item, i) => (
          <View key={item.key} className='bar-chart__step'>
            <View className='bar-chart__step-bar' style={{ width: `${Math.max(30, barPercent(item.value, first))}%` }}>
              <Text className='bar-chart__step-text'>
                {item.label} {item.text ?? item.value}
              </Text>
            </View>
            <Text className='bar-chart__step-rate'>{stepRate(item.value, items[i - 1]?.value)}</Text>
          </View>
        ))}
      </View>
    )
  }

  return (
    <View className='bar-chart bar-chart--bars'>
      {items.map((item) => (
        <View key={item.key} className='bar-chart__row'>
          <Text className='bar-chart__label'>{item.label}</Text>
          <View className='bar-chart__track'>
            <View className='bar-chart__fill' style={{ width: `${barPercent(item.value, max)}%` }} />
          </View>
          <Text className='bar-chart__value'>{item.text ?? item.value}</Text>
        </View>
      ))}
    </View>
  )
}
