import Taro from '@tarojs/taro'
import { useEffect, useRef } from 'react'

const SHARED_KEY = 'location-shared-at'
/** A member's position changes slowly; asking the device more than daily only drains battery. */
const SHARE_EVERY_MS = 24 * 60 * 60 * 1000

/**
 * Sends a love user's position to the server so the feed can say how far members are and rank
 * those nearby higher. A refused permission or a device without location simply leaves the
 * distances unknown (距离未知); it is not asked again until the next day.
 */
export function useShareLocation(enabled: boolean, onShared: () => void) {
  const shared = useRef(onShared)
  shared.current = onShared
  useEffect(() => {
    if (!enabled) return
    const last = Number(Taro.getStorageSync(SHARED_KEY)) || 0
    if (Date.now() - last < SHARE_EVERY_MS) return
    Taro.setStorageSync(SHARED_KEY, String(Date.now()))
    import('./sendLocation')
      .then(({ sendLocation }) => sendLocation())
      .then(() => shared.current())
      .catch(() => undefined)
  }, [enabled])
}
