import { Text } from '@tarojs/components'
import type { FinOrder } from '@contract/finance'
import { LineIcon } from '@/components/line-icon'
import { StatusView } from '@/components/status-view'
import { pointsText, yuanText } from '@/utils/financeText'

export interface Props {
  order: FinOrder
  creditName: string
  onDone: () => void
}

/** What was bought and what it cost: points when points paid, money otherwise. */
export function PaySuccess({ order, creditName, onDone }: Props) {
  const spent = order.payMethod === 'credit' ? pointsText(order.creditPrice, creditName) : yuanText(order.amount)
  return (
    <StatusView
      icon={<LineIcon name='check-checked' />}
      title='支付成功'
      description={order.title}
      action='完成'
      onAction={onDone}
    >
      <Text className='pay-success__spent'>{spent}</Text>
    </StatusView>
  )
}
