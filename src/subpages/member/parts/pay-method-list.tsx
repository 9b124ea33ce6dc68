import { Text, View } from '@tarojs/components'
import type { PayMethod } from '@contract/finance'
import { LineIcon } from '@/components/line-icon'
import type { PayOption } from '@/subpages/member/models/payMethods'

export interface Props {
  options: PayOption[]
  value: PayMethod
  onChange: (method: PayMethod) => void
}

/** The providers have no outline icon of ours; their usual first character on their colour does. */
const MARKS: Record<PayMethod, { icon: string; text: string }> = {
  wallet: { icon: 'wallet', text: '' },
  credit: { icon: 'star', text: '' },
  tenpay: { icon: '', text: '微' },
  alipay: { icon: '', text: '支' }
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
            <LineIcon name={MARKS[o.method].icon} fallback={MARKS[o.method].text} />
          </View>
          <View className='pay-methods__text'>
            <Text className='pay-methods__label'>{o.label}</Text>
            {o.note && <Text className='pay-methods__note'>{o.note}</Text>}
          </View>
          {o.blocked ? (
            <Text className='pay-methods__blocked'>{o.blocked}</Text>
          ) : (
            <View className={`pay-methods__radio ${o.method === value ? 'pay-methods__radio--on' : ''}`} />
          )}
        </View>
      ))}
    </View>
  )
}
