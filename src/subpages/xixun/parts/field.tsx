import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import './field.scss'

export interface Props {
  label: string
  /** Said under the label, e.g. where to find what is asked for. */
  hint?: ReactNode
  /** Characters used of the most allowed, e.g. 12/200. */
  counter?: string
  children: ReactNode
}

/** One question of a form on a white card: the label, a hint, the control and a counter. */
export function Field({ label, hint, counter, children }: Props) {
  return (
    <View className='xixun-field'>
      <Text className='xixun-field__label'>{label}</Text>
      {hint && <Text className='xixun-field__hint'>{hint}</Text>}
      <View className='xixun-field__control'>{children}</View>
      {counter && <Text className='xixun-field__counter'>{counter}</Text>}
    </View>
  )
}
