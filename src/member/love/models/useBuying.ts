import { useRef, useState } from 'react'
import { buyProduct } from '@/utils/buyProduct'

/** Buys a product and opens the cashier, once per tap: a double tap must not make two orders. */
export function useBuying(back: string) {
  const busyRef = useRef(false)
  const [busy, setBusy] = useState(false)

  /** True when the cashier was opened. */
  const buy = async (productId: number, remark?: string): Promise<boolean> => {
    if (busyRef.current) return false
    busyRef.current = true
    setBusy(true)
    try {
      await buyProduct(productId, back, remark)
      return true
    } catch {
      // The request layer has already told the member why the order could not be made.
      return false
    } finally {
      busyRef.current = false
      setBusy(false)
    }
  }

  return { busy, buy }
}
