import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { StaffLoveGift } from '@contract/love-gift'
import { staffCreateGift, staffGetGifts, staffSetGiftOnSale, staffUpdateGift } from '@/api/loveGift'
import { TOAST_MS } from '@/constants/app'
import type { LoveGiftRequest } from './loveGiftForm'

/** The whole gift catalogue as staff see it, saving a gift, and putting one on or off sale. */
export function useStaffLoveGifts(enabled: boolean) {
  const [list, setList] = useState<StaffLoveGift[]>([])
  const [loaded, setLoaded] = useState(false)
  const [failed, setFailed] = useState(false)
  const latest = useRef(0)

  const load = useCallback(async () => {
    const ticket = ++latest.current
    try {
      const gifts = await staffGetGifts()
      if (ticket !== latest.current) return
      setList(gifts)
      setFailed(false)
    } catch {
      // The request layer has already said why; the page offers a retry.
      if (ticket === latest.current) setFailed(true)
    } finally {
      if (ticket === latest.current) setLoaded(true)
    }
  }, [])

  useEffect(() => {
    if (enabled) void load()
  }, [enabled, load])

  usePullDownRefresh(() => {
    if (!enabled) return void Taro.stopPullDownRefresh()
    void load().finally(() => Taro.stopPullDownRefresh())
  })

  /** Saves the gift; true when saved. The list is read again since the sort may have moved it. */
  const save = async (req: LoveGiftRequest): Promise<boolean> => {
    try {
      if ('create' in req) await staffCreateGift(req.create)
      else await staffUpdateGift(req.update)
    } catch {
      return false
    }
    void Taro.showToast({ title: '已保存', icon: 'success', duration: TOAST_MS })
    void load()
    return true
  }

  const setOnSale = async (gift: StaffLoveGift, onSale: boolean): Promise<void> => {
    try {
      const updated = await staffSetGiftOnSale({ giftId: gift.id, onSale })
      setList((prev) => prev.map((g) => (g.id === updated.id ? updated : g)))
      void Taro.showToast({ title: onSale ? '已上架' : '已下架', icon: 'none', duration: TOAST_MS })
    } catch {
      // The request layer has already said why; the row keeps its state.
    }
  }

  return { list, loaded, failed, reload: () => void load(), save, setOnSale }
}
