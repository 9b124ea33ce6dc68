import { Text, View } from '@tarojs/components'
import { Input } from '@nutui/nutui-react-taro'
import { cashoutFee, type CashoutAllowance } from '@contract/finance'
import { yuanText } from '@/utils/financeText'
import { fenToYuanInput, yuanToFen } from '@/subpages/member/models/yuanInput'

export interface Props {
  allowance: CashoutAllowance
  /** Yuan as typed. */
  value: string
  onChange: (yuan: string) => void
}

/** The amount in yuan, a tap to take all that may leave now, and what the fee leaves over. */
export function CashoutAmount({ allowance, value, onChange }: Props) {
  const fen = yuanToFen(value)
  const fee = fen ? cashoutFee(fen, allowance) : 0
  return (
    <View className='cashout-amount'>
      <Text className='cashout-amount__label'>提现金额</Text>
      <View className='cashout-amount__field'>
        <Text className='cashout-amount__mark'>¥</Text>
        <Input
          className='cashout-amount__input'
          type='digit'
          placeholder='请输入提现金额'
          value={value}
          onChange={onChange}
        />
      </View>
      <View className='cashout-amount__could'>
        <Text>可提现 {yuanText(allowance.couldCashout)}</Text>
        <Text className='cashout-amount__all' onClick={() => onChange(fenToYuanInput(allowance.couldCashout))}>
          全部
        </Text>
      </View>
      <View className='cashout-amount__preview'>
        <Text>手续费 {fen ? yuanText(fee) : '--'}</Text>
        <Text>实际到账 {fen ? yuanText(Math.max(0, fen - fee)) : '--'}</Text>
      </View>
    </View>
  )
}
