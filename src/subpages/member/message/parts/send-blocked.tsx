import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { actionForReason } from '@/subpages/member/message/models/sendBlock'
import './send-blocked.scss'

/** In place of the input when I may not write: the server's reason, and the step that lifts it if there is one. */
export function SendBlocked({ reason }: { reason: string }) {
  const action = actionForReason(reason)
  return (
    <View className='send-blocked'>
      <Text className='send-blocked__reason'>{reason || '暂时无法发送消息'}</Text>
      {action && (
        <Button
          className='send-blocked__action'
          type='primary'
          size='small'
          onClick={() => void Taro.navigateTo({ url: action.url })}
        >
          {action.label}
        </Button>
      )}
    </View>
  )
}
