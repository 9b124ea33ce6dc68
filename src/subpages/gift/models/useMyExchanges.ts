import Taro from '@tarojs/taro'
import type { ExchangeStatus, MallExchange } from '@contract/gift'
import { cancelExchange, getMyExchangePage } from '@/api/gift'
import { TOAST_MS } from '@/constants/app'
import { usePagedList } from '@/hooks/usePagedList'
import { useSingleFlight } from '@/hooks/useSingleFlight'

/** The exchange list's tabs: everything, or one status. */
export type ExchangeTab = 'all' | ExchangeStatus

/** The member's exchanges on one tab, and taking a pending one back. */
export function useMyExchanges(tab: ExchangeTab, enabled: boolean, creditName: string) {
  const list = usePagedList<MallExchange>(
    (page) => getMyExchangePage(tab === 'all' ? page : { ...page, status: tab }),
    [tab],
    { enabled }
  )
  const { busy, run } = useSingleFlight()

  /** Asks first, then cancels; the list is read again since the exchange changed tab or label. */
  const cancel = (item: MallExchange) =>
    run(async () => {
      const { confirm } = await Taro.showModal({
        title: '取消兑换',
        content: `取消后 ${item.totalPoints} ${creditName}将退回你的账户，确定取消吗？`,
        confirmText: '确定取消',
        cancelText: '再想想'
      })
      if (!confirm) return
      try {
        await cancelExchange(item.id)
        void Taro.showToast({ title: `已取消，${creditName}已退回`, icon: 'none', duration: TOAST_MS })
      } catch {
        // Told by the request layer (e.g. it was shipped meanwhile); the list shows how it stands.
      }
      await list.reload()
    })

  return { ...list, cancelling: busy, cancel }
}
