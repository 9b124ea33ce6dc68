import Taro from '@tarojs/taro'
import { createFinOrder } from '@/api/finance'
import { ROUTES } from '@/constants/routes'

/**
 * Orders a product and opens the cashier. `back` is where the cashier sends the member after
 * paying (the page they bought from, so they see what they got at once).
 */
export async function buyProduct(productId: number, back: string, remark?: string): Promise<void> {
  const order = await createFinOrder(remark === undefined ? { productId } : { productId, remark })
  await Taro.navigateTo({ url: payPageUrl(order.orderNo, back) })
}

export function payPageUrl(orderNo: string, back: string): string {
  return `${ROUTES.memberPay}?orderNo=${encodeURIComponent(orderNo)}&back=${encodeURIComponent(back)}`
}
