import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import './line-credits.scss'

export interface Props {
  /** null while unknown (not loaded yet). */
  credits: number | null
  action: string
  onAction: () => void
}

/** How many matchmaker lines I have left, with the way to the other side of the service (buy them, or use them). */
export function LineCredits({ credits, action, onAction }: Props) {
  return (
    <View className='line-credits'>
      <View className='line-credits__count'>
        <Text className='line-credits__label'>剩余牵线次数</Text>
        <Text className='line-credits__value'>
          {credits ?? '-'}
          <Text className='line-credits__unit'>次</Text>
        </Text>
      </View>
      <Button className='line-credits__action' size='small' onClick={onAction}>
        {action}
      </Button>
    </View>
  )
}
