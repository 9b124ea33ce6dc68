import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { CashoutAllowance } from '@contract/finance'
import { ROUTES } from '@/constants/routes'
import { yuanText } from '@/utils/financeText'

export interface Props {
  allowance: CashoutAllowance
  balanceName: string
}

/** The balance, how much of it may leave now, and the way to the form (or why it is closed). */
export function CashoutBalanceCard({ allowance, balanceName }: Props) {
  const open = allowance.canCashout && allowance.couldCashout >= allowance.minAmount
  const why = allowance.reason || `可提现金额不足${yuanText(allowance.minAmount)}`
  return (
    <View className='cashout-card'>
      <Text className='cashout-card__label'>{balanceName}</Text>
      <Text className='cashout-card__balance'>{yuanText(allowance.balance)}</Text>
      <Text className='cashout-card__could'>可提现 {yuanText(allowance.couldCashout)}</Text>
      <Button
        className={`cashout-card__apply ${open ? '' : 'cashout-card__apply--off'}`}
        size='large'
        disabled={!open}
        onClick={() => void Taro.navigateTo({ url: ROUTES.memberApplyCashout })}
      >
        申请提现
      </Button>
      {!open && <Text className='cashout-card__reason'>{why}</Text>}
    </View>
  )
}
