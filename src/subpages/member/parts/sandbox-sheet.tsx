import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { PAY_METHOD_LABELS } from '@contract/finance'
import { BottomSheet } from '@/components/bottom-sheet'
import { yuanText } from '@/utils/financeText'

export interface Props {
  /** The provider the server would have launched; null keeps the sheet closed. */
  provider: 'tenpay' | 'alipay' | null
  /** fen */
  amount: number
  busy: boolean
  onConfirm: () => void
  onCancel: () => void
}

/** Stands in for WeChat Pay or Alipay where no real provider is configured (dev and test servers). */
export function SandboxSheet({ provider, amount, busy, onConfirm, onCancel }: Props) {
  return (
    <BottomSheet open={provider !== null} title='模拟收银台（开发环境）' onClose={onCancel}>
      <View className='sandbox-sheet'>
        <Text className='sandbox-sheet__provider'>{provider ? PAY_METHOD_LABELS[provider] : ''}</Text>
        <Text className='sandbox-sheet__amount'>{yuanText(amount)}</Text>
        <Text className='sandbox-sheet__hint'>未配置真实支付渠道，确认后服务器会按支付成功的回调处理这笔订单</Text>
        <View className='sandbox-sheet__actions'>
          <Button className='sandbox-sheet__cancel' size='large' onClick={onCancel}>
            取消
          </Button>
          <Button className='sandbox-sheet__confirm' type='primary' size='large' loading={busy} onClick={onConfirm}>
            确认支付
          </Button>
        </View>
      </View>
    </BottomSheet>
  )
}
