import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import './buy-bar.scss'

export interface Props {
  /** The button, e.g. '立即开通 ¥68.00'. */
  label: string
  /** A line beside the button, e.g. '可用积分抵扣'; '' leaves it out. */
  hint?: string
  busy: boolean
  onBuy: () => void
}

/** The bar pinned to the bottom of a shop page: always in reach however long the plan list is. */
export function BuyBar({ label, hint = '', busy, onBuy }: Props) {
  return (
    <View className='buy-bar'>
      {hint && <Text className='buy-bar__hint'>{hint}</Text>}
      <Button className='buy-bar__button' type='primary' size='large' loading={busy} onClick={onBuy}>
        {label}
      </Button>
    </View>
  )
}
