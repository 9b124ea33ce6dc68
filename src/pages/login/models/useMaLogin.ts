import type { ButtonProps } from '@tarojs/components'
import Taro, { useDidShow } from '@tarojs/taro'
import { useState } from 'react'
import { loginByMaCode, loginByMaPhone } from '@/api/auth'
import { useStores } from '@/stores'
import { isWeapp } from '@/utils/platform'
import { phoneFromButton } from './maPhone'
import { useMaCode } from './useMaCode'
import { useSubmitting } from './useSubmitting'

/** `checking`: the silent code login is under way; `needPhone`: this WeChat user is new here. */
export type MaLoginState = 'checking' | 'needPhone'

/**
 * Mini-program login: each show tries the silent wx.login code; a member the server does not know
 * yet logs in with the phone-number button (which also signs them up).
 */
export function useMaLogin() {
  const { session, authFlow } = useStores()
  const [state, setState] = useState<MaLoginState>('checking')
  const { prefetch, take } = useMaCode()
  const { busy, run } = useSubmitting()

  const silentLogin = async () => {
    const { code } = await Taro.login()
    const result = await loginByMaCode({ code }, { hideMsg: true })
    if (result.registered) return authFlow.afterLogin(result)
    prefetch()
    setState('needPhone')
  }

  useDidShow(() => {
    if (!isWeapp() || session.isLoggedIn) return
    setState('checking')
    silentLogin().catch((error: unknown) => {
      // The phone button still works when the silent attempt fails (network, expired code).
      console.warn('[login] silent mini-program login failed', error)
      prefetch()
      setState('needPhone')
    })
  })

  const loginWithPhone = async (detail: ButtonProps.onGetPhoneNumberEventDetail): Promise<void> => {
    const phone = phoneFromButton(detail)
    if (!phone) return
    return run(async () => {
      const code = await take()
      try {
        await authFlow.afterLogin(await loginByMaPhone({ code, ...phone }))
      } catch (error) {
        prefetch()
        throw error
      }
    })
  }

  return { state, busy, loginWithPhone }
}
