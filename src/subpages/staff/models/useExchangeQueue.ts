import type { FulfilExchangeReq, StaffExchange } from '@contract/gift'
import { staffCancelExchange, staffFulfilExchange, staffGetExchangePage } from '@/api/gift'
import { usePagedList } from '@/hooks/usePagedList'
import { useDecide } from './useDecide'

/** The fulfilment queue's tabs: waiting, shipped or handed over, called off. */
export type ExchangeQueueTab = 'pending' | 'done' | 'cancelled'

/**
 * One tab of exchanges, or, while a redemption code is being looked up, the exchange that code
 * belongs to whatever its state (so staff see at once when it was already used or cancelled).
 */
export function useExchangeQueue(tab: ExchangeQueueTab, code: string, enabled: boolean) {
  const { drop, ...paged } = usePagedList<StaffExchange>(
    (page) => staffGetExchangePage(code ? { ...page, redemptionCode: code } : { ...page, status: tab }),
    [tab, code],
    { enabled }
  )
  const { deciding, decide } = useDecide(drop)

  /** Ships it or hands it over; true when it has left the queue. */
  const fulfil = (item: StaffExchange, req: Omit<FulfilExchangeReq, 'exchangeId'>) =>
    decide(
      item.id,
      () => staffFulfilExchange({ exchangeId: item.id, ...req }),
      item.kind === 'ship' ? '已发货' : '已核销'
    )

  /** Calls it off; the member is refunded and reads the reason. True when done. */
  const cancel = (item: StaffExchange, reason: string) =>
    decide(item.id, () => staffCancelExchange({ exchangeId: item.id, reason }), '已取消并退回')

  return { ...paged, deciding, fulfil, cancel }
}
