import Taro, { useRouter } from '@tarojs/taro'
import { useEffect, useRef, useState } from 'react'
import { bindWxByMpCode } from '@/api/member'
import { ROUTES } from '@/constants/routes'
import { useStores } from '@/stores'
import { isWechatBrowser } from '@/utils/platform'
import { reportUnexpected } from './errors'
import { useRequireLogin } from './useRequireLogin'
import { useSubmitting } from './useSubmitting'
import { startWechatOauth } from './wechatOauth'

export type BindWxState = 'idle' | 'binding' | 'bound'

/**
 * Binds the messaging-app account to the logged-in member. Only the messaging app's browser can
 * authorise; the authorisation comes back to this page with `?code=`, which is bound once.
 */
export function useBindWx() {
  const { session } = useStores()
  const { params } = useRouter()
  useRequireLogin(ROUTES.loginByBindWx)
  const code = params.code
  const [state, setState] = useState<BindWxState>(() =>
    session.userInfo?.wxBound ? 'bound' : code && session.isLoggedIn ? 'binding' : 'idle'
  )
  const used = useRef(false)
  const { busy, run } = useSubmitting()

  useEffect(() => {
    if (!code || used.current || !session.isLoggedIn || session.userInfo?.wxBound) return
    used.current = true
    bindWxByMpCode({ code })
      .then((user) => {
        session.setUser(user)
        setState('bound')
        void Taro.showToast({ title: '微信绑定成功', icon: 'success' })
      })
      .catch((error: unknown) => {
        reportUnexpected('WeChat binding')(error)
        setState('idle')
      })
  }, [code, session])

  const authorise = () => run(startWechatOauth)

  return { state, inWechat: isWechatBrowser(), busy, authorise }
}
