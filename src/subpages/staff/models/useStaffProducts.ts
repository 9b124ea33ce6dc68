import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { Product, ProductKind, SaveProductReq } from '@contract/finance'
import { staffGetProducts, staffSaveProduct } from '@/api/finance'
import { TOAST_MS } from '@/constants/app'

/** Every product of one kind, listed or not, and saving one. */
export function useStaffProducts(kind: ProductKind, enabled: boolean) {
  const [list, setList] = useState<Product[]>([])
  const [loaded, setLoaded] = useState(false)
  const [failed, setFailed] = useState(false)
  // Answers for a kind the admin has already left are dropped.
  const latest = useRef(0)

  const load = useCallback(async () => {
    const ticket = ++latest.current
    try {
      const products = await staffGetProducts({ kind })
      if (ticket !== latest.current) return
      setList(products)
      setFailed(false)
    } catch {
      // The request layer has already said why; the page offers a retry.
      if (ticket === latest.current) setFailed(true)
    } finally {
      if (ticket === latest.current) setLoaded(true)
    }
  }, [kind])

  useEffect(() => {
    if (!enabled) return
    setList([])
    setLoaded(false)
    void load()
  }, [enabled, load])

  usePullDownRefresh(() => {
    if (!enabled) return void Taro.stopPullDownRefresh()
    void load().finally(() => Taro.stopPullDownRefresh())
  })

  /** Saves the product; true when saved. The list is read again since the sort may have moved it. */
  const save = async (req: SaveProductReq): Promise<boolean> => {
    try {
      await staffSaveProduct(req)
    } catch {
      return false
    }
    void Taro.showToast({ title: '已保存', icon: 'success', duration: TOAST_MS })
    void load()
    return true
  }

  return { list, loaded, failed, reload: () => void load(), save }
}
