import { useCallback, useEffect, useRef, useState } from 'react'
import type { FinOrder, WalletSummary } from '@contract/finance'
import { getFinOrder, getWallet } from '@/api/finance'

const PAY_POLL_MS = 1500
/** Providers notify within seconds; after a minute reopening the page is the better answer. */
const POLL_LIMIT_MS = 60 * 1000

/** A late answer must never turn an order the page already knows is paid back into unpaid. */
const keepPaid = (next: FinOrder) => (prev: FinOrder | null) => (prev?.status === 'paid' ? prev : next)

/**
 * The order being paid and the wallet that may pay it. After a provider was launched the order
 * is watched, because the provider tells the server, not this page, when the money arrived.
 */
export function useCashierOrder(orderNo: string) {
  const [order, setOrder] = useState<FinOrder | null>(null)
  const [wallet, setWallet] = useState<WalletSummary | null>(null)
  const [failed, setFailed] = useState(false)
  // Bumped to end a watch: on unmount, or when a newer watch starts.
  const watchId = useRef(0)
  const timer = useRef<ReturnType<typeof setTimeout>>()

  const stopWatching = useCallback(() => {
    watchId.current += 1
    clearTimeout(timer.current)
  }, [])
  useEffect(() => stopWatching, [stopWatching])

  const refresh = useCallback(async () => {
    try {
      const [o, w] = await Promise.all([getFinOrder(orderNo), getWallet()])
      setOrder(keepPaid(o))
      setWallet(w)
      setFailed(false)
    } catch {
      setFailed(true)
    }
  }, [orderNo])

  const watch = useCallback(() => {
    stopWatching()
    const id = watchId.current
    const giveUpAt = Date.now() + POLL_LIMIT_MS
    const check = async () => {
      try {
        const o = await getFinOrder(orderNo, { hideMsg: true })
        if (id !== watchId.current) return
        setOrder(keepPaid(o))
        if (o.status !== 'unpaid') return
      } catch {
        // A network blip while waiting is no reason to stop asking.
      }
      if (id === watchId.current && Date.now() < giveUpAt) timer.current = setTimeout(() => void check(), PAY_POLL_MS)
    }
    void check()
  }, [orderNo, stopWatching])

  const settle = useCallback((o: FinOrder) => setOrder(keepPaid(o)), [])

  return { order, wallet, failed, refresh, watch, settle }
}
