import type { Product } from '@contract/finance'
import { fenToYuan } from '@/utils/money'

/** A price as the shop shows it, e.g. ¥68.00. */
export const yuan = (fen: number): string => `¥${fenToYuan(fen)}`

/** Members compare plans by what one day or one use costs; rounded to the fen, since a fraction of one can't be shown. */
function pricePer(product: Product, units: number, unit: string): string {
  return units > 0 ? `${yuan(Math.round(product.price / units))}/${unit}` : ''
}

export const pricePerDay = (product: Product): string => pricePer(product, product.days, '天')
export const pricePerUse = (product: Product): string => pricePer(product, product.quantity, '次')
