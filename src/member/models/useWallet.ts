import { useCallback, useState } from 'react'
import type { WalletSummary } from '../../../types/finance'
import { getWallet } from '../../api/finance'

/** The member's balance and points; pages reload it whenever they are shown, after the login gate. */
export function useWallet() {
  const [wallet, setWallet] = useState<WalletSummary | null>(null)
  const reload = useCallback(async () => {
    try {
      setWallet(await getWallet())
    } catch {
      // The request layer has already told the member; the last known figures stay on screen.
    }
  }, [])
  return { wallet, reload }
}
