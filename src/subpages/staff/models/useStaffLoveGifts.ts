import Taro from '@tarojs/taro'
import type { StaffLoveGift } from '@contract/love-gift'
import { staffCreateGift, staffGetGifts, staffSetGiftOnSale, staffUpdateGift } from '@/api/loveGift'
import { TOAST_MS } from '@/constants/app'
import type { LoveGiftRequest } from './loveGiftForm'
import { useStaffCatalogue } from './useStaffCatalogue'

/** The whole gift catalogue as staff see it, saving a gift, and putting one on or off sale. */
export function useStaffLoveGifts(enabled: boolean) {
  const { setList, save, ...gifts } = useStaffCatalogue(() => staffGetGifts(), [], enabled)

  const setOnSale = async (gift: StaffLoveGift, onSale: boolean): Promise<void> => {
    try {
      const updated = await staffSetGiftOnSale({ giftId: gift.id, onSale })
      setList((prev) => prev.map((g) => (g.id === updated.id ? updated : g)))
      void Taro.showToast({ title: onSale ? '已上架' : '已下架', icon: 'none', duration: TOAST_MS })
    } catch {
      // The request layer has already said why; the row keeps its state.
    }
  }

  return {
    ...gifts,
    save: (req: LoveGiftRequest) =>
      save(() => ('create' in req ? staffCreateGift(req.create) : staffUpdateGift(req.update))),
    setOnSale
  }
}
