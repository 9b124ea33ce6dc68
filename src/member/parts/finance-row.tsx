import { Text, View } from '@tarojs/components'
import type { FinanceRecord } from '../../../types/models'
import { fenToYuan } from '../../utils/money'
import { chatTime } from '../../utils/time'

export interface Props {
  record: FinanceRecord
  balanceName: string
}

/** One balance movement: what it was, when, the signed amount and the balance after it. */
export function FinanceRow({ record, balanceName }: Props) {
  const income = record.amount > 0
  return (
    <View className='finance-row'>
      <View className='finance-row__main'>
        <Text className='finance-row__title'>{record.title}</Text>
        <Text className='finance-row__time'>{chatTime(record.createdAt)}</Text>
      </View>
      <View className='finance-row__side'>
        <Text className={`finance-row__amount ${income ? 'finance-row__amount--in' : ''}`}>
          {income ? '+' : ''}
          {fenToYuan(record.amount)}
        </Text>
        <Text className='finance-row__after'>
          {balanceName} {fenToYuan(record.balanceAfter)}
        </Text>
      </View>
    </View>
  )
}
