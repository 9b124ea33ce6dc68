import { buyProduct } from '@/utils/buyProduct'
import { useSingleFlight } from '@/hooks/useSingleFlight'

/** Buys a product and opens the cashier, once per tap: a double tap must not make two orders. */
export function useBuying(back: string) {
  const { busy, run } = useSingleFlight()

  /** True when the cashier was opened. */
  const buy = async (productId: number, remark?: string): Promise<boolean> => {
    try {
      const opened = await run(async () => {
        await buyProduct(productId, back, remark)
        return true
      })
      return opened === true
    } catch {
      // The request layer has already told the member why the order could not be made.
      return false
    }
  }

  return { busy, buy }
}
