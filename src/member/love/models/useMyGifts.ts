import Taro from '@tarojs/taro'
import { useCallback, useState } from 'react'
import type { LoveGiftSend } from '@contract/love-gift'
import { declineGift, getReceivedGiftPage, getSentGiftPage } from '@/api/loveGift'
import { TOAST_MS } from '@/constants/app'
import { useCursorList } from '@/hooks/useCursorList'
import { useSingleFlight } from '@/hooks/useSingleFlight'

export type GiftTab = 'received' | 'sent'

const FETCHERS = { received: getReceivedGiftPage, sent: getSentGiftPage }

/**
 * My received or sent gifts, page by page (pull to refresh, reach bottom for more), and giving a
 * received one back: the member confirms first, and the row then shows what the server answered.
 */
export function useMyGifts(tab: GiftTab, enabled: boolean, creditName: string) {
  const gifts = useCursorList<LoveGiftSend>(FETCHERS[tab], [tab], { enabled })
  // Rows the member changed here; a decline is final, so the server's next page agrees with them.
  const [changed, setChanged] = useState<ReadonlyMap<number, LoveGiftSend>>(new Map())
  const { busy: declining, run } = useSingleFlight()

  const decline = useCallback(
    (item: LoveGiftSend) =>
      run(async () => {
        const { confirm } = await Taro.showModal({
          title: '退回礼物',
          content: `退回后「${item.gift.name}」的${item.gift.points}${creditName}将全部退还给${item.peer.nickname || '对方'}，你获得的部分也会扣回。确定退回吗？`,
          confirmText: '退回'
        })
        if (!confirm) return
        try {
          const updated = await declineGift(item.id)
          setChanged((prev) => new Map(prev).set(updated.id, updated))
          void Taro.showToast({ title: '已退回', icon: 'success', duration: TOAST_MS })
        } catch {
          // The request layer has already said why (too late, already spent); the row stays as it was.
        }
      }),
    [run, creditName]
  )

  return { ...gifts, list: gifts.list.map((g) => changed.get(g.id) ?? g), decline, declining }
}
