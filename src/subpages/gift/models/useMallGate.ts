import { useDidShow } from '@tarojs/taro'
import { useState } from 'react'
import { useStores } from '@/stores'

/**
 * Whether a mall page may load: the tenant holds the lovegift plugin and the member is logged in
 * (the login page is opened otherwise). `decided` stays false until the tenant's grants arrive.
 */
export function useMallGate() {
  const { tenant, authFlow } = useStores()
  const [loggedIn, setLoggedIn] = useState(false)
  const decided = tenant.detail !== null
  const open = tenant.plugins.lovegift

  useDidShow(() => {
    if (!decided || open) setLoggedIn(authFlow.ensureLogin())
  })

  return { decided, open, enabled: decided && open && loggedIn }
}
