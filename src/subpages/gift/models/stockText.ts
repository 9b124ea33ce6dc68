/** Few enough left that members should hear it. */
export const LOW_STOCK = 5

/** How much is left, as the grid and the detail say it. */
export function stockText(stock: number): string {
  if (stock === 0) return '已兑完'
  if (stock <= LOW_STOCK) return `仅剩${stock}件`
  return `库存${stock}件`
}
