import type { Receiver } from '@contract/gift'
import { staffRevealExchangeReceiver } from '@/api/gift'
import { useReveals } from '@/hooks/useReveals'

/** Receivers revealed on this visit, per exchange; the queue itself only ever carries masked ones. */
export function useExchangeReceivers() {
  const { busy, reveal, shownOf } = useReveals<Receiver>()
  return {
    busy,
    reveal: (exchangeId: number) => reveal(String(exchangeId), () => staffRevealExchangeReceiver(exchangeId)),
    receiverOf: (exchangeId: number) => shownOf(String(exchangeId))
  }
}
