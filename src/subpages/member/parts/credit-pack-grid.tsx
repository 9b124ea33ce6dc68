import { Text, View } from '@tarojs/components'
import type { Product } from '@contract/finance'
import { yuanText } from '@/utils/financeText'

export interface Props {
  packs: Product[]
  value: number | undefined
  creditName: string
  onChange: (id: number) => void
}

/** The points packs three to a row: the points big, the price under them, the bonus last. */
export function CreditPackGrid({ packs, value, creditName, onChange }: Props) {
  return (
    <View className='credit-packs'>
      {packs.map((p) => (
        <View
          key={p.id}
          className={`credit-packs__item ${p.id === value ? 'credit-packs__item--on' : ''}`}
          onClick={() => onChange(p.id)}
        >
          <Text className='credit-packs__points'>{p.quantity}</Text>
          <Text className='credit-packs__unit'>{creditName}</Text>
          <Text className='credit-packs__price'>{yuanText(p.price)}</Text>
          {p.description && <Text className='credit-packs__desc'>{p.description}</Text>}
        </View>
      ))}
    </View>
  )
}
