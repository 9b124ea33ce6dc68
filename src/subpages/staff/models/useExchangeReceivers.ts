import { useState } from 'react'
import type { Receiver } from '@contract/gift'
import { staffRevealExchangeReceiver } from '@/api/gift'
import { useSingleFlight } from '@/hooks/useSingleFlight'

/**
 * Receivers revealed on this visit, per exchange. Nothing is fetched until staff ask: each reveal
 * is logged as access to personal data, so the queue only ever carries masked ones.
 */
export function useExchangeReceivers() {
  const [receivers, setReceivers] = useState<Record<number, Receiver>>({})
  const { busy, run } = useSingleFlight()

  /** The request layer has already told staff why a refused reveal failed. */
  const reveal = (exchangeId: number) =>
    run(async () => {
      const receiver = await staffRevealExchangeReceiver(exchangeId)
      setReceivers((shown) => ({ ...shown, [exchangeId]: receiver }))
    }).catch(() => undefined)

  const receiverOf = (exchangeId: number): Receiver | undefined => receivers[exchangeId]

  return { busy, reveal, receiverOf }
}
