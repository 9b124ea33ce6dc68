import { Text, View } from '@tarojs/components'
import { CASHOUT_CHANNEL_LABELS, CASHOUT_STATUS_LABELS, type CashoutRecord } from '@contract/finance'
import { chatTime } from '@/utils/time'
import { yuanText } from '@/utils/financeText'
import './cashout-row.scss'

export interface Props {
  record: CashoutRecord
}

/** One withdrawal: what left the balance, the fee, what arrives, where, and how far it got. */
export function CashoutRow({ record }: Props) {
  return (
    <View className='cashout-row'>
      <View className='cashout-row__head'>
        <Text className='cashout-row__title'>提现到{CASHOUT_CHANNEL_LABELS[record.channel]}</Text>
        <Text className={`cashout-row__status cashout-row__status--${record.status}`}>
          {CASHOUT_STATUS_LABELS[record.status]}
        </Text>
      </View>
      <View className='cashout-row__figures'>
        <Text className='cashout-row__amount'>{yuanText(record.amount)}</Text>
        <Text className='cashout-row__detail'>
          手续费 {yuanText(record.fee)} · 实际到账 {yuanText(record.actualAmount)}
        </Text>
      </View>
      {record.status === 'rejected' && record.rejectReason && (
        <Text className='cashout-row__reason'>驳回原因：{record.rejectReason}</Text>
      )}
      <Text className='cashout-row__time'>{chatTime(record.createdAt)}</Text>
    </View>
  )
}
