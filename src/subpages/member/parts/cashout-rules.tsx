import { Text, View } from '@tarojs/components'
import type { CashoutAllowance } from '@contract/finance'
import { yuanText } from '@/utils/financeText'

export interface Props {
  allowance: CashoutAllowance
}

/** The tenant's withdrawal rules as they apply to the member today. */
export function CashoutRules({ allowance: a }: Props) {
  const rules: [string, string][] = [
    ['最低提现', yuanText(a.minAmount)],
    ['单笔最高', yuanText(a.singleMax)],
    ['每日限额', `今日剩余 ${yuanText(a.todayRemaining)}`]
  ]
  if (a.chargeCommission) rules.push(['手续费', `${a.commissionRatio}%，最低 ${yuanText(a.commissionMin)}`])
  if (a.needAudit) rules.push(['审核', '需审核，通过后到账'])
  return (
    <View className='cashout-rules'>
      <Text className='cashout-rules__title'>提现规则</Text>
      {rules.map(([label, value]) => (
        <View key={label} className='cashout-rules__row'>
          <Text className='cashout-rules__label'>{label}</Text>
          <Text className='cashout-rules__value'>{value}</Text>
        </View>
      ))}
    </View>
  )
}
