import { Radio } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import type { PayMethod } from '@contract/finance'
import { LineIcon } from '@/components/line-icon'
import type { PayOption } from '@/subpages/member/models/payMethods'
import { PAY_MARKS } from './pay-marks'

export interface Props {
  options: PayOption[]
  value: PayMethod
  onChange: (method: PayMethod) => void
}

/** Our own outline icons for the wallets; the providers' own marks for WeChat Pay and Alipay. */
const MARKS: Record<PayMethod, { name: string; paths?: string }> = {
  wallet: { name: 'wallet' },
  credit: { name: 'star' },
  tenpay: { name: 'wechat', paths: PAY_MARKS.tenpay },
  alipay: { name: 'alipay', paths: PAY_MARKS.alipay }
}

/** A radio list of the ways to pay; a blocked way stays visible with the reason instead of a radio. */
export function PayMethodList({ options, value, onChange }: Props) {
  return (
    <View className='pay-methods'>
      {options.map((o) => (
        <View
          key={o.method}
          className={`pay-methods__item ${o.blocked ? 'pay-methods__item--off' : ''}`}
          onClick={() => !o.blocked && onChange(o.method)}
        >
          <View className={`pay-methods__mark pay-methods__mark--${o.method}`}>
            <LineIcon name={MARKS[o.method].name} paths={MARKS[o.method].paths} className='pay-methods__icon' />
          </View>
          <View className='pay-methods__text'>
            <Text className='pay-methods__label'>{o.label}</Text>
            {o.note && <Text className='pay-methods__note'>{o.note}</Text>}
          </View>
          {o.blocked ? (
            <Text className='pay-methods__blocked'>{o.blocked}</Text>
          ) : (
            <Radio
              className={`pay-methods__radio ${o.method === value ? 'pay-methods__radio--on' : ''}`}
              checked={o.method === value}
              ariaLabel={o.label}
            />
          )}
        </View>
      ))}
    </View>
  )
}
