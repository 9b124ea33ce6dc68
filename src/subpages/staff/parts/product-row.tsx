import { Text, View } from '@tarojs/components'
import type { Product } from '@contract/finance'
import { fenToYuan } from '@/utils/money'
import { productTerms } from '@/subpages/staff/models/productKinds'
import { SaleState } from './sale-state'
import './product-row.scss'

export interface Props {
  product: Product
  onEdit: () => void
}

/** One product as staff manage it: what it is, its prices and terms, and whether members see it. */
export function ProductRow({ product, onEdit }: Props) {
  return (
    <View className={`product-row ${product.enabled ? '' : 'product-row--off'}`} onClick={onEdit}>
      <View className='product-row__head'>
        <Text className='product-row__name'>{product.name}</Text>
        <SaleState on={product.enabled} />
      </View>
      {product.description && <Text className='product-row__desc'>{product.description}</Text>}
      <View className='product-row__foot'>
        <Text className='product-row__price'>{`¥${fenToYuan(product.price)}`}</Text>
        {product.originalPrice > 0 && (
          <Text className='product-row__original'>{`¥${fenToYuan(product.originalPrice)}`}</Text>
        )}
        {productTerms(product).map((t) => (
          <Text key={t} className='product-row__term'>
            {t}
          </Text>
        ))}
        <Text className='product-row__sort'>{`排序 ${product.sort}`}</Text>
      </View>
    </View>
  )
}
