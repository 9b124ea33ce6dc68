import { Text, View } from '@tarojs/components'
import type { Product } from '@contract/finance'
import { yuan } from '@/member/love/models/planPrice'
import './plan-card.scss'

export interface Props {
  product: Product
  /** What the plan gives, e.g. '30天' or '3次'. */
  amount: string
  /** The price per day or per use, e.g. '¥2.27/天'; '' leaves it out. */
  unitPrice: string
  selected: boolean
  onSelect: (product: Product) => void
}

/** One plan of a shop page: what it gives, its price against the crossed-out one, and what a day or a use costs. */
export function PlanCard({ product, amount, unitPrice, selected, onSelect }: Props) {
  return (
    <View className={`plan-card ${selected ? 'plan-card--on' : ''}`} onClick={() => onSelect(product)}>
      <View className='plan-card__main'>
        <View className='plan-card__name-line'>
          <Text className='plan-card__name'>{product.name}</Text>
          {amount && <Text className='plan-card__amount'>{amount}</Text>}
        </View>
        {product.description && <Text className='plan-card__desc'>{product.description}</Text>}
      </View>
      <View className='plan-card__side'>
        <Text className='plan-card__price'>{yuan(product.price)}</Text>
        {product.originalPrice > 0 && <Text className='plan-card__original'>{yuan(product.originalPrice)}</Text>}
        {unitPrice && <Text className='plan-card__unit'>折合{unitPrice}</Text>}
      </View>
    </View>
  )
}
