import { useDidShow } from '@tarojs/taro'
import { useState } from 'react'
import { checkLoginUserInfo } from '@/api/love'
import { useStores } from '@/stores'

/**
 * True once the viewer is logged in. Each show re-reads the VIP flags into the session, so coming
 * back from the cashier updates this page and every VIP mark in the app at once.
 */
export function useVipSession(): boolean {
  const { session, authFlow } = useStores()
  const [allowed, setAllowed] = useState(false)

  useDidShow(() => {
    const ok = authFlow.ensureLogin()
    setAllowed(ok)
    if (!ok) return
    checkLoginUserInfo({ hideMsg: true })
      .then((info) => session.mergeLoveInfo(info))
      // The flags from login still stand; the page works without the fresh ones.
      .catch(() => undefined)
  })

  return allowed
}
