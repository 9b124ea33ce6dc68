import { Text, View } from '@tarojs/components'
import type { FinOrder } from '@contract/finance'
import { yuanText } from '@/utils/financeText'
import { formatCountdown } from '@/subpages/member/models/useCountdown'

export interface Props {
  order: FinOrder
  /** ms until the order can no longer be paid. */
  left: number
}

/** What is being paid for, how much, and how long the member still has. */
export function PayOrderHead({ order, left }: Props) {
  return (
    <View className='pay-head'>
      <Text className='pay-head__title'>{order.title}</Text>
      <Text className='pay-head__amount'>{yuanText(order.amount)}</Text>
      <Text className='pay-head__countdown'>请在 {formatCountdown(left)} 内完成支付</Text>
    </View>
  )
}
