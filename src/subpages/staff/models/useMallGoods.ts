import Taro from '@tarojs/taro'
import type { SaveGoodsReq, StaffGoods } from '@contract/gift'
import { staffAddStock, staffGetGoodsPage, staffSaveGoods } from '@/api/gift'
import { TOAST_MS } from '@/constants/app'
import { usePagedList } from '@/hooks/usePagedList'

const saved = (title: string) => void Taro.showToast({ title, icon: 'success', duration: TOAST_MS })

/** Every goods of the mall, and the admin's changes to them; the list is read again after each. */
export function useMallGoods(enabled: boolean) {
  const list = usePagedList<StaffGoods>(staffGetGoodsPage, [], { enabled })

  /** True when saved. */
  const save = async (req: SaveGoodsReq): Promise<boolean> => {
    try {
      await staffSaveGoods(req)
    } catch {
      return false
    }
    saved('已保存')
    void list.reload()
    return true
  }

  /** True when the stock moved. */
  const moveStock = async (goodsId: number, delta: number): Promise<boolean> => {
    try {
      await staffAddStock({ goodsId, delta })
    } catch {
      return false
    }
    saved(delta > 0 ? '已补充库存' : '已减少库存')
    void list.reload()
    return true
  }

  return { ...list, save, moveStock }
}
