import { Text, View } from '@tarojs/components'

export interface Props {
  title: string
  /** Under the title: when, and how when that matters. */
  meta: string
  /** Signed and with its unit, e.g. '-¥12.30' or '+100积分'. */
  amount: string
  /** Money or points coming in are drawn in the accent colour. */
  incoming: boolean
  /** Under the amount, e.g. what is left after it. */
  note?: string
}

/** One line of the finance lists: what it was on the left, how much on the right. */
export function FinanceRow({ title, meta, amount, incoming, note }: Props) {
  return (
    <View className='finance-row'>
      <View className='finance-row__main'>
        <Text className='finance-row__title'>{title}</Text>
        <Text className='finance-row__time'>{meta}</Text>
      </View>
      <View className='finance-row__side'>
        <Text className={`finance-row__amount ${incoming ? 'finance-row__amount--in' : ''}`}>{amount}</Text>
        {note && <Text className='finance-row__after'>{note}</Text>}
      </View>
    </View>
  )
}
