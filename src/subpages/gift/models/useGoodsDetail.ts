import { useCallback, useEffect, useState } from 'react'
import type { GoodsDetail } from '@contract/gift'
import { getGoods } from '@/api/gift'

/** One goods as the detail page shows it; `gone` when it is no longer on sale (or never was). */
export function useGoodsDetail(goodsId: number, enabled: boolean) {
  const [goods, setGoods] = useState<GoodsDetail | null>(null)
  const [failed, setFailed] = useState(false)

  const load = useCallback(async () => {
    if (!goodsId) return void setFailed(true)
    try {
      setGoods(await getGoods(goodsId))
      setFailed(false)
    } catch {
      // The request layer has said why (不存在或已下架, or the network); the page offers a way on.
      setFailed(true)
    }
  }, [goodsId])

  useEffect(() => {
    if (enabled) void load()
  }, [enabled, load])

  return { goods, failed, reload: load }
}
