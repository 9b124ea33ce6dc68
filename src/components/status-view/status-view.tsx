import { Text, View } from '@tarojs/components'
import { Button, Empty } from '@nutui/nutui-react-taro'
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

/**
 * A centred message for empty, error and closed states, with an optional action: NutUI's Empty
 * with the brand's round badge for its picture. Without an action button a tap anywhere acts (a
 * failed load retries), which Empty cannot take itself, so a view around it does.
 */
export function StatusView({ icon = '♡', title, description, action, onAction, children }: Props) {
  return (
    <View className='status-view' onClick={action ? undefined : onAction}>
      <Empty
        className='status-view__empty'
        image={<View className='status-view__icon'>{icon}</View>}
        title={<Text className='status-view__title'>{title}</Text>}
        description={description ? <Text className='status-view__desc'>{description}</Text> : ''}
      >
        {children}
        {action && (
          <Button className='status-view__action' type='primary' size='large' onClick={onAction}>
            {action}
          </Button>
        )}
      </Empty>
    </View>
  )
}
