import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { WalletSummary as Wallet } from '@contract/finance'
import { ROUTES } from '@/constants/routes'
import { yuanText } from '@/utils/financeText'

export interface Props {
  /** null until it has loaded. */
  wallet: Wallet | null
  balanceName: string
  creditName: string
}

/** The balance and the points at the top of the records, each with where to move it. */
export function WalletSummary({ wallet, balanceName, creditName }: Props) {
  const open = (url: string) => void Taro.navigateTo({ url })
  return (
    <View className='wallet-summary'>
      <View className='wallet-summary__item'>
        <Text className='wallet-summary__label'>{balanceName}</Text>
        <Text className='wallet-summary__value'>{wallet ? yuanText(wallet.balance) : '--'}</Text>
        <Text className='wallet-summary__link' onClick={() => open(ROUTES.memberMakeCash)}>
          提现
        </Text>
      </View>
      <View className='wallet-summary__item'>
        <Text className='wallet-summary__label'>{creditName}</Text>
        <Text className='wallet-summary__value'>{wallet ? wallet.credit : '--'}</Text>
        <Text className='wallet-summary__link' onClick={() => open(ROUTES.memberRecharge)}>
          充值{creditName}
        </Text>
      </View>
    </View>
  )
}
