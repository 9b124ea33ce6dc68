import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import './status-view.scss'

export interface Props {
  /** A character or an element (e.g. a LineIcon) drawn in the round badge. */
  icon?: ReactNode
  title: string
  description?: string
  action?: string
  onAction?: () => void
  children?: ReactNode
}

/** A centred message for empty, error and closed states, with an optional action. */
export function StatusView({ icon = '♡', title, description, action, onAction, children }: Props) {
  return (
    <View className='status-view' onClick={action ? undefined : onAction}>
      <View className='status-view__icon'>{icon}</View>
      <Text className='status-view__title'>{title}</Text>
      {description && <Text className='status-view__desc'>{description}</Text>}
      {children}
      {action && (
        <View className='status-view__action' onClick={onAction}>
          {action}
        </View>
      )}
    </View>
  )
}
