import Taro, { useDidShow } from '@tarojs/taro'
import { useState } from 'react'
import { ROUTES } from '@/constants/routes'
import { useStores } from '@/stores'

/** True once the viewer may use a love page; visitors go to log in, members without a love profile to sign up. */
export function useLoveGate(): boolean {
  const { session, authFlow } = useStores()
  const [allowed, setAllowed] = useState(false)

  useDidShow(() => {
    if (!authFlow.ensureLogin()) return setAllowed(false)
    if (!session.isLoveUser) {
      setAllowed(false)
      return void Taro.redirectTo({ url: ROUTES.loveSignUp })
    }
    setAllowed(true)
  })

  return allowed
}
